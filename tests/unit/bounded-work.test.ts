import { describe, expect, it } from 'vitest';
import { boundedWork } from '../../src/server/lib/bounded-work';

describe('boundedWork', () => {
  it('runs a few at once, lets a few wait in turn, and refuses past the line', async () => {
    const work = boundedWork({ running: 1, waiting: 2 });
    const first = await work.enter();
    expect(first).not.toBeNull();
    const order: string[] = [];
    const second = work.enter().then((end) => {
      order.push('second');
      return end;
    });
    const third = work.enter().then((end) => {
      order.push('third');
      return end;
    });
    expect(await work.enter()).toBeNull();
    expect(order).toEqual([]);
    first!();
    first!();
    const endSecond = await second;
    expect(order).toEqual(['second']);
    endSecond!();
    const endThird = await third;
    expect(order).toEqual(['second', 'third']);
    endThird!();
    // Free again: the next one runs at once.
    const again = await work.enter();
    expect(again).not.toBeNull();
  });
});
