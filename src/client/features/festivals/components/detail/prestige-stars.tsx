import { Star } from 'lucide-react';
import { useTranslations } from '../../../../i18n/i18n';
import { detailMessages } from '../../../../i18n/messages/detail';
import { cn } from '../../../../lib/cn';

/** Prestige as 1 to 5 stars (default 1). */
export function PrestigeStars({ prestige, className }: { prestige: number | null | undefined; className?: string }) {
  const t = useTranslations(detailMessages);
  const value = Math.min(5, Math.max(1, Math.round(prestige ?? 1)));
  return (
    <span role="img" aria-label={t('festival.prestige', { count: value })} className={cn('inline-flex gap-0.5', className)} data-testid="prestige" data-value={value}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('h-5 w-5', i < value ? 'fill-gold text-gold' : 'fill-transparent text-zinc-300')}
        />
      ))}
    </span>
  );
}
