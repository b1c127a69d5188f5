import type { FestivalStatus } from '@shared/constants';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useTranslations } from '../../../i18n/i18n';
import { commonMessages } from '../../../i18n/messages/common';

const TONES: Record<FestivalStatus, BadgeTone> = {
  open: 'green',
  upcoming: 'blue',
  closed: 'red',
  unknown: 'grey',
};

/** Registration status with the spec's labels ('Open for Submissions', 'Opening Soon', 'Closed'). */
export function FestivalStatusBadge({ status, className }: { status: FestivalStatus; className?: string }) {
  const t = useTranslations(commonMessages);
  return (
    <Badge tone={TONES[status]} className={className} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
