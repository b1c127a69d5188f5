import { Icon } from '../../../../components/ui/icons';
import { paths } from '@shared/paths';
import type { Award } from '@shared/schemas/award';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useTranslations } from '../../../../i18n/i18n';
import { creativeProfileMessages } from '../../../../i18n/messages/creative-profile';
import { useFormat } from '../../../../lib/format';
import { AwardLedger } from '../../../../components/awards/award-ledger';
import { AwardTypeBadge } from '../../../../components/awards/award-type-badge';
import { VerifiedBadge } from '../../../../components/ui/verified-badge';
import { TextLink } from '../../../../components/ui/text-link';
import { useShowAll } from '../../../../lib/use-show-all';

/**
 * The awards listed before 'Show all': the most prolific creative's 155 made a page of 477 KB and
 * 5,000 elements, 13 ms to render; the rest are in the page's data already.
 */
export const AWARDS_SHOWN = 20;

/** 'Premios y Reconocimientos' / 'Awards & Recognition', with the count badge. */
export function AwardsList({ awards }: { awards: readonly Award[] }) {
  const t = useTranslations(creativeProfileMessages);
  const format = useFormat();
  const { shown, more, showAll, focusRefAt } = useShowAll<Award, HTMLLIElement>(awards, AWARDS_SHOWN);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id="awards-heading">{t('creative.awards.title')}</CardTitle>
        <Badge tone="dark" data-testid="awards-count">
          {t.plural('creative.awards.count', awards.length)}
        </Badge>
      </CardHeader>
      <CardContent>
        {awards.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-muted">{t('creative.awards.empty')}</p>
        ) : (
          <>
            <ol aria-labelledby="awards-heading" className="divide-y divide-line" data-testid="awards-list">
              {shown.map((award, index) => (
                <li
                  key={award.id}
                  ref={focusRefAt(index)}
                  tabIndex={focusRefAt(index) ? -1 : undefined}
                  className="flex gap-4 py-4 first:pt-0 last:pb-0"
                >
                  <span
                    aria-hidden="true"
                    className="mt-1 hidden h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold-soft text-gold-ink sm:inline-flex"
                  >
                    <Icon name="trophy" className="h-5 w-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold text-ink">{award.title}</h3>
                      <AwardTypeBadge type={award.type} />
                    </div>
                    <p className="mt-1 text-sm text-ink-soft">
                      <span className="sr-only">{t('creative.awards.festival')}: </span>
                      <TextLink href={paths.festival.href(award.festival.slug)}>{award.festival.name}</TextLink>
                      <span aria-hidden="true"> · </span>
                      <span className="sr-only">, {t('creative.awards.category')}: </span>
                      <span>{award.category.name}</span>
                    </p>
                    {award.description && <p className="mt-2 text-sm leading-relaxed text-muted">{award.description}</p>}
                    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                      <span className="font-medium text-ink-soft">{award.year}</span>
                      {award.verified && <VerifiedBadge size="small" />}
                    </div>
                    <div className="mt-1">
                      <AwardLedger type={award.type} points={award.points} status={award.verified ? 'verified' : 'pending'} />
                    </div>
                  </div>
                  <p className="shrink-0 text-right">
                    <span aria-hidden="true" className="font-bold text-gold-ink tabular-nums">
                      {t('creative.awards.points', { points: format.number(award.points) })}
                    </span>
                    <span className="sr-only">{t('creative.awards.pointsLabel', { points: format.number(award.points) })}</span>
                  </p>
                </li>
              ))}
            </ol>
            {more && (
              <div className="mt-5 flex justify-center">
                <Button variant="secondary" onClick={showAll}>
                  {t('creative.awards.showAll', { count: format.number(awards.length) })}
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
