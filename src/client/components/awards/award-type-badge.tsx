import type { AwardType } from '@shared/constants';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { cn } from '../../lib/cn';

/** Swatch colours of the award levels; the label always carries the meaning too. */
export const AWARD_TYPE_STYLES: Record<AwardType, { badge: string; dot: string }> = {
  grand_prix: { badge: 'bg-ink text-white border-ink', dot: 'bg-ink' },
  gold: { badge: 'bg-gold-soft text-gold-ink border-amber-300', dot: 'bg-gold' },
  silver: { badge: 'bg-zinc-100 text-zinc-800 border-zinc-300', dot: 'bg-silver' },
  bronze: { badge: 'bg-orange-50 text-orange-900 border-orange-200', dot: 'bg-bronze' },
  shortlist: { badge: 'bg-white text-zinc-700 border-zinc-300', dot: 'bg-zinc-300' },
};

export function AwardTypeBadge({ type, className }: { type: AwardType; className?: string }) {
  const common = useTranslations(commonMessages);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        AWARD_TYPE_STYLES[type].badge,
        className,
      )}
    >
      {common(`award.${type}`)}
    </span>
  );
}
