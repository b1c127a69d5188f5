import { AWARD_TYPES } from '@shared/constants';
import type { Award } from '@shared/schemas/award';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useTranslations } from '../../../../i18n/i18n';
import { commonMessages } from '../../../../i18n/messages/common';
import { creativeProfileMessages } from '../../../../i18n/messages/creative-profile';
import { useFormat } from '../../../../lib/format';
import { cn } from '../../../../lib/cn';
import { AWARD_TYPE_STYLES } from '../../../../components/awards/award-type-badge';
import { awardsByType } from './profile-rules';

/** 'Resumen de Premios': how many awards of each level. */
export function AwardsSummary({ awards }: { awards: readonly Award[] }) {
  const t = useTranslations(creativeProfileMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  const counts = awardsByType(awards);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('creative.summary.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {AWARD_TYPES.map((type) => (
            <div key={type} className="rounded-lg border border-line p-3" data-testid={`summary-${type}`}>
              <dt className="flex items-center gap-2 text-sm text-muted">
                <span aria-hidden="true" className={cn('h-2.5 w-2.5 rounded-full', AWARD_TYPE_STYLES[type].dot)} />
                {common(`award.${type}`)}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{format.number(counts[type])}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
