import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A list shown `initial` items at a time until the reader asks for all of them. Keyboard users
 * then land on the first item revealed: its element takes `focusRefAt(index)`.
 */
export function useShowAll<T, E extends HTMLElement>(items: readonly T[], initial: number) {
  const [all, setAll] = useState(false);
  const firstRevealed = useRef<E>(null);

  useEffect(() => {
    if (all) firstRevealed.current?.focus();
  }, [all]);

  return {
    shown: all ? items : items.slice(0, initial),
    /** Whether some items wait behind the button. */
    more: !all && items.length > initial,
    showAll: () => setAll(true),
    focusRefAt: (index: number): RefObject<E | null> | undefined => (all && index === initial ? firstRevealed : undefined),
  };
}
