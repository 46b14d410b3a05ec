// The warming fetch starts the parse worker only for a body the worker will take.
import { describe, expect, it, vi } from 'vitest';
import { warmingFetch } from './warming-fetch';

describe('warmingFetch', () => {
  const respond = (length: number) => vi.fn(async () => new Response('x', { headers: { 'content-length': String(length) } }));

  it('starts the worker when the headers announce a large body (any format: the worker takes its bytes), not a small one', async () => {
    const parser = { prewarm: vi.fn() };
    await warmingFetch(parser, respond(5_000_000))('http://gw/x');
    expect(parser.prewarm).toHaveBeenCalledTimes(1);
    await warmingFetch(parser, respond(1_000))('http://gw/x');
    expect(parser.prewarm).toHaveBeenCalledTimes(1);
  });
});
