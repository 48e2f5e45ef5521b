/**
 * Where the longest task's time went, from a Chromium trace (CDP Tracing), for `npm run bench`:
 * the long-animation-frame entries (bench/long-frames.mjs) cannot say it for module scripts,
 * which are compiled when they arrive, outside the script's entry. The trace can: each piece of
 * the task's time is given to the innermost event that names it (compile or evaluate of a script
 * URL, a function call, GC, style, layout, HTML parsing …). A traced load is slower than an
 * untraced one: these loads are only for this split, never for the tables' figures.
 * Numbers for people; no test asserts them.
 */

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'toplevel', 'loading'];

const short = (url) => {
  if (!url) return '';
  try {
    return new URL(url).pathname.replace(/^\/(dist|dist-eager|mck)\//, '');
  } catch {
    return url;
  }
};

const urlOf = (e) => e.args?.data?.url || e.args?.fileName || e.args?.data?.fileName || e.args?.url || '';

/** What an event's own time is, or null when its time belongs to the event around it. */
function labelOf(e) {
  const url = short(urlOf(e));
  switch (e.name) {
    case 'v8.compileModule': case 'v8.compile': case 'V8.CompileCode': case 'v8.parseOnBackground':
      return `compile ${url || 'lazy functions'}`;
    case 'v8.evaluateModule': case 'EvaluateScript':
      return `evaluate ${url || 'a script (no URL in the trace)'}`;
    case 'FunctionCall': return `run ${url || '?'}${e.args?.data?.functionName ? ` ${e.args.data.functionName}()` : ''}`;
    case 'v8.produceModuleCache': case 'v8.produceCache': return `make code cache ${url}`.trim();
    case 'v8.deserializeCache': case 'V8.CompileDeserialize': return `read code cache ${url}`.trim();
    case 'MinorGC': case 'MajorGC': case 'V8.GC_SCAVENGER': case 'V8.GC_MARK_COMPACTOR': case 'BlinkGC.AtomicPhase':
      return 'garbage collection';
    case 'Layout': return 'layout';
    case 'UpdateLayoutTree': case 'RecalculateStyles': return 'style';
    case 'ParseHTML': return 'parse HTML';
    case 'Paint': case 'PrePaint': case 'Layerize': case 'UpdateLayer': return 'paint';
    case 'TimerFire': case 'FireAnimationFrame': case 'EventDispatch': case 'RunMicrotasks':
      return null;
    default: return null;
  }
}

/**
 * Starts tracing `page` (through `cdp`, a CDP session of it); `stop()` ends it and resolves with
 * the trace events.
 */
export async function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  return {
    stop: async () => {
      const complete = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
      await cdp.send('Tracing.end');
      await complete;
      return events;
    },
  };
}

/**
 * The longest main-thread task of the page's renderer that started after DOMContentLoaded, and
 * its time split by what it did (largest first).
 */
export function splitLongestTask(events) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The page's own DOMContentLoaded: each SVG image (the samples' data URIs) is a document of its
  // own that marks one too, as a main frame, often before the page has finished parsing. The page's
  // frame is the one whose navigation loaded an http(s) URL.
  const navigations = events.filter((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''));
  const frame = navigations.at(-1)?.args?.frame;
  const dcl = events.find((e) => e.name === 'MarkDOMContent' && e.args?.data?.isMainFrame !== false && (!frame || e.args.data.frame === frame));
  if (!mains.length || !dcl) return null;
  // The renderer that had the page: the one that marked DOMContentLoaded.
  const main = mains.find((m) => m.pid === dcl.pid) ?? mains[0];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number');
  const tasks = onMain.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= dcl.ts);
  const task = tasks.sort((a, b) => b.dur - a.dur)[0];
  if (!task) return null;
  const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur + 1)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Self time of each event, given to its innermost labelled ancestor (itself included).
  const split = new Map();
  const add = (label, us) => split.set(label, (split.get(label) ?? 0) + us);
  const stack = [{ end: task.ts + task.dur, label: 'other (the task itself)', child: 0, dur: task.dur }];
  const close = (frame) => add(frame.label, Math.max(0, frame.dur - frame.child));
  for (const e of inside) {
    while (stack.length > 1 && e.ts >= stack[stack.length - 1].end) close(stack.pop());
    const parent = stack[stack.length - 1];
    parent.child += e.dur;
    stack.push({ end: e.ts + e.dur, label: labelOf(e) ?? parent.label, child: 0, dur: e.dur });
  }
  while (stack.length) close(stack.pop());
  return {
    atMs: (task.ts - dcl.ts) / 1000,
    durationMs: task.dur / 1000,
    split: [...split].map(([what, us]) => ({ what, ms: us / 1000 })).filter((x) => x.ms >= 0.5).sort((a, b) => b.ms - a.ms),
  };
}

/** One line: "312 ms task, 40 ms after DOMContentLoaded: evaluate chunks/runtime-….js 180 ms; …". */
export function describeSplit(result) {
  if (!result) return 'no task after DOMContentLoaded in the trace';
  const parts = result.split.slice(0, 5).map((x) => `${x.what} ${Math.round(x.ms)} ms`);
  const rest = result.split.slice(5).reduce((s, x) => s + x.ms, 0);
  if (rest >= 1) parts.push(`${result.split.length - 5} more ${Math.round(rest)} ms`);
  return `${Math.round(result.durationMs)} ms task, ${Math.round(result.atMs)} ms after DOMContentLoaded: ${parts.join('; ')}`;
}
