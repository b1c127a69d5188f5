import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

export type UrlFilterValues<K extends string> = Record<K, string>;

/** The values of `keys` in a query string; '' for those not set. */
export function readFilters<K extends string>(search: string, keys: readonly K[]): UrlFilterValues<K> {
  const current = new URLSearchParams(search);
  return Object.fromEntries(keys.map((key) => [key, current.get(key) ?? ''])) as UrlFilterValues<K>;
}

/**
 * The query string after a filter change: empty values are removed, and a change that does not
 * name `page` goes back to the first page (drops `page`). Other parameters (`lang`) stay.
 */
export function patchFilters(previous: URLSearchParams, patch: Partial<Record<string, string>>): URLSearchParams {
  const next = new URLSearchParams(previous);
  if (!('page' in patch)) next.delete('page');
  for (const [key, value] of Object.entries(patch)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * List filters kept in the address (shareable; Back works). Unset values are ''. Changing
 * any filter other than `page` drops `page` (back to the first page).
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const serialized = params.toString();
  // Callers pass the keys as a literal: a new array each render, the same list.
  const keyList = keys.join('&');
  const values = useMemo(() => readFilters(serialized, keyList.split('&') as K[]), [serialized, keyList]);

  const setFilters = useCallback(
    (patch: Partial<UrlFilterValues<K | 'page'>>, options: { replace?: boolean } = {}) => {
      setParams((previous) => patchFilters(previous, patch), { replace: options.replace ?? false });
    },
    [setParams],
  );

  return [values, setFilters] as const;
}

/** A 1-based page number from the URL; anything invalid is page 1. */
export function parsePage(value: string): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
