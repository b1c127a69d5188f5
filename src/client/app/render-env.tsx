import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { isoDate } from '@shared/festival-status';
import type { RenderEnv } from '@shared/page-render';

// The server renders with its clock and the site's origin; the browser hydrates with the same
// values (embedded in the page), so "today", countdowns and absolute links never differ.

const RenderEnvContext = createContext<RenderEnv | null>(null);

export function RenderEnvProvider({ value, children }: { value: RenderEnv; children: ReactNode }) {
  return <RenderEnvContext.Provider value={value}>{children}</RenderEnvContext.Provider>;
}

let hydrated = false;
let resolveHydrated: () => void = () => {};
const hydratedPromise = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/** Whether the page has hydrated (see markHydrated): always false on the server. */
export function isHydrated(): boolean {
  return hydrated;
}

/** Resolves once the page has hydrated (see markHydrated). */
export function whenHydrated(): Promise<void> {
  return hydratedPromise;
}

/**
 * Called once the page's first render in the browser has committed: from then on, the browser's
 * clock. `<html data-hydrated>` tells that the page answers clicks and typing (end-to-end tests
 * wait for it: the server's HTML is visible, and clickable, before).
 */
export function markHydrated(): void {
  hydrated = true;
  document.documentElement.dataset.hydrated = '';
  performance.mark('hydrated');
  resolveHydrated();
}

const LateHydrationContext = createContext(false);

/**
 * Around a part hydrated after the page (app/deferred.tsx): its first mount hydrates the
 * server's HTML, so `useNow` gives it the server's time too.
 */
export function LateHydration({ children }: { children: ReactNode }) {
  const [late] = useState(() => !hydrated);
  return <LateHydrationContext value={late}>{children}</LateHydrationContext>;
}

/**
 * The time a component shows, read once when it mounts: the server's render time while the
 * page hydrates (or renders on the server), the browser's clock for anything mounted later.
 */
export function useNow(): number {
  const env = useContext(RenderEnvContext);
  const late = useContext(LateHydrationContext);
  const [now] = useState(() => ((hydrated && !late) || !env ? Date.now() : env.now));
  return now;
}

/** Today's UTC date (`YYYY-MM-DD`), as `useNow` tells. */
export function useToday(): string {
  return isoDate(new Date(useNow()));
}

/** The site's origin, the same on the server and in the browser. */
export function useOrigin(): string {
  const env = useContext(RenderEnvContext);
  return env?.origin ?? window.location.origin;
}

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true after: what depends on the visitor
 * (the session, this browser's storage) renders only then, so public HTML is the same for all.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
