import { Icon } from '../ui/icons';
import type { AwardType } from '@shared/constants';
import type { OwnAward } from '@shared/schemas/award';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';

const STATES = {
  verified: { key: 'ledger.counts', icon: 'circle-check', tone: 'text-up' },
  pending: { key: 'ledger.pending', icon: 'clock', tone: 'text-gold-ink' },
  rejected: { key: 'ledger.rejected', icon: 'circle-slash', tone: 'text-down' },
} as const;

/**
 * How an award scored (issue 12's ledger): its level, the points that level gives, and whether
 * they count in the rankings (verified), not yet (pending review) or not at all (rejected).
 */
export function AwardLedger({ type, points, status }: { type: AwardType; points: number; status: OwnAward['status'] }) {
  const common = useTranslations(commonMessages);
  const format = useFormat();
  const state = STATES[status];
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="award-ledger" data-status={status}>
      <span className="sr-only">{common('ledger.label')}: </span>
      <span className="font-medium text-ink tabular-nums">
        {common('ledger.value', { level: common(`award.${type}`), points: format.number(points) })}
      </span>
      <span aria-hidden="true" className="text-muted">
        ·
      </span>
      <span className={cn('inline-flex items-center gap-1 font-medium', state.tone)}>
        <Icon name={state.icon} aria-hidden="true" className="h-3.5 w-3.5" />
        {common(state.key)}
      </span>
    </p>
  );
}
