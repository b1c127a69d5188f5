import { Loader2, Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@shared/constants';
import { paths } from '@shared/paths';
import type { FestivalStatus } from '@shared/constants';
import type { SearchResult } from '@shared/schemas/search';
import { FestivalStatusBadge } from '../../../components/festivals/festival-status-badge';
import { Flag } from '../../../components/ui/flag';
import { useTranslations } from '../../../i18n/i18n';
import { searchMessages } from '../../../i18n/messages/search';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearch } from '../api/search';

type Section = 'creatives' | 'agencies' | 'festivals';

interface Option {
  key: string;
  section: Section;
  href: string;
  name: string;
  detail: string;
  countryCode?: string | null;
  status?: FestivalStatus;
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
 * The header search: opens at 2 trimmed characters, asks the API 300 ms after the last
 * keystroke, lists Creatives / Agencies / Festivals. ARIA combobox with a listbox popup:
 * arrows move, Enter opens, Escape closes, a click outside closes, picking clears.
 */
export function SearchBox({
  className,
  autoFocus = false,
  onPick,
  inputClassName,
}: {
  className?: string;
  autoFocus?: boolean;
  onPick?: () => void;
  inputClassName?: string;
}) {
  const t = useTranslations(searchMessages);
  const format = useFormat();
  const [, navigate] = useLocation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const search = useSearch(debounced);
  const long = trimmed.length >= SEARCH_MIN_LENGTH;
  const expanded = open && long;
  const settled = debounced === trimmed && !search.isFetching;
  const results = settled && search.data ? search.data : undefined;

  const options = useMemo<Option[]>(() => {
    if (!results) return [];
    return [
      ...results.creatives.map((creative) => ({
        key: `creative-${creative.id}`,
        section: 'creatives' as const,
        href: paths.creative.href(creative.username),
        name: creative.name,
        detail: [creative.agency, `${format.number(creative.totalPoints)} pts`].filter(Boolean).join(' · '),
        countryCode: creative.countryCode,
      })),
      ...results.agencies.map((agency) => ({
        key: `agency-${agency.id}`,
        section: 'agencies' as const,
        href: paths.agency.href(agency.slug || agency.id),
        name: agency.name,
        detail: agency.headquarters ?? '',
      })),
      ...dedupeFestivals(results.festivals).map((festival) => ({
        key: `festival-${festival.id}`,
        section: 'festivals' as const,
        href: paths.festival.href(festival.slug),
        name: festival.name,
        detail: [festival.city, format.country(festival.countryCode)].filter(Boolean).join(', '),
        countryCode: festival.countryCode,
        status: festival.status,
      })),
    ];
  }, [results, format]);

  // New results drop the highlighted option: state reset during render, not in an effect.
  const [optionsShown, setOptionsShown] = useState(options);
  if (optionsShown !== options) {
    setOptionsShown(options);
    setActiveIndex(-1);
  }

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  const optionId = (index: number) => `${id}-option-${index}`;

  const reset = () => {
    setQuery('');
    setOpen(false);
    setActiveIndex(-1);
  };

  const pick = (option: Option) => {
    reset();
    inputRef.current?.blur();
    onPick?.();
    navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!long) return;
        event.preventDefault();
        setOpen(true);
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((current) => {
          if (current === -1) return step === 1 ? 0 : options.length - 1;
          return (current + step + options.length) % options.length;
        });
        break;
      }
      case 'Enter': {
        const option = expanded ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        break;
    }
  };

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, id]);

  const sections: { section: Section; title: string }[] = [
    { section: 'creatives', title: t('creatives') },
    { section: 'agencies', title: t('agencies') },
    { section: 'festivals', title: t('festivals') },
  ];

  let status = '';
  if (expanded) {
    if (!settled) status = t('searching');
    else if (search.isError) status = t('failed');
    else if (options.length === 0) status = t('noResults');
    else status = t.plural('results', options.length);
  }

  return (
    <div ref={containerRef} className={cn('relative', className)}>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-zinc-500" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={t('label')}
          aria-expanded={expanded}
          aria-controls={expanded && options.length > 0 ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder={t('placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={cn(
            'h-10 w-full rounded-full border border-zinc-300 bg-white pr-9 pl-9 text-sm text-ink placeholder:text-zinc-500',
            'focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ink',
            '[&::-webkit-search-cancel-button]:hidden',
            inputClassName,
          )}
        />
        {query && (
          <button
            type="button"
            onClick={() => {
              reset();
              inputRef.current?.focus();
            }}
            className="absolute top-1/2 right-2 inline-flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-full text-zinc-500 hover:bg-zinc-100 hover:text-ink"
            aria-label={t('clear')}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
      </div>

      <div role="status" aria-live="polite" className="sr-only">
        {status}
      </div>

      {expanded && (
        <div
          data-testid="search-dropdown"
          className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] min-w-full overflow-y-auto rounded-xl border border-line bg-paper shadow-xl md:min-w-96"
        >
          {!settled ? (
            <p className="flex items-center gap-2 px-4 py-6 text-sm text-muted">
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
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
                const headingId = `${id}-${section}`;
                return (
                  <div key={section} role="group" aria-labelledby={headingId} className="py-1">
                    <div
                      id={headingId}
                      role="presentation"
                      className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
                    >
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
                          pick(option);
                        }}
                        onMouseMove={() => setActiveIndex(index)}
                        className={cn(
                          'flex items-center gap-3 px-4 py-2 text-sm text-ink no-underline',
                          index === activeIndex ? 'bg-zinc-100' : 'hover:bg-zinc-50',
                        )}
                      >
                        {option.countryCode !== undefined && <Flag code={option.countryCode} className="text-base" />}
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">{option.name}</span>
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
      )}
    </div>
  );
}
