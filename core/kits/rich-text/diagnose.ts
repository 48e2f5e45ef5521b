/**
 * What exactly is wrong with a broken tag (grammar.ts): the first mistake in it, said in the
 * editor's terms, with the fix where there is one: `the value of src has no quotes around it:
 * write src="/a.png"`. Pure string logic; it reads the tag the way the grammar does, stopping at
 * the first thing the grammar would not take.
 */

/** Opening quote → the marks that may close it (grammar.ts VALUE, in the same terms). */
const CLOSERS: ReadonlyMap<string, string> = new Map([
  ...[...'“”„″'].map((mark): [string, string] => [mark, '“”″']),
  ...[...'‘’‚′'].map((mark): [string, string] => [mark, '‘’′']),
  ...[...'«»'].map((mark): [string, string] => [mark, '«»']),
  ...[...'‹›'].map((mark): [string, string] => [mark, '‹›']),
]);

const SPACE = /\s/;
const ATTRIBUTE_NAME = /^[A-Za-z][A-Za-z0-9-]*/;

/** The closing quote a straight quote would be written with in the fix: the other kind of quotes. */
const otherQuotes = (quote: string): string => (quote === '"' ? `'…'` : '"…"');
const escaped = (quote: string): string => (quote === '"' ? '&quot;' : '&#39;');

/**
 * The first mistake in `source` (a broken tag: its text from the bracket), `nameEnd` being where
 * its module name ends. Undefined when nothing more precise than "not well formed" can be said.
 */
export function diagnose(source: string, nameEnd: number): string | undefined {
  const double = source.startsWith('[[');
  const close = double ? ']]' : ']';
  const closing = /^\[\[?\s*\//.test(source);
  let at = nameEnd;
  const skipSpace = () => {
    while (at < source.length && SPACE.test(source[at]!)) at += 1;
  };
  const rest = () => source.slice(at);
  const noEnd = `no ${close} at its end`;

  if (closing) {
    skipSpace();
    if (source.startsWith(close, at)) return undefined;
    if (at >= source.length) return noEnd;
    return `a closing tag takes no attributes: write ${source.slice(0, nameEnd).replace(/\s+/g, ' ')}${close}`;
  }
  for (;;) {
    skipSpace();
    if (source.startsWith(close, at)) return undefined;
    if (at >= source.length) return noEnd;
    if (double && source[at] === ']') return `it ends with one ] : write ]] at its end`;
    const name = ATTRIBUTE_NAME.exec(rest())?.[0];
    if (!name) {
      const word = /^[^\s\]=]+/.exec(rest())?.[0] ?? source[at]!;
      return `"${word}" is not an attribute: write each one as name="value" (a name of letters, digits and -, starting with a letter)`;
    }
    at += name.length;
    skipSpace();
    if (source[at] !== '=') return `${name} has no value: write ${name}="…"`;
    at += 1;
    skipSpace();
    const open = source[at] ?? '';
    if (open === '"' || open === "'") {
      const end = source.indexOf(open, at + 1);
      if (end < 0) return `the value of ${name} has no closing ${open}`;
      const after = source[end + 1] ?? '';
      if (after && !SPACE.test(after) && after !== ']') {
        return `the value of ${name} holds a ${open} of its own (${source.slice(at, end + 2)}…): write it as ${escaped(open)}, or put the value in ${otherQuotes(open)} or “…”`;
      }
      at = end + 1;
      continue;
    }
    const closers = CLOSERS.get(open);
    if (closers) {
      let end = -1;
      for (let i = at + 1; i < source.length && end < 0; i += 1) {
        if (closers.includes(source[i]!) && (i + 1 === source.length || SPACE.test(source[i + 1]!) || source[i + 1] === ']')) end = i;
      }
      if (end < 0) return `the value of ${name} has no closing quote (${open} is closed by ${[...closers].join(' or ')})`;
      at = end + 1;
      continue;
    }
    const bare = /^[^\s\]]*/.exec(rest())![0];
    return bare ? `the value of ${name} has no quotes around it: write ${name}="${bare}"` : `${name} has no value: write ${name}="…"`;
  }
}
