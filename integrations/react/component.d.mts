import type { FunctionComponent } from 'react';

/** A React 19 component rendering `tag` (component.mjs; the package's typed one: dist/mck-react.d.ts). */
export declare function widgetComponent(tag: string, properties?: readonly string[]): FunctionComponent<Record<string, unknown>>;
