import { describe, expect, it } from 'vitest';
import { isValidUsername, parseCreativeParam, usernameFromName } from '../../src/shared/username';

describe('usernameFromName', () => {
  it('lowercases, folds accents and joins words with hyphens', () => {
    expect(usernameFromName('María José Núñez')).toBe('maria-jose-nunez');
  });

  it('drops punctuation and trims separators', () => {
    expect(usernameFromName("  O'Brien & Søn!  ")).toBe('o-brien-s-n');
  });

  it('prefixes an all-digit result, which would read as an id', () => {
    expect(usernameFromName('2024')).toBe('c-2024');
  });

  it('falls back when nothing URL-safe is left', () => {
    expect(usernameFromName('李小龙')).toBe('creative');
  });

  it('keeps at most 40 characters without a trailing hyphen', () => {
    const name = usernameFromName('Alexandra Konstantinopoulou-Papadopoulou Wolfeschlegelstein');
    expect(name.length).toBeLessThanOrEqual(40);
    expect(name.endsWith('-')).toBe(false);
    expect(isValidUsername(name)).toBe(true);
  });
});

describe('isValidUsername', () => {
  it('accepts lowercase URL-safe names', () => {
    expect(isValidUsername('lucia-munoz')).toBe(true);
    expect(isValidUsername('ana2')).toBe(true);
  });

  it('rejects upper case, spaces, edge hyphens and all digits', () => {
    for (const bad of ['Lucia', 'lucia munoz', '-lucia', 'lucia-', '12345', '', 'a'.repeat(41)]) {
      expect(isValidUsername(bad), bad).toBe(false);
    }
  });
});

describe('parseCreativeParam', () => {
  it('reads all digits as an id', () => {
    expect(parseCreativeParam('41')).toEqual({ id: 41 });
  });

  it('reads anything else as a username, case-insensitively', () => {
    expect(parseCreativeParam('Lucia-Munoz')).toEqual({ username: 'lucia-munoz' });
    expect(parseCreativeParam('c-2024')).toEqual({ username: 'c-2024' });
  });
});
