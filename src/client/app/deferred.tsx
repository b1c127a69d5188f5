import { createElement, Suspense, use, type ComponentType } from 'react';
import { LateHydration, whenHydrated } from './render-env';

const serverLoads: (() => Promise<void>)[] = [];

/**
 * A part of the shell that the first screen can show without its code (the ticker, the footer):
 * the server renders it, and in the browser its code loads once the page has hydrated and the
 * browser is idle. Until then React keeps the server's HTML in place (a Suspense boundary not
 * yet hydrated: clicks on it are replayed once it is) and hydrates it when the code arrives.
 * `deferred(() => import('./x').then((module) => module.X))`
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let waiting: Promise<void> | null = null;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  serverLoads.push(start);
  const startWhenIdle = () => (waiting ??= whenHydrated().then(idle).then(start));

  function Part(props: P) {
    if (!loaded) use(startWhenIdle());
    return createElement(loaded!, props);
  }
  return function Deferred(props: P) {
    return (
      <LateHydration>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </LateHydration>
    );
  };
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 1);
  });
}

/** On the server: loads every deferred part's code, so that a page renders whole. */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(serverLoads.map((load) => load()));
}
