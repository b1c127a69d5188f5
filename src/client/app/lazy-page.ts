import { createElement, use, type ComponentType } from 'react';

export interface LazyPage {
  (props: object): ReturnType<typeof createElement>;
  /** Loads the page's code; resolves once it can render without suspending. */
  preload: () => Promise<void>;
  /** The page's source module, as the build manifest names it ('src/client/pages/x-page.tsx'). */
  module: string;
}

// Every page but the 404 (in the entry chunk: any path may be one) has a chunk of its own.
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>(['/src/client/pages/*-page.tsx', '!/src/client/pages/not-found-page.tsx']);

/**
 * A page in its own chunk, by file and named export: `lazyPage('x-page', 'XPage')`.
 * Unlike React.lazy, a page whose code was preloaded renders at once: the server and the
 * browser load the current page's chunk before rendering, so hydration never meets a Suspense
 * fallback the server did not send.
 */
export function lazyPage(file: string, name: string): LazyPage {
  const module = `src/client/pages/${file}.tsx`;
  const load = PAGE_MODULES[`/${module}`];
  if (!load) throw new Error(`No page module ${module}`);
  let loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((exports) => {
      loaded = exports[name] as ComponentType;
    }));
  const Page = ((props: object) => {
    if (!loaded) use(preload());
    return createElement(loaded!, props);
  }) as LazyPage;
  Page.preload = preload;
  Page.module = module;
  return Page;
}
