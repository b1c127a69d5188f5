import { Icon } from '../../../components/ui/icons';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import type { Claim } from '@shared/schemas/claim';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { useTranslations } from '../../../i18n/i18n';
import { dashboardMessages } from '../../../i18n/messages/dashboard';

/** The user's claim on a creative profile, waiting for a moderator: what happens next. */
export function PendingClaimCard({ claim }: { claim: Claim }) {
  const t = useTranslations(dashboardMessages);
  return (
    <Card data-testid="dashboard-pending-claim">
      <CardContent className="flex flex-col items-start gap-3 pt-5">
        <Badge tone="gold">
          <Icon name="clock" aria-hidden="true" className="h-3.5 w-3.5" />
          {t('claim.badge')}
        </Badge>
        <h2 className="text-lg font-semibold text-ink">{t('claim.title', { name: claim.targetName })}</h2>
        <p className="text-sm text-muted">{t('claim.text')}</p>
        <Link
          href={paths.creative.href(claim.targetId)}
          className="inline-flex items-center gap-1 text-sm font-medium text-ink underline underline-offset-4"
        >
          {t('claim.view', { name: claim.targetName })}
          <Icon name="external-link" aria-hidden="true" className="h-3.5 w-3.5" />
        </Link>
      </CardContent>
    </Card>
  );
}
