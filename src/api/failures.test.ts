import { describe, expect, it } from 'vitest';
import { apiFailure, authModeOf, cancelledFailure, withAuthAdvice, httpFailure, parseFailure, timeoutFailure } from './failures';

describe('failure messages', () => {
  it('timeout says how long it waited', () => {
    expect(timeoutFailure(20_000).message).toMatch(/^No answer within 20 s: /);
    expect(timeoutFailure(2_500).message).toMatch(/^No answer within 2\.5 s: /);
  });

  it('cancelled is its own kind', () => {
    expect(cancelledFailure().kind).toBe('cancelled');
  });

  it.each([
    [502, 'Bad Gateway', 'the server side failed'],
    [404, 'Not Found', 'check the base URL and the API family "product"'],
    [401, '', 'check the key and secret'],
    [403, 'Forbidden', 'check the key and secret'],
    [429, '', 'wait a moment'],
    [400, 'Bad Request', 'the server rejected the request'],
  ])('http %i gives a hint', (status, text, hint) => {
    const f = httpFailure(status, text, 'product');
    expect(f).toMatchObject({ kind: 'http', httpStatus: status });
    expect(f.message).toContain(hint);
  });

  it('parse names the format asked for and the position', () => {
    expect(parseFailure({ resultType: 'serialize', position: 7, detail: 'x' })).toMatchObject({ position: 7, message: expect.stringMatching(/^The body is not valid PHP serialize \(x\)/) as unknown as string });
    expect(parseFailure({ resultType: 'json', other: 'xml' }).message).toMatch(/^The body looks like XML although result_type=json was asked/);
  });

  it('api advice follows the category and retry policy', () => {
    expect(apiFailure('4008').message).toBe('4008 API rate limit exceeded: Concurrency limit reached; retried automatically with a growing pause (not charged).');
    expect(apiFailure('4005', 'bad signature').message).toBe('4005 Invalid authentication credentials: Authorization failed (reason given: "bad signature"); check the key and secret, or the account with the provider; retrying will not help.');
    expect(apiFailure('5000').message).toContain('a one-click retry may help; the call may have been charged');
    expect(apiFailure('4013').message).toContain('the call limit is reached');
    expect(apiFailure('').message).toMatch(/^Unknown error_code \(none\)/);
  });
});

describe('advice by how the call was authenticated', () => {
  it('a signed 4005 speaks of the config, not the secret; plain calls and other codes keep their advice', () => {
    const signed = withAuthAdvice(apiFailure('4005', 'signature expired'), authModeOf('http://g/company/item_get/?key=demo&timestamp=1&signature=***'));
    expect(signed.message).toContain('make or paste a new one');
    expect(signed.message).not.toContain('secret');
    expect(withAuthAdvice(apiFailure('4005'), authModeOf('http://g/company/item_get/?key=demo&secret=***')).message).toContain('check the key and secret');
    expect(withAuthAdvice(apiFailure('4013'), 'signed').message).toContain('call limit');
  });
});
