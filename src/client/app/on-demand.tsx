import type { ComponentType } from 'react';
import { latePart } from './late-part';
import { onDemandSections } from './lazy-page';
import { isHydrated } from './render-env';

/** How near the viewport a section's code starts loading: a screen above or below it. */
const NEAR_VIEWPORT = '100% 0px';

/**
 * A section of a page below its first screen (a creative's awards list, a festival's winners):
 * the server renders it, but on the page the browser hydrates its code is not part of the first
 * load: it loads when the section comes within a screen of the viewport, or is pointed at or
 * focused, and React then hydrates the server's HTML (app/late-part.tsx; the section's data is
 * already in the dehydrated query cache). A page the browser renders itself (an in-app
 * navigation) loads its sections' code with its own (lazy-page.ts).
 * `onDemand(() => import('./x').then((module) => module.X))`
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { Component, loader } = latePart(load, NEAR_VIEWPORT);
  onDemandSections.push(loader.start);
  // A page's module that runs after the first page hydrated is one the browser renders itself.
  if (isHydrated()) void loader.start();
  return Component;
}
