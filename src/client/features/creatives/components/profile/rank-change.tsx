import { ArrowDown, ArrowUp, Minus, Sparkles } from 'lucide-react';
import { useTranslations } from '../../../../i18n/i18n';
import { commonMessages } from '../../../../i18n/messages/common';
import { useFormat } from '../../../../lib/format';
import { cn } from '../../../../lib/cn';

/** Places gained or lost against the ranking of a year earlier; `null` means new this year. */
export function RankChange({ change, className }: { change: number | null; className?: string }) {
  const common = useTranslations(commonMessages);
  const format = useFormat();
  const count = change === null ? '' : format.number(Math.abs(change));
  const [label, text, tone, Icon] =
    change === null
      ? [common('rankChange.newLabel'), common('rankChange.new'), 'bg-blue-50 text-blue-800', Sparkles]
      : change > 0
        ? [common('rankChange.upLabel', { count }), count, 'bg-green-50 text-up', ArrowUp]
        : change < 0
          ? [common('rankChange.downLabel', { count }), count, 'bg-red-50 text-down', ArrowDown]
          : [common('rankChange.sameLabel'), '', 'bg-zinc-100 text-muted', Minus];
  return (
    <span
      className={cn('inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-semibold', tone, className)}
      title={label}
    >
      <Icon aria-hidden="true" className="h-3 w-3" />
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
