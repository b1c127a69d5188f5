import { describe, expect, it } from 'vitest';
import { emailMatchesWebsite } from '../../src/server/modules/claims/domain-match';

describe('emailMatchesWebsite', () => {
  it('matches an address at the website’s domain, ignoring www and case', () => {
    expect(emailMatchesWebsite('ana@lumenvale.example', 'https://www.LumenVale.example/about')).toBe(true);
  });

  it('matches a subdomain of the website’s domain', () => {
    expect(emailMatchesWebsite('ana@madrid.lumenvale.example', 'https://lumenvale.example')).toBe(true);
  });

  it('does not match a lookalike domain', () => {
    expect(emailMatchesWebsite('ana@lumenvale.example.evil.test', 'https://lumenvale.example')).toBe(false);
    expect(emailMatchesWebsite('ana@notlumenvale.example', 'https://lumenvale.example')).toBe(false);
  });

  it('does not match without a website or with a broken one', () => {
    expect(emailMatchesWebsite('ana@lumenvale.example', null)).toBe(false);
    expect(emailMatchesWebsite('ana@lumenvale.example', 'not a url')).toBe(false);
    expect(emailMatchesWebsite('ana@localhost', 'http://localhost')).toBe(false);
  });
});
