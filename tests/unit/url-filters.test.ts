import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { patchFilters, readFilters, useUrlFilters } from '../../src/client/lib/use-url-filters';

describe('readFilters', () => {
  it('reads the listed keys, with "" for those not set, and ignores the others', () => {
    expect(readFilters('q=ana&lang=es&page=2', ['q', 'country', 'page'])).toEqual({ q: 'ana', country: '', page: '2' });
  });
});

describe('patchFilters', () => {
  const from = (search: string, patch: Partial<Record<string, string>>) => patchFilters(new URLSearchParams(search), patch).toString();

  it('sets a filter and goes back to the first page', () => {
    expect(from('q=ana&page=3', { country: 'ES' })).toBe('q=ana&country=ES');
  });

  it('removes a filter set to ""', () => {
    expect(from('q=ana&country=ES', { country: '' })).toBe('q=ana');
  });

  it('keeps the other filters and parameters when only the page changes', () => {
    expect(from('q=ana&lang=es&page=2', { page: '3' })).toBe('q=ana&lang=es&page=3');
  });

  it('leaves the parameters it was given untouched', () => {
    const previous = new URLSearchParams('q=ana');
    patchFilters(previous, { q: 'bo' });
    expect(previous.toString()).toBe('q=ana');
  });
});

describe('useUrlFilters', () => {
  function Probe() {
    const [values] = useUrlFilters(['q', 'country', 'page']);
    return createElement('output', null, JSON.stringify(values));
  }

  it('reads its values from the address', () => {
    const html = renderToString(
      createElement(Router, { ssrPath: '/people', ssrSearch: 'q=ana&page=2&lang=es', children: createElement(Probe) }),
    );
    expect(html).toContain(JSON.stringify({ q: 'ana', country: '', page: '2' }).replace(/"/g, '&quot;'));
  });
});
