import { Globe2, Medal } from 'lucide-react';
import { useTranslations } from '../../../i18n/i18n';
import { rankingsMessages } from '../../../i18n/messages/rankings';
import { useFormat } from '../../../lib/format';
import { Panel } from '../../../components/ui/panel';

// Fixed texts of the spec (section 9): the scoring panel stays as written.
const SCORING = [
  { label: 'scoring.cannes', points: 250 },
  { label: 'scoring.dad', points: 200 },
  { label: 'scoring.oneShow', points: 180 },
  { label: 'scoring.clio', points: 150 },
] as const;

const REGIONS = [
  'coverage.europe',
  'coverage.northAmerica',
  'coverage.latinAmerica',
  'coverage.asiaPacific',
  'coverage.middleEastAfrica',
] as const;

export function ScoringPanel() {
  const t = useTranslations(rankingsMessages);
  const format = useFormat();
  return (
    <Panel icon={Medal} title={t('scoring.title')}>
      <p className="mt-1 text-sm text-muted">{t('scoring.description')}</p>
      <dl className="mt-4 divide-y divide-line" data-testid="scoring-panel">
        {SCORING.map(({ label, points }) => (
          <div key={label} className="flex items-center justify-between py-2.5 text-sm">
            <dt className="text-ink">{t(label)}</dt>
            <dd className="font-semibold text-ink tabular-nums">{t('scoring.points', { points: format.number(points) })}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export function CoveragePanel() {
  const t = useTranslations(rankingsMessages);
  return (
    <Panel icon={Globe2} title={t('coverage.title')} dark>
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
