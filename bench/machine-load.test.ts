import { describe, expect, it } from 'vitest';
import { BUSY_CORES, describeLoad, othersMs, ownPids, parseBusyMs, parseStat, type ProcessTime } from './machine-load.mjs';

// A /proc/<pid>/stat line as Linux writes it (a name with a space and parentheses): parent 4200,
// session 4100, utime 250, stime 50 ticks (then cutime 100, cstime 20: its ended children's).
const STAT = '4242 (Web Content (x)) S 4200 4242 4100 0 -1 4194560 100 0 0 0 250 50 100 20 20 0 30 0 12345 0 0';

const proc = (parent: number, session: number, ms: number): ProcessTime => ({ parent, session, name: '', ms });

describe('bench machine load', () => {
  it('reads a process: its parent, session, name and own CPU time', () => {
    expect(parseStat(STAT)).toEqual({ parent: 4200, session: 4100, name: 'Web Content (x)', ms: 3000 });
  });

  it("reads the machine's busy time: user, nice, system, irq, softirq and steal, not idle or iowait", () => {
    expect(parseBusyMs('cpu  100 10 40 9000 500 5 3 2 0 0\ncpu0 1 2 3')).toBe(1600);
  });

  it("takes as the bench's its tree and the sessions its browsers lead, after they have gone too; not its terminal's", () => {
    const sessions = new Set<number>();
    const first = new Map([
      [1, proc(0, 0, 0)],
      [10, proc(1, 5, 0)], // the bench, in the shell's session
      [11, proc(10, 11, 0)], // a browser it launched, in a session of its own
      [12, proc(1, 11, 0)], // the browser's zygote, reparented to init
      [5, proc(1, 5, 0)], // the shell the bench was started from, its session's leader
      [6, proc(5, 5, 0)], // a second bench started from the same shell
      [20, proc(1, 20, 0)], // another program
    ]);
    expect([...ownPids(first, 10, sessions)].sort()).toEqual([10, 11, 12]);
    // The browser ended; a renderer of its zygote is still the bench's.
    first.delete(11);
    first.set(13, proc(12, 11, 0));
    expect(ownPids(first, 10, sessions).has(13)).toBe(true);
    expect(ownPids(first, 10, sessions).has(20)).toBe(false);
  });

  it('counts what others took between two readings, new ones in full; not the bench\'s', () => {
    const before = new Map([[1, proc(0, 0, 100)], [10, proc(1, 10, 1_000)], [20, proc(1, 20, 300)]]);
    const after = new Map([[1, proc(0, 0, 110)], [10, proc(1, 10, 4_000)], [20, proc(1, 20, 800)], [30, proc(20, 20, 70)]]);
    // init's 10, the other program's 500 and its new child's 70; not the bench's 3,000.
    expect(othersMs(before, after, new Set([10]))).toBe(580);
  });

  it('warns only past the busy share, and says so when it cannot know', () => {
    expect(describeLoad('Lighthouse', { cores: 0.9, of: 2, seconds: 110, busy: true })).toMatch(/⚠ Lighthouse: other programs took 0\.90 of the 2 cores .* not this code's alone/);
    expect(describeLoad('Lighthouse', { cores: 0.01, of: 2, seconds: 110, busy: false })).toMatch(/\(quiet\)$/);
    expect(describeLoad('Lighthouse', null)).toMatch(/not known/);
    expect(BUSY_CORES).toBeGreaterThan(0.02);
  });
});
