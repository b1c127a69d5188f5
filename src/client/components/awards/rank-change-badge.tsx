import { Icon, type IconName } from '../ui/icons';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';

type Kind = 'new' | 'up' | 'down' | 'same';

const ICONS: Record<Kind, IconName> = { new: 'sparkles', up: 'arrow-up', down: 'arrow-down', same: 'minus' };

const TONES: Record<'text' | 'icon', Record<Kind, string>> = {
  text: {
    new: 'bg-blue-50 text-blue-800 border-blue-200',
    up: 'bg-green-50 text-up border-green-200',
    down: 'bg-red-50 text-down border-red-200',
    same: 'bg-zinc-50 text-muted border-zinc-200',
  },
  icon: { new: 'bg-blue-50 text-blue-800', up: 'bg-green-50 text-up', down: 'bg-red-50 text-down', same: 'bg-zinc-100 text-muted' },
};

function kindOf(change: number | null): Kind {
  if (change === null) return 'new';
  return change > 0 ? 'up' : change < 0 ? 'down' : 'same';
}

/**
 * Places gained or lost against the ranking of a year earlier; `null` means new this year.
 * `text` (ranking rows): ▲n, ▼n, 'New' or '–'. `icon` (profile): an arrow and the count.
 */
export function RankChangeBadge({
  change,
  variant = 'text',
  className,
}: {
  change: number | null;
  variant?: 'text' | 'icon';
  className?: string;
}) {
  const t = useTranslations(commonMessages);
  const format = useFormat();
  const kind = kindOf(change);
  const count = change === null ? '' : format.number(Math.abs(change));
  const label = t(`rankChange.${kind}Label`, { count });

  if (variant === 'icon') {
    const text = kind === 'new' ? t('rankChange.new') : kind === 'same' ? '' : count;
    return (
      <span
        className={cn('inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-semibold', TONES.icon[kind], className)}
        title={label}
      >
        <Icon name={ICONS[kind]} aria-hidden="true" className="h-3 w-3" />
        <span aria-hidden="true">{text}</span>
        <span className="sr-only">{label}</span>
      </span>
    );
  }

  return (
    <span
      data-testid="rank-change"
      className={cn(
        'inline-flex min-w-11 items-center justify-center rounded-full border px-2 py-0.5 text-xs font-semibold tabular-nums',
        TONES.text[kind],
        className,
      )}
      title={label}
    >
      <span aria-hidden="true">{t(`rankChange.${kind}`, { count })}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
