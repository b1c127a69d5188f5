/**
 * Work that may run only a few at a time, with a line of bounded length: `enter` resolves with the
 * function that ends the caller's turn, or with null when the line is full (the caller sheds the
 * request at once instead of queueing without end).
 */
export interface BoundedWork {
  enter(): Promise<(() => void) | null>;
}

export function boundedWork(options: { running: number; waiting: number }): BoundedWork {
  let active = 0;
  const line: (() => void)[] = [];
  const turn = () => {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      // The next in line takes the turn as it is; with none waiting, the turn is free.
      const next = line.shift();
      if (next) next();
      else active--;
    };
  };
  return {
    async enter() {
      if (active < options.running) {
        active++;
        return turn();
      }
      if (line.length >= options.waiting) return null;
      await new Promise<void>((resolve) => line.push(resolve));
      return turn();
    },
  };
}
