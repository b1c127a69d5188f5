import { useTranslations } from '../../../i18n/i18n';
import { commonMessages } from '../../../i18n/messages/common';
import { cn } from '../../../lib/cn';

/** Places gained (▲n) or lost (▼n) against last year's ranking, 'New', or '–' when unchanged. */
export function RankChangeBadge({ change, className }: { change: number | null; className?: string }) {
  const t = useTranslations(commonMessages);
  let text: string;
  let label: string;
  let tone: string;
  if (change === null) {
    text = t('rankChange.new');
    label = t('rankChange.newLabel');
    tone = 'bg-blue-50 text-blue-800 border-blue-200';
  } else if (change > 0) {
    text = t('rankChange.up', { count: change });
    label = t('rankChange.upLabel', { count: change });
    tone = 'bg-green-50 text-up border-green-200';
  } else if (change < 0) {
    text = t('rankChange.down', { count: -change });
    label = t('rankChange.downLabel', { count: -change });
    tone = 'bg-red-50 text-down border-red-200';
  } else {
    text = t('rankChange.same');
    label = t('rankChange.sameLabel');
    tone = 'bg-zinc-50 text-muted border-zinc-200';
  }
  return (
    <span
      data-testid="rank-change"
      className={cn(
        'inline-flex min-w-11 items-center justify-center rounded-full border px-2 py-0.5 text-xs font-semibold tabular-nums',
        tone,
        className,
      )}
      title={label}
    >
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
