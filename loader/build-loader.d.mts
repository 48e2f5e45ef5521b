import type { BuildOptions, OutputFile } from 'esbuild';
import type { Strategy } from '../core/host/hydration.js';

export type { Strategy };
export interface LoaderInput {
  /** tag → default strategy (DEFAULT_STRATEGY entries are dropped: it is the loader's default). */
  defaults: Record<string, string>;
  /** boot chunk path relative to the loader */
  boot: string;
  dev?: boolean;
  outfile?: string;
}
export const LOADER_ENTRY: string;
export const STRATEGIES: readonly Strategy[];
export const DEFAULT_STRATEGY: Strategy;
export function loaderOptions(input: LoaderInput): BuildOptions;
export function buildLoader(input: LoaderInput): Promise<{ code: string; map?: string; files: OutputFile[] }>;
