import { Icon } from '../../../components/ui/icons';
import type { OwnAward } from '@shared/schemas/award';
import { Badge } from '../../../components/ui/badge';
import { useTranslations } from '../../../i18n/i18n';
import { dashboardMessages } from '../../../i18n/messages/dashboard';

const TONES = { verified: 'blue', pending: 'gold', rejected: 'red' } as const;
const ICONS = { verified: 'badge-check', pending: 'clock', rejected: 'circle-x' } as const;

/** Verified / Pending review / Rejected: always a word, never colour alone. */
export function AwardStatusBadge({ status }: { status: OwnAward['status'] }) {
  const t = useTranslations(dashboardMessages);
  return (
    <Badge tone={TONES[status]} data-status={status}>
      <Icon name={ICONS[status]} aria-hidden="true" className="h-3.5 w-3.5" />
      {t(`status.${status}`)}
    </Badge>
  );
}
