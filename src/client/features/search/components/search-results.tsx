import { Icon } from '../../../components/ui/icons';
import { useLayoutEffect, useMemo } from 'react';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import { SEARCH_RESULTS_PER_SECTION, type FestivalStatus } from '@shared/constants';
import type { SearchResult } from '@shared/schemas/search';
import { FestivalStatusBadge } from '../../../components/festivals/festival-status-badge';
import { Flag } from '../../../components/ui/flag';
import { useTranslations } from '../../../i18n/i18n';
import { searchMessages } from '../../../i18n/messages/search';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useSearch } from '../api/search';
import { allMatchesHref, type MatchKind } from '../lib/all-matches';
import type { SearchShown } from './search-box';

interface Option {
  key: string;
  section: MatchKind;
  href: string;
  name: string;
  detail: string;
  countryCode?: string | null;
  status?: FestivalStatus;
  /** The link to every match of the kind, closing a full section. */
  all?: boolean;
}

/** Festivals are listed once per name (spec section 2). */
export function dedupeFestivals(festivals: SearchResult['festivals']): SearchResult['festivals'] {
  const seen = new Set<string>();
  return festivals.filter((festival) => {
    const name = festival.name.trim().toLowerCase();
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

/**
 * The header search's popup (search-box.tsx keeps the input, the keyboard and the live region):
 * asks the API for the debounced query and lists Creatives / Agencies / Festivals. Its
 * own chunk, loaded when the search box is first used.
 */
export function SearchResults({
  query,
  debounced,
  listboxId,
  optionId,
  activeIndex,
  onActiveIndex,
  onPick,
  onShown,
}: {
  query: string;
  /** `query` once it has stopped changing for 300 ms: what the API is asked. */
  debounced: string;
  listboxId: string;
  optionId: (index: number) => string;
  activeIndex: number;
  onActiveIndex: (index: number) => void;
  onPick: (href: string) => void;
  onShown: (shown: SearchShown) => void;
}) {
  const t = useTranslations(searchMessages);
  const format = useFormat();
  const search = useSearch(debounced);
  const settled = debounced === query && !search.isFetching;
  const results = settled && search.data ? search.data : undefined;

  const options = useMemo<Option[]>(() => {
    if (!results) return [];
    // A full section may hold a fraction of the matches: its last option leads to them all.
    const allOf = (section: MatchKind, shown: unknown[]): Option[] =>
      shown.length < SEARCH_RESULTS_PER_SECTION
        ? []
        : [
            {
              key: `${section}-all`,
              section,
              href: allMatchesHref(section, debounced),
              name: t(`all.${section}`, { query: debounced }),
              detail: '',
              all: true,
            },
          ];
    return [
      ...results.creatives.map((creative) => ({
        key: `creative-${creative.id}`,
        section: 'creatives' as const,
        href: paths.creative.href(creative.username),
        name: creative.name,
        detail: [creative.agency, `${format.number(creative.totalPoints)} pts`].filter(Boolean).join(' · '),
        countryCode: creative.countryCode,
      })),
      ...allOf('creatives', results.creatives),
      ...results.agencies.map((agency) => ({
        key: `agency-${agency.id}`,
        section: 'agencies' as const,
        href: paths.agency.href(agency.slug || agency.id),
        name: agency.name,
        detail: agency.headquarters ?? '',
      })),
      ...allOf('agencies', results.agencies),
      ...dedupeFestivals(results.festivals).map((festival) => ({
        key: `festival-${festival.id}`,
        section: 'festivals' as const,
        href: paths.festival.href(festival.slug),
        name: festival.name,
        detail: [festival.city, format.country(festival.countryCode)].filter(Boolean).join(', '),
        countryCode: festival.countryCode,
        status: festival.status,
      })),
      ...allOf('festivals', results.festivals),
    ];
  }, [results, format, debounced, t]);

  const found = options.filter((option) => !option.all).length;
  let status: string;
  if (!settled) status = t('searching');
  else if (search.isError) status = t('failed');
  else if (found === 0) status = t('noResults');
  else status = t.plural('results', found);

  // The input's keyboard and live region follow what is listed, before the list is painted: a key
  // pressed as it appears must find it (an effect ran after the paint, and ArrowDown then did nothing).
  useLayoutEffect(() => {
    const first = options[0]?.section;
    onShown({ hrefs: options.map((option) => option.href), status, enter: first && allMatchesHref(first, debounced) });
  }, [options, status, onShown, debounced]);

  const sections: { section: MatchKind; title: string }[] = [
    { section: 'creatives', title: t('creatives') },
    { section: 'agencies', title: t('agencies') },
    { section: 'festivals', title: t('festivals') },
  ];

  return (
    <div
      data-testid="search-dropdown"
      className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] min-w-full overflow-y-auto rounded-xl border border-line bg-paper shadow-xl md:min-w-96"
    >
      {!settled ? (
        <p className="flex items-center gap-2 px-4 py-6 text-sm text-muted">
          <Icon name="loader-circle" aria-hidden="true" className="h-4 w-4 animate-spin" />
          {t('searching')}
        </p>
      ) : search.isError ? (
        <p className="px-4 py-6 text-sm text-red-700">{t('failed')}</p>
      ) : options.length === 0 ? (
        <div className="px-4 py-6 text-center">
          <p className="text-sm font-medium text-ink">{t('noResults')}</p>
          <p className="mt-1 text-sm text-muted">{t('noResultsHint')}</p>
        </div>
      ) : (
        <div role="listbox" id={listboxId} aria-label={t('label')} className="py-2">
          {sections.map(({ section, title }) => {
            const items = options.map((option, index) => ({ option, index })).filter(({ option }) => option.section === section);
            if (items.length === 0) return null;
            const headingId = `${listboxId}-${section}`;
            return (
              <div key={section} role="group" aria-labelledby={headingId} className="py-1">
                <div id={headingId} role="presentation" className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                  {title}
                </div>
                {items.map(({ option, index }) => (
                  <Link
                    key={option.key}
                    href={option.href}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    tabIndex={-1}
                    onClick={(event) => {
                      event.preventDefault();
                      onPick(option.href);
                    }}
                    onMouseMove={() => onActiveIndex(index)}
                    className={cn(
                      'flex items-center gap-3 px-4 py-2 text-sm text-ink no-underline',
                      index === activeIndex ? 'bg-zinc-100' : 'hover:bg-zinc-50',
                    )}
                  >
                    {option.all && <Icon name="chevron-right" aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />}
                    {option.countryCode !== undefined && <Flag code={option.countryCode} className="text-base" />}
                    <span className="min-w-0 flex-1">
                      {/* The link's sentence wraps: cut, it would lose the text it searches for. */}
                      <span className={cn('block font-medium', !option.all && 'truncate')}>{option.name}</span>
                      {option.detail && <span className="block truncate text-xs text-muted">{option.detail}</span>}
                    </span>
                    {option.status && <FestivalStatusBadge status={option.status} className="shrink-0 whitespace-nowrap" />}
                  </Link>
                ))}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
