// `npm run bench`'s hostile-input section (issue 34, DESIGN D15 "Hostile input: no task over 50 ms"): the longest
// main-thread task while the app works through the hostile path set on the 2 MB listing, a 1 MB paste and a
// 15,000-step playlist import, each driven as a person would (type and Enter, Ctrl+Enter, choose a file).
// Tasks are read from a Chromium trace of the page's main thread (trace-kit.ts), wall clock and CPU time. Measured, never asserted.
import type { Browser, Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOSTILE_PATHS } from '../src/lib/json-path-hostile';
import { manySteps } from '../src/features/playlist/hostile-playlist-files';
import { setLookup, signIn } from './heap-kit';
import { longestTask, traceMainThread } from './trace-kit';

export interface HostileFigure {
  /** What was done, as the bench prints it. */
  name: string;
  /** The longest main-thread task while the work ran, by wall clock. */
  longestGapMs: number;
  /** The same task's CPU time: what the work cost, without the time the process waited for a core. */
  longestCpuMs: number;
  /** Tasks of 50 ms and more (wall clock) in that time. */
  longTasks: number;
  /** From the action to its outcome on screen. */
  ms: number;
  /** What the app said at the end (the filter's status, the paste's notice, the import's message). */
  outcome: string;
}

/**
 * The page's main-thread tasks while `act` runs to its outcome (see trace-kit.ts): the longest by wall clock and by the
 * thread's own CPU time. On a shared machine the wall clock of a task includes time the process waited for a core; its
 * CPU time does not.
 */
async function measure(page: Page, name: string, act: () => Promise<void>, outcome: () => Promise<string>): Promise<HostileFigure> {
  let t0 = Date.now();
  const { value: said, tasks } = await traceMainThread(page, async () => {
    t0 = Date.now();
    try {
      await act();
      return await outcome();
    } catch (error) {
      // One input that never finishes is a figure too (the page stayed busy): said, and the next input still runs.
      return `did not finish: ${String(error).split('\n')[0]?.slice(0, 100)}`;
    }
  });
  const ms = Date.now() - t0;
  const { wallMs, cpuMs } = longestTask(tasks);
  return { name, longestGapMs: wallMs, longestCpuMs: cpuMs, longTasks: tasks.filter((t) => t.wallMs >= 50).length, ms, outcome: said };
}

/** Waits until an expression (evaluated as text, which the page's CSP allows where waitForFunction's eval is not) is true. */
async function until(page: Page, expression: string, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The hostile path set, each typed into the Raw tab's path filter of the 2 MB listing (JSON) and run to its status. */
export async function measureHostilePaths(page: Page): Promise<HostileFigure[]> {
  await signIn(page);
  await setLookup(page, 'company', 'edge-huge_1', 'yes');
  await page.getByRole('region', { name: 'Lookup' }).getByRole('button', { name: 'Look up' }).click();
  const result = page.getByRole('region', { name: /^Result/ });
  await result.getByTestId('record-title').waitFor();
  await result.getByRole('tab', { name: 'Raw' }).click();
  const box = result.getByRole('textbox', { name: 'Filter by path' });
  const status = result.getByTestId('path-filter-status');
  const out: HostileFigure[] = [];
  const statusEmpty = `(document.querySelector('[data-testid="path-filter-status"]')?.textContent ?? '') === ''`;
  for (const path of HOSTILE_PATHS) {
    // Escape clears the filter and its status, so the next status read is this path's.
    await box.press('Escape');
    await until(page, statusEmpty);
    await box.fill(path);
    const label = path.length > 48 ? `${path.slice(0, 45)}…` : path;
    out.push(
      await measure(
        page,
        `path ${label}`,
        () => box.press('Enter'),
        async () => {
          // Running, then a count, "No matches." or "Stopped after …".
          await until(page, `(() => { const t = document.querySelector('[data-testid="path-filter-status"]')?.textContent ?? ''; return t !== '' && !t.startsWith('Filtering'); })()`);
          return (await status.textContent()) ?? '';
        },
      ),
    );
  }
  return out;
}

/** Pasted texts of about 1 MB, read by Paste a request (Ctrl+Enter): each must be read, or refused with a message, without a long task. */
function hostilePastes(origin: string): { name: string; text: string }[] {
  const url = `${origin}/gateway/product/item_get/?key=demo&secret=demo-secret-2026&num_iid=600000000001`;
  const mb = 1_000_000;
  return [
    { name: '1 MB curl, 20,000 -H options', text: `curl '${url}' ${Array.from({ length: 20_000 }, (_, i) => `-H 'X-Trace-${i}: ${'a'.repeat(24)}'`).join(' ')}`.slice(0, mb) },
    { name: '1 MB URL query (many & and =)', text: `${url}&${'a=b&'.repeat(mb / 4)}`.slice(0, mb) },
    { name: '1 MB quote never closed', text: `curl "${url} ${' \\"x'.repeat(mb / 4)}`.slice(0, mb) },
    { name: '1 MB of spaces and backslash continuations', text: `curl ${' \\\n '.repeat(mb / 4)}'${url}'`.slice(0, mb) },
  ];
}

export async function measureHostilePastes(page: Page, origin: string): Promise<HostileFigure[]> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await signIn(page);
  const out: HostileFigure[] = [];
  for (const paste of hostilePastes(origin)) {
    // A real paste into the identifier box, as people paste a vendor's curl (the box reads a request pasted there).
    // The text goes to the clipboard before the probe starts: that is the browser's work, not the app's.
    await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(paste.text)})`);
    const idBox = page.locator('#lookup-id');
    await idBox.focus();
    out.push(
      await measure(
        page,
        `paste ${paste.name}`,
        () => idBox.press('Control+V'),
        async () => {
          const said = `[...document.querySelectorAll('[data-testid="paste-notice"], [data-testid="paste-request"] [role="alert"]')].map((e) => e.textContent ?? '').join(' ').trim()`;
          await until(page, `(${said}) !== ''`);
          return (await page.evaluate<string>(said)).slice(0, 100);
        },
      ),
    );
    // Each paste in a freshly loaded page, so one paste's notice does not stand for the next one's.
    await page.reload();
    await page.locator('#lookup-id').waitFor();
  }
  return out;
}

export async function measureHostileImport(page: Page): Promise<HostileFigure[]> {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Playlist', exact: true }).click();
  const builder = page.getByTestId('playlist-builder');
  const out: HostileFigure[] = [];
  for (const [count, bytes] of [
    [15_000, 0],
    [20_000, 3.5 * 1024 * 1024],
  ] as const) {
    const text = manySteps(count, bytes);
    const message = builder.getByTestId('playlist-message');
    // From a file on disk, as a person picks one: a buffer would be handed to the page by the driver's own script
    // (a base64 decode of the whole file on the page's thread), which is not the app's work.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hostile-import-')), 'playlist.html');
    writeFileSync(file, text);
    out.push(
      await measure(
        page,
        `import ${count.toLocaleString('en')} steps (${(text.length / 1024 / 1024).toFixed(1)} MiB)`,
        () => builder.getByLabel('Import a playlist file').setInputFiles(file),
        async () => {
          await message.waitFor({ timeout: 120_000 });
          await until(page, `(() => /Imported|refused|damaged|too|steps/i.test(document.querySelector('[data-testid="playlist-message"]')?.textContent ?? ''))()`);
          return ((await message.textContent()) ?? '').slice(0, 120);
        },
      ),
    );
  }
  return out;
}

/** All three, each in a fresh page of its own. */
export async function measureHostile(browser: Browser, newPage: (b: Browser) => Promise<{ page: Page }>, origin: string): Promise<HostileFigure[]> {
  const figures: HostileFigure[] = [];
  for (const run of [measureHostilePaths, (p: Page) => measureHostilePastes(p, origin), measureHostileImport]) {
    const { page } = await newPage(browser);
    try {
      figures.push(...(await run(page)));
    } finally {
      await page.context().close();
    }
  }
  return figures;
}
