import type { RankingWindowQuery, RankingWindows } from '@shared/schemas/ranking';
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
  const festivals = windows?.festivals ?? [];
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
