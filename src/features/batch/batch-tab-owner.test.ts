// Which tab sends a run, on its own (issue 35: each part of the batch controller tested by itself): one tab holds a run's
// lock at a time, the sending tab's changes reach the tabs that follow it (coalesced), and a follower hears when the run
// is free. Two owners over the same in-memory Web Locks and BroadcastChannel are two tabs of one browser.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RunTabOwner } from './batch-tab-owner';
import { fakeTabs } from './fake-tabs';

let owners: RunTabOwner[] = [];
const tab = (tabs: ReturnType<typeof fakeTabs>) => {
  const owner = new RunTabOwner(tabs);
  owners.push(owner);
  return owner;
};
/** Lets the faked clock and the promise jobs (locks, channel messages) move on. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** Two tabs: one holding run-1's lock (the sending tab), one that may follow it. */
async function runningAndFollowed() {
  const tabs = fakeTabs();
  const sender = tab(tabs);
  const follower = tab(tabs);
  sender.keep('run-1', (await sender.lock('run-1'))!);
  return { tabs, sender, follower };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  owners = [];
});
afterEach(() => {
  for (const o of owners) o.dispose();
  vi.useRealTimers();
});

describe('RunTabOwner', () => {
  it('one tab at a time holds a run: another gets null until it lets go', async () => {
    const tabs = fakeTabs();
    const a = tab(tabs);
    const b = tab(tabs);
    const release = await a.lock('run-1');
    expect(release).toBeTypeOf('function');
    a.keep('run-1', release!);
    expect(a.holds('run-1')).toBe(true);
    expect(a.holds('run-2')).toBe(false);
    expect(a.holds(undefined)).toBe(false);
    expect(await b.lock('run-1')).toBeNull();
    // Another run's lock is free.
    expect(await b.lock('run-2')).toBeTypeOf('function');

    a.letGo('run-2'); // not the run it holds: kept
    expect(a.holds('run-1')).toBe(true);
    a.letGo();
    expect(a.holds('run-1')).toBe(false);
    await pass(0);
    expect(await b.lock('run-1')).toBeTypeOf('function');
  });

  it('keep lets go of the run held before', async () => {
    const tabs = fakeTabs();
    const a = tab(tabs);
    const b = tab(tabs);
    a.keep('run-1', (await a.lock('run-1'))!);
    a.keep('run-2', (await a.lock('run-2'))!);
    await pass(0);
    expect(a.holds('run-1')).toBe(false);
    expect(await b.lock('run-1')).toBeTypeOf('function');
  });

  it('without Web Locks each tab is on its own: the lock is always given', async () => {
    const a = tab({ locks: null, channel: () => null });
    const b = tab({ locks: null, channel: () => null });
    expect(await a.lock('run-1')).toBeTypeOf('function');
    expect(await b.lock('run-1')).toBeTypeOf('function');
  });

  it('the sending tab announces changes, coalesced; a following tab reads again once per burst', async () => {
    const { sender, follower } = await runningAndFollowed();
    const changed = vi.fn();
    follower.follow('run-1', { changed, free: async () => {} });
    for (let i = 0; i < 5; i += 1) sender.announce();
    await pass(99);
    expect(changed).not.toHaveBeenCalled();
    await pass(1 + 150);
    expect(changed).toHaveBeenCalledTimes(1);
    sender.announce();
    await pass(300);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('a burst of changes is one message on the channel, 100 ms after the first', async () => {
    const tabs = fakeTabs();
    const sender = tab(tabs);
    sender.keep('run-1', (await sender.lock('run-1'))!);
    const heard: unknown[] = [];
    const listener = tabs.channel()!;
    listener.onmessage = (event) => heard.push(event.data);
    for (let i = 0; i < 5; i += 1) sender.announce();
    await pass(99);
    expect(heard).toEqual([]);
    await pass(1);
    expect(heard).toEqual([{ runId: 'run-1' }]);
    listener.close();
  });

  it('a tab that holds no run announces nothing', async () => {
    const tabs = fakeTabs();
    const idle = tab(tabs);
    const follower = tab(tabs);
    const changed = vi.fn();
    follower.follow('run-1', { changed, free: async () => {} });
    idle.announce();
    await pass(1_000);
    expect(changed).not.toHaveBeenCalled();
  });

  it('a follower hears when the run is free (the sender let go), and stops hearing changes', async () => {
    const { sender, follower } = await runningAndFollowed();
    const changed = vi.fn();
    const free = vi.fn(async () => {});
    follower.follow('run-1', { changed, free });
    await pass(500);
    expect(free).not.toHaveBeenCalled();
    sender.letGo();
    await pass(0);
    expect(free).toHaveBeenCalledTimes(1);
    // The lock is free again for the follower to take over.
    expect(await follower.lock('run-1')).toBeTypeOf('function');
  });

  it('unfollow stops both: no more changes, no free', async () => {
    const { sender, follower } = await runningAndFollowed();
    const changed = vi.fn();
    const free = vi.fn(async () => {});
    follower.follow('run-1', { changed, free });
    follower.unfollow();
    sender.announce();
    await pass(500);
    sender.letGo();
    await pass(100);
    expect(changed).not.toHaveBeenCalled();
    expect(free).not.toHaveBeenCalled();
  });

  it('dispose lets the run go, so another tab can send it', async () => {
    const tabs = fakeTabs();
    const a = tab(tabs);
    const b = tab(tabs);
    a.keep('run-1', (await a.lock('run-1'))!);
    a.dispose();
    await pass(0);
    expect(await b.lock('run-1')).toBeTypeOf('function');
  });
});
