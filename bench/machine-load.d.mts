export interface ProcessTime { parent: number; session: number; name: string; ms: number }
export interface MachineLoad { cores: number; of: number; seconds: number; busy: boolean }
export const BUSY_CORES: number;
export function parseStat(stat: string): ProcessTime;
export function processTimes(): Map<number, ProcessTime>;
export function parseBusyMs(procStat: string): number;
export function machineBusyMs(): number | null;
export function isBelow(processes: Map<number, ProcessTime>, pid: number, root: number): boolean;
export function ownPids(processes: Map<number, ProcessTime>, root: number, sessions: Set<number>): Set<number>;
export function othersMs(before: Map<number, ProcessTime>, after: Map<number, ProcessTime>, own: Set<number>): number;
export function watchMachine(root?: number): { stop(): MachineLoad | null };
export function describeLoad(part: string, load: MachineLoad | null): string;
