import { createElement, use, type ComponentType } from 'react';

export interface LazyPage {
  (props: object): ReturnType<typeof createElement>;
  /** Loads the page's code; resolves once it can render without suspending. */
  preload: () => Promise<void>;
}

/**
 * A page in its own chunk, for a module with a named export: `lazyPage(() => import('./x'), 'XPage')`.
 * Unlike React.lazy, a page whose code was preloaded renders at once: the server and the
 * browser load the current page's chunk before rendering, so hydration never meets a Suspense
 * fallback the server did not send.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[name] as ComponentType;
    }));
  const Page = ((props: object) => {
    if (!loaded) use(preload());
    return createElement(loaded!, props);
  }) as LazyPage;
  Page.preload = preload;
  return Page;
}
