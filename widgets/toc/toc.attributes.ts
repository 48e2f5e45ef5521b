import { AttributeError, text, type AttributeKind } from '../../core/host/attributes.js';

/** A CSS selector attribute: absent → the fallback; one the browser cannot parse is an error. */
function selector(fallback: string, doc: string): AttributeKind<string> {
  const kind = text(fallback, { doc });
  return {
    ...kind,
    parse(raw) {
      const value = kind.parse(raw).trim();
      if (!value) return fallback;
      try {
        document.createDocumentFragment().querySelector(value);
      } catch {
        throw new AttributeError(`is not a valid CSS selector: "${value.slice(0, 200)}"`);
      }
      return value;
    },
  };
}

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const tocAttributes = {
  headings: selector('h2', 'Which headings are listed, as a CSS selector matched inside the scope (e.g. `h2, h3`); `h2` by default. Headings inside the tag itself are never listed.'),
  scope: selector('', 'Where the headings are looked for, as a CSS selector (the first match); by default the `article` or `main` the tag sits in, else the first on the page, else the body.'),
  label: text('', { doc: 'The list\'s title, e.g. "In this article"; "Contents" from the dictionary when empty.' }),
};
