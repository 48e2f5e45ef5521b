/**
 * Text kit: truncation, dates, file sizes, slugs, clock times and the other text helpers the
 * widgets share (D§9, E§9). Not core: core itself needs none of it, so pages without these
 * widgets never load it. Import it only through this file (its own shared chunk).
 */
export * from './text.js';
