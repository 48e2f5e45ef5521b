// Types of build/discover.mjs for the TypeScript callers (demo server, tests).
export interface WidgetFolder { folder: string; tag: string; hydrate: 'load' | 'idle' | 'visible' | 'interaction'; hasDefine: boolean }
export interface BuildWidget { folder: string; tag: string; hydrate: WidgetFolder['hydrate']; entry: string; key: string }
/** Every widgets/<folder>/meta.json, checked; problems throw, or go to `onProblem` and the folder is skipped. */
export function listWidgetFolders(widgetsDir: string, options?: { onProblem?: (message: string) => void }): WidgetFolder[];
export function discoverWidgets(root: string, log?: (message: string) => void): BuildWidget[];
export function runtimeExports(): Promise<Map<string, string[]>>;
