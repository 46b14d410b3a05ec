// The page's client tells observers of an answer in the task it arrived in (notifyManager on microtasks), so the
// record is drawn without waiting for a timer task and whatever is queued before it.
import { notifyManager, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe("the page's query client", () => {
  it('tells an observer of new data within the same task, before a timer queued earlier runs', async () => {
    const client = createQueryClient();
    const observer = new QueryObserver<number>(client, { queryKey: ['notify-test'], enabled: false });
    const seen: number[] = [];
    // As useQuery subscribes React: through notifyManager.batchCalls, which hands the call to the scheduler.
    const unsubscribe = observer.subscribe(
      notifyManager.batchCalls((r) => {
        if (r.data !== undefined) seen.push(r.data);
      }),
    );
    let timerRan = false;
    setTimeout(() => {
      timerRan = true;
    }, 0);
    client.setQueryData(['notify-test'], 7);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(timerRan).toBe(false);
    expect(seen).toEqual([7]);
    unsubscribe();
    client.clear();
  });
});
