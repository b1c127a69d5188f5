import type { FestivalStatus } from '@shared/constants';
import { useTranslations } from '../../../../i18n/i18n';
import { detailMessages } from '../../../../i18n/messages/detail';
import { cn } from '../../../../lib/cn';

const tones: Record<FestivalStatus, string> = {
  open: 'bg-green-700 text-white',
  upcoming: 'bg-blue-700 text-white',
  closed: 'bg-red-700 text-white',
  unknown: 'bg-zinc-600 text-white',
};

/** Registration status in upper case: OPEN green, UPCOMING blue, CLOSED red, UNKNOWN grey. */
export function FestivalStatusBadge({ status, className }: { status: FestivalStatus; className?: string }) {
  const t = useTranslations(detailMessages);
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold tracking-wider', tones[status], className)}
      data-testid="festival-status"
      data-status={status}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-white/90" />
      <span className="sr-only">{t('festival.badge.label')}: </span>
      {t(`festival.badge.${status}`)}
    </span>
  );
}
