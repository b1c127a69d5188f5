import { createElement, use, type ComponentType } from 'react';
import { isHydrated } from './render-env';

export interface LazyPage {
  (props: object): ReturnType<typeof createElement>;
  /** Loads the page's code; resolves once it can render without suspending. */
  preload: () => Promise<void>;
  /** The page's source module, as the build manifest names it ('src/client/pages/x-page.tsx'). */
  module: string;
}

/** Every on-demand section's loader (app/on-demand.tsx), in the order the modules defining them ran. */
export const onDemandSections: (() => Promise<void>)[] = [];

/**
 * Loads the code of every on-demand section defined so far (those of the pages whose code has
 * loaded): the server before it renders, the browser before it renders a page itself.
 */
export async function loadSections(): Promise<void> {
  await Promise.all(onDemandSections.map((start) => start()));
}

// Every page has a chunk of its own.
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>('/src/client/pages/*-page.tsx');

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
  // A page rendered in the browser after the first one hydrated waits for its on-demand sections
  // too; the page the browser hydrates leaves them to when they are needed.
  const preload = () =>
    (loading ??= load().then(async (exports) => {
      if (isHydrated()) await loadSections();
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
