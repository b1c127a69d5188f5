import { createElement, memo, Suspense, use, useEffect, useRef, type ComponentType } from 'react';
import { onDemandSections } from './lazy-page';
import { isHydrated, LateHydration, useHydrated } from './render-env';

/** How near the viewport a section's code starts loading: a screen above or below it. */
const NEAR_VIEWPORT = '100% 0px';

/** What tells that a section is about to be used, besides coming into view. */
const INTERACTIONS = ['pointerover', 'focusin'] as const;

/**
 * A section of a page below its first screen (a creative's awards list, a festival's winners):
 * the server renders it, but on the page the browser hydrates its code is not part of the first
 * load. React keeps the server's HTML (a Suspense boundary not yet hydrated: no layout shift, and
 * its data is already in the dehydrated query cache) until the section comes within a screen of
 * the viewport or is interacted with; then its code loads and React hydrates it. A page rendered
 * in the browser (an in-app navigation) loads its sections' code with its own (lazy-page.ts).
 * The props must keep their identity across the page's renders (data from the query cache): a
 * new prop would make React give up the server's HTML for a section whose code is not there.
 * `onDemand(() => import('./x').then((module) => module.X))`
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  onDemandSections.push(start);
  // A page's module that runs after the first page hydrated is one the browser renders itself.
  if (isHydrated()) void start();
  let request = () => {};
  const requested = new Promise<void>((resolve) => {
    request = resolve;
  }).then(start);

  function Section(props: P) {
    // Hydrating the server's HTML: once the section is needed. Rendered in the browser (an
    // in-app navigation, or React gave up the server's HTML): now.
    const rendering = useHydrated();
    if (!loaded) use(rendering ? start() : requested);
    return createElement(loaded!, props);
  }

  function OnDemand(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const wrapper = ref.current;
      if (loaded || !wrapper) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) request();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      [...wrapper.children].forEach((target) => observer.observe(target));
      // A pointer over it or the focus in it: React drops a click on HTML it has not hydrated.
      for (const type of INTERACTIONS) wrapper.addEventListener(type, request);
      return () => {
        observer.disconnect();
        for (const type of INTERACTIONS) wrapper.removeEventListener(type, request);
      };
    }, []);
    // `display: contents`: the wrapper (the element observed is the section's own) leaves the layout alone.
    return (
      <div ref={ref} className="contents">
        <LateHydration>
          <Suspense fallback={null}>
            <Section {...props} />
          </Suspense>
        </LateHydration>
      </div>
    );
  }
  return memo(OnDemand);
}
