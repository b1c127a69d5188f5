import { describe, expect, it } from 'vitest';
import { renderTurns } from '../../src/server/modules/seo/render-turns';

describe('renderTurns', () => {
  it('lets work queued meanwhile run between two turns of renders', async () => {
    const turn = renderTurns(2);
    const order: string[] = [];
    const renders = [1, 2, 3].map((n) => turn().then(() => order.push(`render ${n}`)));
    setImmediate(() => order.push('other work'));
    await Promise.all(renders);
    expect(order).toEqual(['render 1', 'render 2', 'other work', 'render 3']);
  });

  it('renders one a turn when asked to', async () => {
    const turn = renderTurns(1);
    const order: string[] = [];
    const first = turn().then(() => order.push('render 1'));
    const second = turn().then(() => order.push('render 2'));
    setImmediate(() => order.push('other work'));
    await Promise.all([first, second]);
    expect(order).toEqual(['render 1', 'other work', 'render 2']);
  });

  it('grants every waiter in the order it asked, and grants again once idle', async () => {
    const turn = renderTurns();
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4, 5].map((n) => turn().then(() => order.push(n))));
    await turn().then(() => order.push(6));
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
