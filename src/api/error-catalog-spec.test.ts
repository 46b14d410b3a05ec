import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-catalog';

/** The specification's "Errors" table, copied by hand: code, message, billing column ("" or "ignored"). */
const SPEC_TABLE: [string, string, '' | 'ignored'][] = [
  ['0000', 'success', ''],
  ['2000', 'Search success but no result', ''],
  ['4000', 'Server internal error', ''],
  ['4001', 'Network error', ''],
  ['4002', 'Target server error', ''],
  ['4003', 'Param error', 'ignored'],
  ['4004', 'Account not found', 'ignored'],
  ['4005', 'Invalid authentication credentials', 'ignored'],
  ['4006', 'API stopped', 'ignored'],
  ['4007', 'Account stopped', 'ignored'],
  ['4008', 'API rate limit exceeded', 'ignored'],
  ['4009', 'API maintenance', 'ignored'],
  ['4010', 'API not found with these values', 'ignored'],
  ['4012', 'Please add api first', 'ignored'],
  ['4013', 'Number of calls exceeded', 'ignored'],
  ['4014', 'Missing url param', 'ignored'],
  ['4015', 'Wrong pageToken', 'ignored'],
  ['4016', 'Insufficient balance', 'ignored'],
  ['4017', 'timeout error', ''],
  ['5000', 'unknown error', ''],
];

describe('error catalog against the specification', () => {
  it('holds exactly the 20 codes of the table, with their messages', () => {
    expect(ERROR_CODES.map((e) => [e.code, e.message])).toEqual(SPEC_TABLE.map(([code, message]) => [code, message]));
  });

  it('marks "ignored" rows as not charged and says the rest are not stated', () => {
    for (const [code, , billing] of SPEC_TABLE) {
      expect(ERROR_CODES.find((e) => e.code === code)?.billing, code).toBe(billing === 'ignored' ? 'ignored' : 'not-stated');
    }
  });

  it('retries automatically only 4008 and never the account and limit codes of D7', () => {
    expect(ERROR_CODES.filter((e) => e.retry === 'auto').map((e) => e.code)).toEqual(['4008']);
    for (const code of ['4004', '4005', '4006', '4007', '4012', '4013', '4016']) expect(ERROR_CODES.find((e) => e.code === code)?.retry).toBe('never');
    for (const code of ['4001', '4002', '4017', '5000']) expect(ERROR_CODES.find((e) => e.code === code)?.retry).toBe('manual');
  });
});
