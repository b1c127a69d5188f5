import { describe, expect, it } from 'vitest';
import { cn, TEXT_SIZE, unlessSet } from '../../src/client/lib/cn';

describe('unlessSet', () => {
  it("keeps a component's default when the caller sets nothing of its kind", () => {
    expect(unlessSet(undefined, /^rounded/, 'rounded-md')).toBe('rounded-md');
    expect(unlessSet('h-20 w-full', /^rounded/, 'rounded-md')).toBe('rounded-md');
  });

  it("drops it when the caller's class names replace it", () => {
    expect(unlessSet('h-20 rounded-xl', /^rounded/, 'rounded-md')).toBe('');
    expect(unlessSet('text-base', TEXT_SIZE, 'leading-none')).toBe('');
    expect(cn('p-5', unlessSet('pt-5', /^pt-/, 'pt-0'), 'pt-5')).toBe('p-5 pt-5');
  });

  it('ignores utilities under a variant and other utilities sharing a prefix', () => {
    expect(unlessSet('sm:rounded-xl md:h-9', /^(rounded|h-)/, 'rounded-md')).toBe('rounded-md');
    expect(unlessSet('text-muted', TEXT_SIZE, 'text-lg')).toBe('text-lg');
  });
});
