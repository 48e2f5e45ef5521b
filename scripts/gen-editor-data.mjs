/**
 * HTML editor data for the widget tags, from the elements scripts/gen-types.mjs reads out of
 * custom-elements.json: completion and hover docs for the tags and attributes in a CMS template.
 *
 * - vscode.html-custom-data.json: VS Code's HTML custom data (the `html.customData` setting);
 * - web-types.json: JetBrains web-types (WebStorm, PhpStorm; found through package.json's
 *   `web-types` field).
 *
 * An attribute whose type is a union of string literals lists them as its values; a boolean one
 * takes no value.
 */

/** The string literals of a `"a" | "b"` type, or none. */
export function enumValues(type) {
  const members = (type ?? '').split('|').map((m) => m.trim());
  const literal = /^"([^"\\]*)"$|^'([^'\\]*)'$/;
  if (members.length < 2 || !members.every((m) => literal.test(m))) return [];
  return members.map((m) => literal.exec(m).slice(1).find((v) => v !== undefined));
}

/** Markdown of a tag: its description, slots, parts and CSS custom properties. */
function tagDescription(el) {
  const list = (title, items, name) =>
    (items.length ? [`**${title}**`, ...items.map((i) => `- \`${name(i)}\`${i.description ? `: ${i.description.replace(/\s*\n\s*/g, ' ')}` : ''}`)] : []);
  return [
    el.description ?? el.summary ?? '',
    ...list('Slots', el.slots, (s) => s.name || '(default)'),
    ...list('Events', el.events, (e) => e.name),
    ...list('CSS parts', el.cssParts, (p) => `::part(${p.name})`),
    ...list('CSS custom properties', el.cssProperties, (p) => p.name),
  ].filter(Boolean).join('\n\n');
}

const attributeDescription = (a) => [a.description, a.default !== undefined && a.default !== '""' ? `Default \`${a.default}\`.` : ''].filter(Boolean).join(' ');

/** VS Code HTML custom data (version 1.1). */
export function vscodeCustomData(elements) {
  return {
    version: 1.1,
    tags: elements.map((el) => ({
      name: el.tag,
      description: { kind: 'markdown', value: tagDescription(el) },
      attributes: el.attributes.map((a) => {
        const values = enumValues(a.type);
        return {
          name: a.name,
          description: { kind: 'markdown', value: attributeDescription(a) },
          ...(values.length ? { values: values.map((name) => ({ name })) } : {}),
          ...(a.type === 'boolean' ? { valueSet: 'v' } : {}),
        };
      }),
    })),
  };
}

/** JetBrains web-types for plain HTML. */
export function webTypes(elements, { name = 'mck-widgets', version = '0.0.0' } = {}) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: elements.map((el) => ({
          name: el.tag,
          description: tagDescription(el),
          attributes: el.attributes.map((a) => {
            const values = enumValues(a.type);
            return {
              name: a.name,
              description: attributeDescription(a),
              ...(a.default !== undefined ? { default: a.default } : {}),
              value: a.type === 'boolean' ? { type: 'boolean', required: false } : { type: values.length ? values.map((v) => JSON.stringify(v)).join(' | ') : 'string' },
              ...(values.length ? { values: values.map((v) => ({ name: v })) } : {}),
            };
          }),
          events: el.events.filter((e) => !e.name.startsWith('mck:')).map((e) => ({ name: e.name, description: e.description })),
          slots: el.slots.map((s) => ({ name: s.name, description: s.description ?? '' })),
          css: {
            parts: el.cssParts.map((p) => ({ name: p.name, description: p.description ?? '' })),
            properties: el.cssProperties.map((p) => ({ name: p.name, description: p.description ?? '' })),
          },
        })),
      },
    },
  };
}

/** Both files, by name. */
export function editorData(elements, options = {}) {
  return {
    'vscode.html-custom-data.json': vscodeCustomData(elements),
    'web-types.json': webTypes(elements, options),
  };
}
