import { Icon } from '../../../components/ui/icons';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@shared/constants';
import { useTranslations } from '../../../i18n/i18n';
import { searchMessages } from '../../../i18n/messages/search';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { allMatchesHref } from '../lib/all-matches';
import type { SearchResults as SearchResultsPopup } from './search-results';

// Not React.lazy: once loaded (on the first focus or hover), the popup renders at once, without
// suspending (and without Suspense's reveal delay).
let SearchResults: typeof SearchResultsPopup | null = null;
let loading: Promise<void> | null = null;
function loadResults(): Promise<void> {
  loading ??= import('./search-results').then(
    (module) => {
      SearchResults = module.SearchResults;
    },
    () => {
      loading = null; // tried again on the next focus
    },
  );
  return loading;
}

/** What the popup lists: the options' addresses (for the keyboard) and the sentence for the live region. */
export interface SearchShown {
  hrefs: string[];
  status: string;
  /** Where Enter goes with no option highlighted: every match of the first kind listed. */
  enter?: string;
}

const NOTHING_SHOWN: SearchShown = { hrefs: [], status: '' };

/**
 * The header search: opens at 2 trimmed characters, asks the API 300 ms after the last
 * keystroke and lists Creatives / Agencies / Festivals
 * (search-results.tsx, loaded on first focus or hover: the first load carries only the input).
 * ARIA combobox with a listbox popup: arrows move, Enter opens the highlighted option (with none,
 * the directory of the first kind found, filtered by the text), Escape closes, a click outside
 * closes, picking clears.
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
  const [, navigate] = useLocation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [shown, setShown] = useState(NOTHING_SHOWN);
  const [, setResultsLoaded] = useState(false);
  const requestResults = () => {
    if (!SearchResults) void loadResults().then(() => setResultsLoaded(true));
  };

  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const long = trimmed.length >= SEARCH_MIN_LENGTH;
  const expanded = open && long;
  // Kept while closed (the query has not changed), so that ArrowDown reopens on the first option.
  const { hrefs } = shown;

  // New results drop the highlighted option: state reset during render, not in an effect.
  const hrefsKey = hrefs.join(' ');
  const [highlightFor, setHighlightFor] = useState(hrefsKey);
  if (highlightFor !== hrefsKey) {
    setHighlightFor(hrefsKey);
    setActiveIndex(-1);
  }

  useEffect(() => {
    if (expanded && !SearchResults) void loadResults().then(() => setResultsLoaded(true));
  }, [expanded]);

  // The box hydrates after the page (layout/header.tsx): what was typed before is in the input,
  // where React leaves it; the search takes it up.
  useEffect(() => {
    const input = inputRef.current;
    if (!input?.value) return;
    setQuery(input.value);
    setOpen(document.activeElement === input);
  }, []);

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);

  const reset = () => {
    setQuery('');
    setOpen(false);
    setActiveIndex(-1);
    setShown(NOTHING_SHOWN);
  };

  const pick = (href: string) => {
    reset();
    inputRef.current?.blur();
    onPick?.();
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // While an input method composes (Japanese, Chinese), its arrows pick a candidate, its Enter
    // chooses the text and its Escape cancels: the keys are the input method's.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!long) return;
        event.preventDefault();
        setOpen(true);
        if (hrefs.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((current) => {
          if (current === -1) return step === 1 ? 0 : hrefs.length - 1;
          return (current + step + hrefs.length) % hrefs.length;
        });
        break;
      }
      case 'Enter': {
        // With no option highlighted, Enter asks for every match of the first kind listed (the
        // creatives' before the answer is in).
        const href =
          (expanded ? hrefs[activeIndex] : undefined) ?? (long ? (shown.enter ?? allMatchesHref('creatives', trimmed)) : undefined);
        if (href) {
          event.preventDefault();
          pick(href);
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
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, optionId]);

  return (
    <div ref={containerRef} className={cn('relative', className)}>
      <div className="relative">
        <Icon
          name="search"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-zinc-500"
        />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={t('label')}
          aria-expanded={expanded}
          aria-controls={expanded && hrefs.length > 0 ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder={t('placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            requestResults();
            setOpen(true);
          }}
          onPointerEnter={requestResults}
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
            <Icon name="x" aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
      </div>

      <div role="status" aria-live="polite" className="sr-only">
        {expanded ? shown.status : ''}
      </div>

      {expanded && SearchResults && (
        <SearchResults
          query={trimmed}
          debounced={debounced}
          listboxId={listboxId}
          optionId={optionId}
          activeIndex={activeIndex}
          onActiveIndex={setActiveIndex}
          onPick={pick}
          onShown={setShown}
        />
      )}
    </div>
  );
}
