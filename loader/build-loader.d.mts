import type { BuildOptions, OutputFile } from 'esbuild';

export type Strategy = 'load' | 'idle' | 'visible' | 'interaction';
export interface LoaderInput {
  /** tag → default strategy (`visible` entries are dropped: it is the loader's default). */
  defaults: Record<string, string>;
  /** boot chunk path relative to the loader */
  boot: string;
  dev?: boolean;
  outfile?: string;
}
export const LOADER_ENTRY: string;
export const STRATEGIES: Strategy[];
export function loaderOptions(input: LoaderInput): BuildOptions;
export function buildLoader(input: LoaderInput): Promise<{ code: string; map?: string; files: OutputFile[] }>;
