import type { FestivalStatus } from '@shared/constants';
import { Badge, type BadgeTone } from '../ui/badge';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { cn } from '../../lib/cn';

const TONES: Record<FestivalStatus, BadgeTone> = { open: 'green', upcoming: 'blue', closed: 'red', unknown: 'grey' };

const PILL_TONES: Record<FestivalStatus, string> = {
  open: 'bg-green-700 text-white',
  upcoming: 'bg-blue-700 text-white',
  closed: 'bg-red-700 text-white',
  unknown: 'bg-zinc-600 text-white',
};

/**
 * Registration status. `label` (lists): the spec's labels ('Open for Submissions', 'Opening
 * Soon', 'Closed'). `pill` (festival page): upper case, OPEN green, UPCOMING blue, CLOSED red, UNKNOWN grey.
 */
export function FestivalStatusBadge({
  status,
  variant = 'label',
  className,
}: {
  status: FestivalStatus;
  variant?: 'label' | 'pill';
  className?: string;
}) {
  const t = useTranslations(commonMessages);
  if (variant === 'label') {
    return (
      <Badge tone={TONES[status]} className={className} data-status={status}>
        {t(`status.${status}`)}
      </Badge>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold tracking-wider',
        PILL_TONES[status],
        className,
      )}
      data-testid="festival-status"
      data-status={status}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-white/90" />
      <span className="sr-only">{t('status.badge.label')}: </span>
      {t(`status.badge.${status}`)}
    </span>
  );
}
