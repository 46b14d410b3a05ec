// @vitest-environment happy-dom
// One tracker rule for the frame, the report and the answer file (issue 34): after "Load images" the report reads
// every picture it may, and not one image of the hostile corpus; an answer file reopens to a frame that blocks them all.
import { describe, expect, it, vi } from 'vitest';
import { findProduct } from '../../../../gateway/data/index';
import { inspectBody } from '../../../api/inspect-body';
import type { LookupResult } from '../../../api/types';
import { runInSlices, runNow } from '../../../lib/work-budget';
import { blockTrackers } from '../components/description-trackers';
import { CORPUS_HOSTS, fetchableReferences, TRACKER_CORPUS } from '../trackers-corpus';
import { reportDescription } from './report-description';
import { buildAnswerFile, buildReport } from './report-render';
import { sectionsWithin } from './report-sections';
import { en } from './strings';
import type { Fetcher } from './report-pictures';

// happy-dom's DOMPurify drops boxes a browser keeps (a styled <div> and its hiding with it): the report is tested
// without the sanitiser here, so its own rule and its own stripping must hold alone; the browser tests run both.
vi.mock('../components/description-view', async (original) => ({ ...(await original<typeof import('../components/description-view')>()), sanitizeDesc: (html: string) => html }));

const PICTURE = 'https://img.example.com/sofa.jpg';
const item = findProduct('900000000001', 'en') ?? findProduct('900000000002', 'en');

function answerWith(desc: string): LookupResult {
  // No pictures of the record's own: every read below is the description's.
  const body = JSON.stringify({ item: { ...item, desc, pic_url: '', item_imgs: [], desc_img: [], props_img: {} }, error: '', reason: '', error_code: '0000', api_type: 'product', language: { default_lang: 'cn', current_lang: 'en' } });
  return inspectBody({ text: body, format: 'json', operation: 'product', source: '(pasted)' }).result;
}

function recordingFetcher() {
  const asked: string[] = [];
  const fetcher: Fetcher = async (url) => {
    asked.push(url);
    return { type: 'image/gif', bytes: new Uint8Array([71, 73, 70]) };
  };
  return { asked, fetcher };
}

const onCorpusHost = (url: string) => {
  try {
    const host = new URL(url, 'https://page.invalid/').hostname.replace(/\.+$/, '');
    return CORPUS_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
};

describe('the report after "Load images"', () => {
  it.each(TRACKER_CORPUS.map((e) => [e.name, e] as const))('%s: never read, never left fetchable', async (_name, entry) => {
    const { asked, fetcher } = recordingFetcher();
    const html = await buildReport(answerWith(`${entry.html}<img src="${PICTURE}">`), { keepClientIp: false, title: '', vendor: '', includeRaw: false, allowRemote: true, fetcher }, en);
    // The picture beside it was read and embedded: the report did read what it may.
    expect(asked).toEqual([PICTURE]);
    expect(fetchableReferences(html).filter(onCorpusHost)).toEqual([]);
    expect(fetchableReferences(html)).toEqual([]);
  });
});

describe('the answer file', () => {
  it.each(TRACKER_CORPUS.filter((e) => !e.sanitiser).map((e) => [e.name, e] as const))('%s: reopened, the frame blocks it', (_name, entry) => {
    const file = buildAnswerFile(answerWith(`${entry.html}<img src="${PICTURE}">`), false);
    const reopened = inspectBody({ text: file, format: 'auto', operation: 'auto', source: 'file' }).result;
    const desc = reopened.record?.value.desc ?? '';
    const { html, trackers } = blockTrackers(desc, { allowed: new Set(), notice: 'TRACKER' });
    expect(trackers.length).toBeGreaterThan(0);
    expect(fetchableReferences(html)).toEqual([PICTURE]);
  });
});

describe('a huge description (DESIGN D15)', () => {
  it('is cut at the budget, at a tag boundary, and says by how much', () => {
    const desc = `<p>${'a'.repeat(90)}</p><img src="${PICTURE}"><p>${'b'.repeat(200)}</p>`;
    const out = runNow(reportDescription(desc, { notice: () => 'T', limit: 100 }));
    expect(out.stop).toEqual({ unit: 'characters', limit: 100, spent: 100 });
    expect(out.shown).toBe(desc.indexOf('<img'));
    expect(out.total).toBe(desc.length);
    expect(out.html).not.toContain('img.example.com');
    const whole = runNow(reportDescription(desc, { notice: () => 'T', limit: desc.length + 1 }));
    expect(whole.stop).toBeNull();
    expect(whole.html).toContain('data-remote-src');
  });

  it('the report names the cut in plain words', async () => {
    const desc = `<p>${'x'.repeat(300_000)}</p>`;
    const { fetcher } = recordingFetcher();
    const html = await buildReport(answerWith(desc), { keepClientIp: false, title: '', vendor: '', includeRaw: false, allowRemote: true, fetcher }, en);
    expect(html).toContain('The description is cut after 256,000 of 300,007 characters');
  });
});

describe('a report of many items (DESIGN D15)', () => {
  const render = (n: number) => ({ heading: `Step ${n}`, html: 'x'.repeat(1_000) });

  it('stops at the budget with a count, and builds every item while within it', () => {
    const items = Array.from({ length: 15_000 }, (_, i) => i);
    const cut = runNow(sectionsWithin(items, render, 50_000));
    expect(cut.stop?.unit).toBe('characters');
    expect(cut.shown).toBe(cut.sections.length);
    expect(cut.shown).toBeLessThan(60);
    expect(cut.total).toBe(15_000);
    const all = runNow(sectionsWithin(items.slice(0, 40), render, 50_000));
    expect(all).toMatchObject({ stop: null, shown: 40, total: 40 });
  });

  it('gives the page back between items', async () => {
    let slices = 0;
    let clock = 0;
    // Each item "takes" 5 ms of a fake clock: an 8 ms slice holds two, so 10 items need several slices.
    const work = sectionsWithin(Array.from({ length: 10 }, (_, i) => i), (n) => ((clock += 5), render(n)));
    const built = await runInSlices(work, { now: () => clock, pause: async () => void slices++ });
    expect(built.shown).toBe(10);
    expect(slices).toBeGreaterThanOrEqual(4);
  });
});
