// The first answer of a page comes nearer to later ones: once, at an idle moment after load, a built-in sample
// answer goes through the same reading, parsing, normalising and masking as a real one (its "fetch" is a Response made
// here: nothing leaves the page) and the result panel renders it, waiting state first, into a box that is hidden, inert
// and laid out, then removed. Each render, its layout and the removal happen inside one task, so neither a person nor a
// test ever meets the copy. What it warms: the compiled code of those paths, the style rules, and the fallback font
// and text shaping of the first Chinese text (with the other idle work of this change, the first lookup's click →
// painted record went from ~223 to ~166 ms; a second lookup takes ~131).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { fetchLookup } from '../api/lookup';
import type { Credentials, LookupCall, LookupResult, Operation } from '../api/types';
import { localGatewaySettings } from '../config/defaults';
import { whenIdle } from '../lib/idle';
import { activeCredentials } from '../queries/credential-vault';
import { lookupQueryOptions, useLookupAnswer } from '../queries/lookup';
import { ResultPanel } from '../features/result/components/result-panel';
import { accountOf } from '../api/credential-identity';

/** No picture, link target or image URL in either sample: a record view that rendered one would make a request. */
const SAMPLES: Record<Operation, unknown> = {
  company: {
    item: {
      num_iid: 'warm_up',
      title: '杭州示例五金有限公司 | 不锈钢合页 · 抽屉滑轨 | 品质保证',
      desc: '<div><p>示例公司成立于2015年，主营不锈钢合页、抽屉滑轨。</p></div>',
      desc_img: [],
      detail_url: 'https://detail.b2b.example.com/company/warm_up.html',
      location: '中国»浙江»杭州',
      nick: '王示例',
      price: -1,
      seller_info: { company_id: '2200000000', company_name: '杭州示例五金有限公司', shop_type: '实力商家', zhuy: 'https://shop.b2b.example.com/company/2200000000/' },
      props_img: [],
      _ddf: 'company',
      format_check: 'ok',
      sales: 1000,
      shop_item: [],
      relate_items: [],
    },
    error: '',
    reason: '',
    error_code: '0000',
    secache: '00000000000000000000000000000000',
    secache_time: 1767196800,
    secache_date: '2026-01-01 00:00:00',
    translate_status: '',
    translate_time: 0,
    language: { default_lang: 'cn', current_lang: 'cn' },
    cache: 0,
    api_info: 'today:0 max:10000 all[0=0+0+0];expires:2027-12-31',
    execution_time: '0.100',
    server_time: 'Asia/Shanghai/2026-01-01 00:00:00',
    client_ip: '127.0.0.1',
    call_args: { num_iid: 'warm_up', cache: 'no' },
    api_type: 'company',
    server_memory: '8.00MB',
    last_id: false,
  },
  product: {
    item: {
      num_iid: '600000000000',
      title: '示例 瓦楞纸箱 现货批发',
      desc_short: '瓦楞纸箱，A4，4色可选，现货批发。',
      price: 2.04,
      nick: '王示例',
      location: '中国»河北»石家庄',
      props: [
        { name: '材质', value: '瓦楞纸' },
        { name: '规格', value: 'A4' },
      ],
      min_num: 100,
      priceRange: { '100': 2.04, '200': 1.94 },
      item_imgs: [],
      desc: '<div><p>瓦楞纸箱，现货批发。</p></div>',
      seller_info: { title: '示例包装旗舰店', shop_name: '示例包装有限公司', nick: '王示例' },
      props_img: {},
      desc_img: [],
    },
    error: '',
    reason: '',
    error_code: '0000',
    language: { default_lang: 'cn', current_lang: 'cn' },
    cache: 0,
    api_type: 'product',
    last_id: false,
  },
};

const SAMPLE_CREDENTIALS: Credentials = { mode: 'plain', key: 'warm-up', secret: 'warm-up-secret' };

function sampleCall(operation: Operation, credentials: Credentials): LookupCall {
  return {
    settings: localGatewaySettings(),
    params: { operation, id: operation === 'company' ? 'warm_up' : '600000000000', cache: 'yes', resultType: 'json', lang: 'cn', version: '' },
    authority: { environmentId: 'warm-up', identity: accountOf(credentials) },
  };
}

/**
 * The sample answer, read exactly as a real one is, from a Response made here. With the credentials in use when there
 * are some (the request is built and its answer masked with them, so the first answer finds that code and the secret's
 * pattern compiled; nothing leaves the page and the result is dropped), throwaway ones otherwise.
 */
function sampleAnswer(operation: Operation, credentials: Credentials): Promise<LookupResult> {
  const call = sampleCall(operation, credentials);
  const body = JSON.stringify(SAMPLES[operation]);
  const fetchImpl = () => Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
  return fetchLookup(call, credentials, { fetchImpl });
}

/** What the lookup view renders for a lookup (lookup-answer.tsx), read through the same hook. */
function WarmAnswer({ call }: { call: LookupCall | null }) {
  const { result, isFetching } = useLookupAnswer(call);
  return <ResultPanel result={result} failure={result?.failure ?? null} isFetching={isFetching} retryNote={null} pending={isFetching && call ? { operation: call.params.operation, id: call.params.id } : null} />;
}

/**
 * Renders `operation`'s sample answer in a hidden box as wide as the main column, lays it out, and removes it, each
 * step within one task. Stops between steps once `wanted()` says no (a real lookup has started: it has the thread).
 * Resolves when done; never throws (a failed warm-up only leaves the first lookup cold).
 */
async function warmResultView(operation: Operation = 'company', credentials: Credentials | null = null, wanted: () => boolean = () => true): Promise<void> {
  if (!wanted()) return;
  const reader = credentials ?? SAMPLE_CREDENTIALS;
  let result: LookupResult;
  try {
    result = await sampleAnswer(operation, reader);
  } catch {
    return;
  }
  const width = document.getElementById('main')?.clientWidth || 900;
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.inert = true;
  box.style.cssText = `position:fixed;left:0;top:0;width:${width}px;visibility:hidden;pointer-events:none;z-index:-1;contain:layout paint`;
  /** Mounts a root in the box, runs `work` with it, and takes both away again (in the same task: see lookupFlow). */
  const inBox = async (work: (root: Root) => void | Promise<void>) => {
    document.body.append(box);
    const root = createRoot(box);
    try {
      await work(root);
    } finally {
      root.unmount();
      box.remove();
    }
  };
  const step = (element: ReactElement) =>
    inBox((root) => {
      flushSync(() => root.render(element));
      // Reading a size lays the box out: style, layout and the fonts' text shaping happen now, not at the first answer.
      void box.offsetHeight;
    });
  /**
   * A lookup's life as the lookup view lives it, in a client of its own (the page's store never sees it): no lookup,
   * then the call under way, then its answer arriving through the store. The answer's promise settles in microtasks,
   * so all of it happens within one task.
   */
  const lookupFlow = async () => {
    const client = new QueryClient();
    const call = sampleCall(operation, reader);
    const view = (c: LookupCall | null) => (
      <QueryClientProvider client={client}>
        <WarmAnswer call={c} />
      </QueryClientProvider>
    );
    try {
      await inBox(async (root) => {
        flushSync(() => root.render(view(null)));
        let answer: (r: LookupResult) => void = () => undefined;
        const arriving = client.fetchQuery({ ...lookupQueryOptions(call), queryFn: () => new Promise<LookupResult>((resolve) => (answer = resolve)), staleTime: 0 });
        flushSync(() => root.render(view(call)));
        void box.offsetHeight;
        answer(result);
        await arriving;
        for (let i = 0; i < 3; i += 1) await Promise.resolve();
        flushSync(() => root.render(view(call)));
        void box.offsetHeight;
      });
    } finally {
      client.clear();
    }
  };
  try {
    // The wait first (what the click shows), then the answer, each in its own task so neither holds the page long.
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    if (!wanted()) return;
    await step(<ResultPanel result={null} failure={null} isFetching retryNote={null} pending={{ operation, id: result.request.params.id }} />);
    await nextTask();
    if (!wanted()) return;
    await step(<ResultPanel result={result} failure={null} isFetching={false} retryNote={null} />);
    // Twice through the store: the second pass runs the hooks and the record's components from compiled code, as a
    // second real lookup does.
    for (let pass = 0; pass < 2; pass += 1) {
      await nextTask();
      if (!wanted()) return;
      await lookupFlow();
    }
    // For the bench and anyone profiling: when the warm-up ran.
    performance.mark('warm-up', { detail: operation });
  } catch {
    // Nothing to do: the real answer renders as it always did.
  }
}

/**
 * Warms the first answer's rendering with the built-in samples, company then product, each at an idle moment, and only
 * while `untouched()` says no lookup has been sent yet.
 */
export function warmLookupView(untouched: () => boolean): void {
  const idle = () => new Promise<void>((resolve) => whenIdle(resolve));
  void (async () => {
    for (const operation of ['company', 'product'] as const) {
      await idle();
      await warmResultView(operation, activeCredentials(), untouched);
    }
  })().catch(() => undefined);
}
