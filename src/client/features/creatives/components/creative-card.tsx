import { paths } from '@shared/paths';
import type { CreativeSummary } from '@shared/schemas/creative';
import { Badge } from '../../../components/ui/badge';
import { Flag } from '../../../components/ui/flag';
import { Avatar } from '../../../components/ui/initials-avatar';
import { useTranslations } from '../../../i18n/i18n';
import { commonMessages } from '../../../i18n/messages/common';
import { peopleMessages } from '../../../i18n/messages/people';
import { useFormat } from '../../../lib/format';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useSpecialtyLabel } from '../../../lib/use-specialty-label';
import { CardLink } from '../../../components/ui/card-link';

/** A creative in the People grid; the whole card links to /creative/{username}. */
export function CreativeCard({ creative }: { creative: CreativeSummary }) {
  const t = useTranslations(peopleMessages);
  const common = useTranslations(commonMessages);
  const specialtyLabel = useSpecialtyLabel();
  const format = useFormat();
  return (
    <article
      className="relative flex min-w-0 flex-col rounded-xl border border-line bg-paper p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ink hover:shadow-md"
      data-testid="creative-card"
    >
      <div className="flex items-start gap-4">
        <Avatar name={creative.name} src={creative.avatar} className="h-14 w-14" />
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-1.5 text-base font-semibold text-ink">
            <CardLink href={paths.creative.href(creative.username)} className="truncate">
              {creative.name}
            </CardLink>
            {creative.verified && <VerifiedBadge size="icon" />}
          </h2>
          <p className="truncate text-sm text-muted">{specialtyLabel(creative.specialty)}</p>
          <p className="mt-1 flex items-center gap-1.5 truncate text-sm text-ink-soft">
            <Flag code={creative.countryCode} />
            <span className="truncate">
              {[format.country(creative.countryCode), creative.agency ?? t('independent')].filter(Boolean).join(' · ')}
            </span>
          </p>
        </div>
      </div>
      {/* A phone's card is narrower than "12.200 puntos 84 premios Puesto n.º 111": the rank wraps, no figure leaves its word. */}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-4">
        <div className="flex items-baseline gap-3 text-sm whitespace-nowrap">
          <span className="font-bold text-ink tabular-nums">{common.plural('points.long', creative.totalPoints)}</span>
          <span className="text-muted">{common.plural('awards', creative.totalAwards)}</span>
        </div>
        {creative.rank === null ? (
          <Badge tone="grey">{t('unranked')}</Badge>
        ) : (
          <Badge tone="gold">{t('rank', { rank: format.number(creative.rank) })}</Badge>
        )}
      </div>
      {creative.discipline && (
        <div className="mt-3">
          <Badge>{common(`discipline.${creative.discipline}`)}</Badge>
        </div>
      )}
    </article>
  );
}
