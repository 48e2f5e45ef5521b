/**
 * Parts core renders inside widgets. A widget declares its own parts once, in
 * `<name>.parts.ts` (part name → what it is); custom-elements.json lists them, and each widget's
 * browser test fails on a `part` it renders that is not declared.
 */

/** Part name → what it is, for `::part(…)` styling from the page. */
export type PartDocs = Readonly<Record<string, string>>;

/** Rendered by defineWidget for every widget: merged into every widget's parts. */
export const hostParts = {
  error: 'The error state (a malformed attribute, a render failure).',
} as const satisfies PartDocs;

/** Rendered by core/host/editor.tsx's EditorField: widgets that use it spread these in. */
export const editorParts = {
  placeholder: 'Editor-mode placeholder for an empty field.',
} as const satisfies PartDocs;

/** Every part a widget may render: its own and the host's. */
export const partsOf = (own: PartDocs): PartDocs => ({ ...own, ...hostParts });
