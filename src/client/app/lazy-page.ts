import { lazy, type ComponentType } from 'react';

/** React.lazy for a module with a named export: `lazyPage(() => import('./x'), 'XPage')`. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as ComponentType };
  });
}
