/**
 * What the rest of the machine took while the bench measured. Every figure of the bench is a
 * timing on shared cores: a second program running meanwhile (another bench, a build, a test
 * run) makes tasks longer, Lighthouse scores lower and late answers shift pages. One such run
 * here, with a second bench beside it, missed three Lighthouse goals (82–89) that a quiet run a
 * few minutes later met on every page (99–100). So each part of the bench says how much of the
 * cores other programs took while it ran, and warns when that was enough to change its figures.
 *
 * CPU times come from /proc (Linux only; elsewhere nothing is said), read once a second: what every
 * process that is not the bench's took meanwhile. The bench's are the processes below it (the
 * demo server, the browsers) and those in a session one of them leads: a browser is started in a
 * session of its own and its helpers (zygote, renderers) leave its tree for init's, but not its
 * session (see ownPids).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux the bench runs on). */
const TICKS_PER_SECOND = 100;
const msOfTicks = (ticks) => (ticks * 1000) / TICKS_PER_SECOND;

/**
 * Other programs' share above which a part's figures are flagged, in cores (averaged over the
 * part). An idle machine's own daemons took 0.00–0.02 here; the second bench above, about 1.
 */
export const BUSY_CORES = 0.15;

/**
 * One /proc/<pid>/stat line: its parent, session, name and own CPU time (ms). "pid (name) state
 * ppid pgrp session … utime stime": the name may hold spaces and parentheses.
 */
export function parseStat(stat) {
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    parent: Number(fields[1]),
    session: Number(fields[3]),
    name,
    ms: msOfTicks(Number(fields[11]) + Number(fields[12])),
  };
}

/** Every process by pid (parent, session, name, CPU ms), from /proc; empty off Linux. */
export function processTimes() {
  const processes = new Map();
  let entries;
  try { entries = readdirSync('/proc'); } catch { return processes; }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try { stat = readFileSync(`/proc/${entry}/stat`, 'utf8'); } catch { continue; } // ended meanwhile
    processes.set(Number(entry), parseStat(stat));
  }
  return processes;
}

/** The machine's busy CPU time (ms, all cores) from /proc/stat's first line: user, nice, system, irq, softirq, steal. */
export function parseBusyMs(procStat) {
  const [user, nice, system, , , irq, softirq, steal] = procStat.split('\n')[0].split(/\s+/).slice(1).map(Number);
  return msOfTicks(user + nice + system + irq + softirq + (steal || 0));
}

/** The machine's busy CPU time so far (ms, all cores); null off Linux. */
export function machineBusyMs() {
  try {
    return parseBusyMs(readFileSync('/proc/stat', 'utf8'));
  } catch { return null; }
}

/** Whether `pid` is `root` or below it, by the parents in `processes`. */
export function isBelow(processes, pid, root) {
  for (let at = pid, hops = 0; at > 1 && hops < 32; at = processes.get(at)?.parent ?? 0, hops++) if (at === root) return true;
  return false;
}

/**
 * The bench's processes in `processes`: `root`, those below it, and those in one of `sessions`,
 * to which each session that one of them leads is added (a browser launched in a session of its
 * own; kept across readings: its helpers stay the bench's after the browser itself has ended). Not
 * the session the bench was started in: a second bench from the same terminal is in it too.
 */
export function ownPids(processes, root, sessions) {
  const own = new Set();
  for (const [pid, p] of processes) {
    if (!isBelow(processes, pid, root)) continue;
    own.add(pid);
    if (p.session === pid) sessions.add(pid);
  }
  for (const [pid, p] of processes) if (sessions.has(p.session)) own.add(pid);
  return own;
}

/**
 * CPU ms that processes other than `own` took between two readings: each by what it took since
 * the earlier one (one new since then, all of its time). Not what a process gains as it reaps its
 * children: their time was counted while they ran (init reaps the orphans of every program, the
 * bench's browsers' helpers too).
 */
export function othersMs(before, after, own) {
  let sum = 0;
  for (const [pid, p] of after) if (!own.has(pid)) sum += Math.max(0, p.ms - (before.get(pid)?.ms ?? 0));
  return sum;
}

/** How often the processes are read while a part runs. */
const READ_EVERY_MS = 1000;

/**
 * Starts watching; `stop()` returns what other programs took meanwhile: `{ cores, of, seconds,
 * busy }` (busy: over BUSY_CORES), or null off Linux.
 */
export function watchMachine(root = process.pid) {
  let last = processTimes();
  if (!last.size) return { stop: () => null };
  const sessions = new Set();
  const started = performance.now();
  ownPids(last, root, sessions);
  let others = 0;
  const read = () => {
    const now = processTimes();
    others += othersMs(last, now, ownPids(now, root, sessions));
    last = now;
  };
  const timer = setInterval(read, READ_EVERY_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      read();
      const seconds = (performance.now() - started) / 1000;
      const cores = seconds > 0 ? others / 1000 / seconds : 0;
      return { cores, of: availableParallelism(), seconds, busy: cores > BUSY_CORES };
    },
  };
}

/** One line for a part's output: what others took, with a warning when they took enough to matter. */
export function describeLoad(part, load) {
  if (!load) return `  ${part}: the rest of the machine's load is not known here (no /proc)`;
  const took = `other programs took ${load.cores.toFixed(2)} of the ${load.of} cores on average over its ${Math.round(load.seconds)} s`;
  return load.busy
    ? `  ⚠ ${part}: ${took}, enough to lengthen tasks and lower scores: these figures are not this code's alone; run the bench on a quiet machine`
    : `  ${part}: ${took} (quiet)`;
}
