import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/config';
import { lockSeconds, LOCK_MAX_SECONDS } from '../../src/server/auth/sign-in-lock';

describe('TRUST_PROXY', () => {
  it('refuses true, naming the variable', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would let any client choose its own address/);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('reads %s', (value, expected) => {
    expect(parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '300.1.1.1', '11', 'proxy.example.com'])('refuses %s', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('account lock duration', () => {
  it('starts after five failures at 30 s, doubles, and stops at 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 9].map(lockSeconds)).toEqual([0, 0, 30, 60, 120, 480]);
    expect(lockSeconds(10)).toBe(LOCK_MAX_SECONDS);
    expect(lockSeconds(1_000)).toBe(LOCK_MAX_SECONDS);
  });
});
