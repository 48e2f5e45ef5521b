/**
 * Parts core renders inside widgets. A widget declares its own parts once, in its contract
 * `<name>.api.ts` (part name → what it is); custom-elements.json lists them, and each widget's
 * browser test fails on a `part` it renders that is not declared.
 */

/** Part name → what it is, for `::part(…)` styling from the page. */
export type PartDocs = Readonly<Record<string, string>>;

/** Rendered by defineWidget for every widget: merged into every widget's parts. */
export const hostParts = {
  error: 'The error state (a malformed attribute, a render failure).',
} as const satisfies PartDocs;

/** Rendered by core/host/editor.tsx's EditorField: widgets that use it add these to their own. */
export const editorParts = {
  placeholder: 'Editor-mode placeholder for an empty field.',
} as const satisfies PartDocs;

/** Every part a widget may render: its own and the host's. */
export const partsOf = (own: PartDocs): PartDocs => ({ ...own, ...hostParts });

/**
 * A widget's parts: its own, then the shared ones it renders (`editorParts`, a kit's parts). Only
 * the manifest and the tests read them, so a chunk that imports the contract for its strings
 * leaves them out: each call is written `/* @__PURE__ *\/ defineParts(…)`, which lets esbuild drop
 * it unused (an object spread would be kept, and esbuild does not carry a function's own
 * no-side-effects mark into another module).
 */
export function defineParts<Own extends PartDocs>(own: Own, ...shared: PartDocs[]): Own & PartDocs {
  return Object.assign({}, own, ...shared);
}
