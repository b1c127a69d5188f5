import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Every navigation starts at the top of the page (spec section 2), and focus moves to the
 * main region so keyboard and screen-reader users start there too.
 */
export function NavigationEffects() {
  const [pathname] = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
