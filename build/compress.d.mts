export type Encoding = 'br' | 'gz';
export const COMPRESSED_KINDS: Record<string, Encoding[]>;
export const ENCODING_SUFFIX: Record<Encoding, string>;
export interface Compressed { file: string; encoding: Encoding; size: number; compressed: number }
/** Writes <file>.br / <file>.gz next to each .js, .json (both) and .map (gzip) under outDir. */
export function compressDist(outDir: string): Promise<Compressed[]>;
