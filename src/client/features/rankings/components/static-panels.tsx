import { AWARD_POINTS, AWARD_TYPES } from '@shared/constants';
import { paths } from '@shared/paths';
import { useTranslations } from '../../../i18n/i18n';
import { commonMessages } from '../../../i18n/messages/common';
import { rankingsMessages } from '../../../i18n/messages/rankings';
import { useFormat } from '../../../lib/format';
import { Panel } from '../../../components/ui/panel';
import { TextLink } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';

const REGIONS = [
  'coverage.europe',
  'coverage.northAmerica',
  'coverage.latinAmerica',
  'coverage.asiaPacific',
  'coverage.middleEastAfrica',
] as const;

/**
 * The points each award gives, at every festival (AWARD_POINTS). The spec's static panel listed
 * festival weightings (Cannes Lions Gold 250, ...) that no ranking used (issue 11).
 */
function ScoringPanel() {
  const t = useTranslations(rankingsMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  return (
    <Panel icon="medal" title={t('scoring.title')}>
      <p className="mt-1 text-sm text-muted">{t('scoring.description')}</p>
      <dl className="mt-4 divide-y divide-line" data-testid="scoring-panel">
        {AWARD_TYPES.map((type) => (
          <div key={type} className="flex items-center justify-between py-2.5 text-sm">
            <dt className="text-ink">{common(`award.${type}`)}</dt>
            <dd className="font-semibold text-ink tabular-nums">{t('scoring.points', { points: format.number(AWARD_POINTS[type]) })}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm">
        <TextLink href={paths.scoring.href()}>{t('scoring.more')}</TextLink>
      </p>
    </Panel>
  );
}

function CoveragePanel() {
  const t = useTranslations(rankingsMessages);
  return (
    <Panel icon="earth" title={t('coverage.title')} dark>
      <p className="mt-1 text-sm text-zinc-300">{t('coverage.description')}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {REGIONS.map((region) => (
          <li key={region} className="rounded-full border border-zinc-700 px-3 py-1 text-xs text-zinc-100">
            {t(region)}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Beside the creatives' ranking; below the wider agencies' and countries' tables, side by side. */
export function RankingsPanels({ wide }: { wide: boolean }) {
  return (
    <aside className={cn('flex flex-col gap-6', wide && 'lg:grid lg:grid-cols-2 lg:items-start')}>
      <ScoringPanel />
      <CoveragePanel />
    </aside>
  );
}
