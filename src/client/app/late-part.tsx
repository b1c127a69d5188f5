import { createElement, memo, Suspense, use, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { LateHydration, useHydrated } from './render-env';

/** What tells that a part is about to be used before its code has loaded. */
const INTERACTIONS = ['pointerover', 'focusin'] as const;

export interface LatePartLoader {
  /** Loads the part's code (once). */
  start: () => Promise<void>;
  /** Asks for the part's hydration: its code loads, then React hydrates the server's HTML. */
  request: () => void;
}

/**
 * A part of a page the server renders whole while the browser hydrates it after the page, once
 * `request` is called (app/deferred.tsx: when the browser is idle; app/on-demand.tsx: when it
 * comes near the viewport), or at once when it is pointed at or focused. Until then React keeps
 * the server's HTML in place (a Suspense boundary not yet hydrated: no layout shift). A click on
 * that HTML is held and replayed once the part has hydrated (React would drop it). Rendered in
 * the browser instead (an in-app navigation, or React gave up the server's HTML), its code loads
 * at once. The props must keep their identity across the parent's renders: a new prop makes React
 * give up the server's HTML of a part whose code is not there yet.
 */
export function latePart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  near?: string,
): { Component: ComponentType<P>; loader: LatePartLoader } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  let request = () => {};
  const requested = new Promise<void>((resolve) => {
    request = resolve;
  }).then(start);

  function Part({ props, onHydrated }: { props: P; onHydrated: () => void }) {
    // Hydrating the server's HTML: once requested. Rendered in the browser: now.
    const rendering = useHydrated();
    useEffect(onHydrated, [onHydrated]);
    // After every hook: React replays a component whose promise settled, with the same hooks.
    if (!loaded) use(rendering ? start() : requested);
    return createElement(loaded!, props);
  }

  function LatePart(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    const [ready, setReady] = useState(false);
    const held = useRef<{ target: EventTarget | null; release: () => void }>({ target: null, release: () => {} });
    const onHydrated = useCallback(() => {
      hydrated.current = true;
      setReady(true);
      const { target, release } = held.current;
      release();
      held.current = { target: null, release: () => {} };
      target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }, []);
    useEffect(() => {
      const wrapper = ref.current;
      if (hydrated.current || !wrapper) return;
      const hold = (event: MouseEvent) => {
        if (!(event.target instanceof Node) || !wrapper.contains(event.target)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        held.current.target = event.target;
        request();
      };
      // Capturing on the window: before React's listener on the root, which would drop it.
      window.addEventListener('click', hold, true);
      for (const type of INTERACTIONS) wrapper.addEventListener(type, request);
      const observer = near
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && request(), { rootMargin: near })
        : null;
      for (const child of wrapper.children) observer?.observe(child);
      const release = () => {
        window.removeEventListener('click', hold, true);
        for (const type of INTERACTIONS) wrapper.removeEventListener(type, request);
        observer?.disconnect();
      };
      held.current.release = release;
      return release;
    }, [onHydrated]);
    // `display: contents`: the wrapper (whose children are observed) leaves the layout alone.
    // `data-late-part` tells (tests) whether the part answers yet.
    return (
      <div ref={ref} className="contents" data-late-part={ready ? 'hydrated' : 'waiting'}>
        <LateHydration>
          <Suspense fallback={null}>
            <Part props={props} onHydrated={onHydrated} />
          </Suspense>
        </LateHydration>
      </div>
    );
  }
  return { Component: memo(LatePart), loader: { start, request } };
}
