/**
 * The number inside a factoid's large text ("1,200+", "$4.5B", "65%"), and that text with another
 * value in its place, written the way the CMS wrote the number (decimals, thousands separators).
 */
export interface Figure {
  prefix: string;
  value: number;
  suffix: string;
  decimals: number;
  grouped: boolean;
}

const NUMBER = /\d[\d,]*(?:\.\d+)?/;

/** The first number in `text`, or null when it has none. */
export function parseFigure(text: string): Figure | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const [digits] = match;
  const value = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  return {
    prefix: text.slice(0, match.index),
    value,
    suffix: text.slice(match.index + digits.length),
    decimals: digits.split('.')[1]?.length ?? 0,
    grouped: digits.includes(','),
  };
}

/** The figure's text showing `value` instead of its own. */
export function figureText(figure: Figure, value: number): string {
  const number = value.toLocaleString('en-US', {
    minimumFractionDigits: figure.decimals,
    maximumFractionDigits: figure.decimals,
    useGrouping: figure.grouped,
  });
  return `${figure.prefix}${number}${figure.suffix}`;
}
