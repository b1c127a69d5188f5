import { Icon } from '../../../components/ui/icons';
import { useTranslations } from '../../../i18n/i18n';
import { commonMessages } from '../../../i18n/messages/common';
import { cn } from '../../../lib/cn';

/** Prestige as 1 to 5 filled stars out of five (none given counts as 1); the label is read instead of the icons. */
export function PrestigeStars({
  prestige,
  size = 'md',
  className,
}: {
  prestige: number | null | undefined;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const t = useTranslations(commonMessages);
  const stars = Math.min(5, Math.max(1, Math.round(prestige || 1)));
  return (
    <span
      role="img"
      aria-label={t('prestige', { count: stars })}
      className={cn('inline-flex items-center gap-0.5', className)}
      data-testid="prestige"
      data-value={stars}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Icon
          name="star"
          key={i}
          aria-hidden="true"
          className={cn(size === 'lg' ? 'h-5 w-5' : 'h-4 w-4', i < stars ? 'fill-gold text-gold' : 'fill-transparent text-zinc-300')}
        />
      ))}
    </span>
  );
}
