import { useId, useState, type ReactNode } from 'react';
import { DASHBOARD_AWARDS } from '@shared/constants';
import { paths } from '@shared/paths';
import type { OwnAward } from '@shared/schemas/award';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useTranslations } from '../../../i18n/i18n';
import { dashboardMessages } from '../../../i18n/messages/dashboard';
import { useFormat } from '../../../lib/format';
import { AwardLedger } from '../../../components/awards/award-ledger';
import { AwardTypeBadge } from '../../../components/awards/award-type-badge';
import { sortAwardsNewestFirst } from '../own-profile-rules';
import { AwardStatusBadge } from './award-status-badge';
import { TextLink } from '../../../components/ui/text-link';

/**
 * The 5 most recent awards; 'Ver todos los premios' when there are more, which expands the
 * list in place to all of them. Each award shows its review state (and the reason if rejected).
 */
export function OwnAwards({ awards, action, hasProfile }: { awards: readonly OwnAward[]; action: ReactNode; hasProfile: boolean }) {
  const t = useTranslations(dashboardMessages);
  const format = useFormat();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const sorted = sortAwardsNewestFirst(awards);
  const shown = showAll ? sorted : sorted.slice(0, DASHBOARD_AWARDS);
  const hasPending = awards.some((award) => award.status === 'pending');

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id={`${listId}-title`}>{showAll ? t('awards.allTitle') : t('awards.title')}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>
        {!hasProfile ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-muted">{t('awards.needsProfile')}</p>
        ) : awards.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-muted">{t('awards.empty')}</p>
        ) : (
          <>
            {hasPending && <p className="mb-3 text-sm text-muted">{t('awards.pendingNote')}</p>}
            <ol id={listId} aria-labelledby={`${listId}-title`} className="divide-y divide-line" data-testid="own-awards">
              {shown.map((award) => (
                <li key={award.id} className="flex gap-4 py-4 first:pt-0 last:pb-0" data-testid="own-award" data-status={award.status}>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold text-ink">{award.title}</h3>
                      <AwardTypeBadge type={award.type} />
                      <AwardStatusBadge status={award.status} />
                    </div>
                    <p className="mt-1 text-sm text-ink-soft">
                      <TextLink href={paths.festival.href(award.festival.slug)}>{award.festival.name}</TextLink>
                      <span aria-hidden="true"> · </span>
                      <span>{award.category.name}</span>
                      <span aria-hidden="true"> · </span>
                      <span>{award.year}</span>
                    </p>
                    <div className="mt-1">
                      <AwardLedger type={award.type} points={award.points} status={award.status} />
                    </div>
                    {award.status === 'rejected' && award.rejectionReason && (
                      <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
                        {t('status.reason', { reason: award.rejectionReason })}
                      </p>
                    )}
                  </div>
                  <p className="shrink-0 text-right">
                    <span
                      aria-hidden="true"
                      className={
                        award.status === 'verified' ? 'font-bold text-gold-ink tabular-nums' : 'font-semibold text-muted tabular-nums'
                      }
                    >
                      {t('awards.points', { points: format.number(award.points) })}
                    </span>
                    <span className="sr-only">{t('awards.pointsLabel', { points: format.number(award.points) })}</span>
                  </p>
                </li>
              ))}
            </ol>
            {sorted.length > DASHBOARD_AWARDS && (
              <Button
                variant="secondary"
                className="mt-4 w-full sm:w-auto"
                aria-expanded={showAll}
                aria-controls={listId}
                onClick={() => setShowAll((value) => !value)}
              >
                {showAll ? t('awards.showFewer') : t('awards.viewAll')}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
