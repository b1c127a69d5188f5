import { Icon } from '../../../components/ui/icons';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { TICKER_INTERVAL_MS, TICKER_ITEMS } from '@shared/constants';
import { useTranslations } from '../../../i18n/i18n';
import { tickerMessages } from '../../../i18n/messages/ticker';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useTicker, type TickerItem } from '../api/get-ticker';

const FALLBACK_KEYS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/**
 * The rotating 'LIVE' strip under the header: eight items from /api/ticker (built-in ones
 * when it fails), one every 4 s. It stops while hovered or focused, when paused with its
 * button, and for visitors who prefer reduced motion (they step with the Next button).
 */
export function LiveTicker() {
  const t = useTranslations(tickerMessages);
  const ticker = useTicker();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);

  const items = useMemo<{ id: string; text: string; href?: string | null }[]>(() => {
    if (ticker.data && ticker.data.length > 0) {
      return ticker.data.slice(0, TICKER_ITEMS).map((item: TickerItem) => ({
        id: String(item.id),
        text: item.text[t.language] || item.text.en,
        href: item.href,
      }));
    }
    if (ticker.isPending) return [];
    return FALLBACK_KEYS.map((n) => ({ id: `fallback-${n}`, text: t(`ticker.fallback.${n}`) }));
  }, [ticker.data, ticker.isPending, t]);

  const stopped = paused || hovered || focused || reducedMotion;
  const count = items.length;

  useEffect(() => {
    if (stopped || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), TICKER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [stopped, count]);

  const current = count > 0 ? items[index % count] : undefined;

  return (
    <section
      aria-label={t('ticker.label')}
      data-testid="live-ticker"
      className="border-b border-zinc-800 bg-ink text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="mx-auto flex h-12 max-w-7xl items-center gap-3 px-4 sm:h-10 lg:px-8">
        <span className="inline-flex shrink-0 items-center gap-1.5 rounded bg-live px-2 py-0.5 text-[11px] font-bold tracking-wider">
          <span aria-hidden="true" className="h-1.5 w-1.5 animate-live-dot rounded-full bg-white motion-reduce:animate-none" />
          {t('ticker.live')}
        </span>
        <div className="min-w-0 flex-1 text-sm" data-ticker-index={index % Math.max(count, 1)}>
          {current ? (
            current.href ? (
              <Link
                href={current.href}
                className="line-clamp-3 text-[13px] leading-[1.2] text-white hover:underline sm:block sm:leading-normal sm:truncate sm:text-sm"
                key={current.id}
              >
                {current.text}
              </Link>
            ) : (
              <p className="line-clamp-3 text-[13px] leading-[1.2] sm:block sm:leading-normal sm:truncate sm:text-sm" key={current.id}>
                {current.text}
              </p>
            )
          ) : (
            <span aria-hidden="true" className="block h-3 w-2/3 max-w-md rounded bg-zinc-700" />
          )}
        </div>
        {count > 1 && (
          <div className="flex shrink-0 items-center gap-1">
            <span className="hidden text-xs text-zinc-400 tabular-nums sm:inline">
              {t('ticker.position', { current: (index % count) + 1, total: count })}
            </span>
            {!reducedMotion && (
              <button
                type="button"
                onClick={() => setPaused((value) => !value)}
                aria-label={paused ? t('ticker.play') : t('ticker.pause')}
                className="inline-flex h-8 w-8 items-center justify-center rounded text-zinc-300 hover:bg-zinc-800 hover:text-white"
              >
                {paused ? (
                  <Icon name="play" aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Icon name="pause" aria-hidden="true" className="h-4 w-4" />
                )}
              </button>
            )}
            <button
              type="button"
              onClick={() => setIndex((value) => (value + 1) % count)}
              aria-label={t('ticker.next')}
              className="inline-flex h-8 w-8 items-center justify-center rounded text-zinc-300 hover:bg-zinc-800 hover:text-white"
            >
              <Icon name="chevron-right" aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
