import type { RankingWindowQuery, RankingWindows } from '@shared/schemas/ranking';
import { useHydrated } from '../../../app/render-env';
import { SelectFilter } from '../../../components/filters/select-filter';
import { useTranslations } from '../../../i18n/i18n';
import { rankingsMessages } from '../../../i18n/messages/rankings';

/**
 * All time or one year, and all festivals or one: the years offered are those with counted
 * awards (at the chosen festival, if any). A year the list lacks stays selectable while it is
 * the URL's, so the picker never lies about what is shown.
 */
export function WindowPicker({
  window,
  windows,
  onChange,
}: {
  window: RankingWindowQuery;
  windows: RankingWindows | undefined;
  onChange: (patch: { year?: string; festival?: string }) => void;
}) {
  const t = useTranslations(rankingsMessages);
  const years = windows?.years ?? [];
  const shownYears = window.year !== undefined && !years.includes(window.year) ? [window.year, ...years] : years;
  // The picker applies on change, which takes the app: the server's HTML and the hydration list
  // the chosen festival alone, the app all of them once live. At 1M creatives the 500 options
  // were 38 KB of every rankings page and a fifth of the home page's render.
  const hydrated = useHydrated();
  const festivals = (windows?.festivals ?? []).filter((festival) => hydrated || festival.slug === window.festival);
  return (
    <form
      role="search"
      aria-label={t('window.label')}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-2 md:max-w-xl"
      data-testid="window-picker"
    >
      <SelectFilter
        name="year"
        label={t('window.year')}
        allLabel={t('window.allTime')}
        value={window.year === undefined ? '' : String(window.year)}
        onChange={(year) => onChange({ year })}
        options={shownYears.map((year) => ({ value: String(year), label: String(year) }))}
      />
      <SelectFilter
        name="festival"
        label={t('window.festival')}
        allLabel={t('window.allFestivals')}
        value={window.festival ?? ''}
        onChange={(festival) => onChange({ festival })}
        options={festivals.map((festival) => ({ value: festival.slug, label: festival.name }))}
      />
    </form>
  );
}
