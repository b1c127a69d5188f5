import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../src/client/components/ui/pagination';

describe('pageWindow', () => {
  it('lists every page when they fit in five buttons', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first and the last page one click away, with gaps, in five buttons', () => {
    expect(pageWindow(1, 42)).toEqual([1, 2, 3, 4, null, 42]);
    expect(pageWindow(20, 42)).toEqual([1, null, 19, 20, 21, null, 42]);
    expect(pageWindow(42, 42)).toEqual([1, null, 39, 40, 41, 42]);
    expect(pageWindow(6, 6)).toEqual([1, null, 3, 4, 5, 6]);
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, null, 6]);
  });
});
