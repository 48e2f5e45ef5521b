import type { BuildOptions, OutputFile } from 'esbuild';

export type Strategy = 'load' | 'idle' | 'visible' | 'interaction';
export interface LoaderInput {
  /** tag → [chunk path relative to the loader, default strategy] */
  widgets: Record<string, [string, string]>;
  /** boot chunk path relative to the loader */
  boot: string;
  dev?: boolean;
  outfile?: string;
}
export const LOADER_ENTRY: string;
export const STRATEGIES: Strategy[];
export function loaderOptions(input: LoaderInput): BuildOptions;
export function buildLoader(input: LoaderInput): Promise<{ code: string; map?: string; files: OutputFile[] }>;
