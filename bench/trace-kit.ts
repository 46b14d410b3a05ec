// The page's main-thread tasks from a Chromium trace (the hostile-input and size-series sections): every top-level task
// of the renderer's main thread while something runs, with its wall-clock and CPU time, and the page's performance
// marks on the same clock, so a task can be placed before or after a moment the page names.
import type { Page } from '@playwright/test';

export interface MainTask {
  /** Start on the trace clock, in microseconds. */
  ts: number;
  wallMs: number;
  /** The thread's own CPU time in the task: without the time the process waited for a core on a shared machine. */
  cpuMs: number;
}

export interface MainThreadTrace<T> {
  value: T;
  tasks: MainTask[];
  /** performance.mark() calls in the page while tracing, by name: their time on the trace clock (microseconds). */
  marks: Map<string, number>;
}

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

// A task is 'ThreadControllerImpl::RunTask' in this Chromium ('RunTask' in older ones); nested ones are inside it.
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * Runs `act` under a trace of the 'toplevel' category (and the page's marks) and returns its value with the main
 * thread's tasks. The main thread is the one that made the mark `mainMark` when given (the page's own, whatever else
 * the browser runs), else the first renderer main thread in the trace.
 */
export async function traceMainThread<T>(page: Page, act: () => Promise<T>, mainMark?: string): Promise<MainThreadTrace<T>> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'toplevel,blink.user_timing,__metadata', transferMode: 'ReportEvents' });
  let value: T;
  try {
    value = await act();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
  }
  const main = events.find((e) => (mainMark ? e.name === mainMark && e.cat?.includes('blink.user_timing') : e.name === 'thread_name' && e.args?.name === 'CrRendererMain'));
  const tasks = events
    .filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && main !== undefined && e.tid === main.tid && e.pid === main.pid)
    .map((e) => ({ ts: e.ts, wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? 0) / 1000 }));
  const marks = new Map<string, number>();
  for (const e of events) if (e.cat?.includes('blink.user_timing') && !marks.has(e.name)) marks.set(e.name, e.ts);
  return { value, tasks, marks };
}

/** The longest task (wall clock, and the longest by CPU) among those ending after `from` and starting before `to` (trace microseconds). */
export function longestTask(tasks: MainTask[], from = -Infinity, to = Infinity): { wallMs: number; cpuMs: number } {
  const inside = tasks.filter((t) => t.ts + t.wallMs * 1000 >= from && t.ts <= to);
  return { wallMs: Math.max(0, ...inside.map((t) => t.wallMs)), cpuMs: Math.max(0, ...inside.map((t) => t.cpuMs)) };
}
