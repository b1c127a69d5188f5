import type { ComponentType } from 'react';
import { latePart } from './late-part';
import { whenHydrated } from './render-env';

const serverLoads: (() => Promise<void>)[] = [];

/**
 * A part of the shell that the first screen can show without its code (the ticker, the footer,
 * the header's search box): the server renders it, and in the browser its code loads once the
 * page has hydrated and the browser is idle, or as soon as it is pointed at or focused
 * (app/late-part.tsx: React keeps the server's HTML until then, a click on it is replayed).
 * `deferred(() => import('./x').then((module) => module.X))`
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { Component, loader } = latePart(load);
  serverLoads.push(loader.start);
  if (!import.meta.env.SSR) void whenHydrated().then(idle).then(loader.request);
  return Component;
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
