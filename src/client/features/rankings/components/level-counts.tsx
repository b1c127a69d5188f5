import { AWARD_TYPES, type AwardType } from '@shared/constants';
import type { LevelCounts as Counts } from '@shared/schemas/ranking';
import { AWARD_TYPE_STYLES } from '../../../components/awards/award-type-badge';
import { useTranslations } from '../../../i18n/i18n';
import { commonMessages } from '../../../i18n/messages/common';
import { rankingsMessages } from '../../../i18n/messages/rankings';
import { useFormat } from '../../../lib/format';

const KEY: Record<AwardType, keyof Counts> = {
  grand_prix: 'grandPrix',
  gold: 'gold',
  silver: 'silver',
  bronze: 'bronze',
  shortlist: 'shortlist',
};

/** A ranking row's awards per level: a coloured dot and the count, each named for screen readers. */
export function LevelCounts({ levels }: { levels: Counts }) {
  const t = useTranslations(rankingsMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  return (
    <ul className="flex flex-wrap items-center gap-x-2.5 gap-y-1 text-xs text-ink-soft tabular-nums" data-testid="level-counts">
      {AWARD_TYPES.map((type) => (
        <li key={type} className="inline-flex items-center gap-1" title={common(`award.${type}`)}>
          <span aria-hidden="true" className={`h-2 w-2 rounded-full ${AWARD_TYPE_STYLES[type].dot}`} />
          <span aria-hidden="true">{format.number(levels[KEY[type]])}</span>
          <span className="sr-only">
            {t('row.levelCount', { level: common(`award.${type}`), count: format.number(levels[KEY[type]]) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
