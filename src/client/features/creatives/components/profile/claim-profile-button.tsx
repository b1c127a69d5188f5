import { BadgeCheck } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent } from '../../../../components/ui/card';
import { useTranslations } from '../../../../i18n/i18n';
import { detailMessages } from '../../../../i18n/messages/detail';

/**
 * 'Claim This Profile' (spec section 2): only for a signed-in viewer, only while nobody owns
 * the profile. Used by the creative and the agency pages.
 */
export function ClaimProfileCard({
  claimed,
  viewerSignedIn,
  onClaim,
}: {
  claimed: boolean;
  viewerSignedIn: boolean;
  onClaim?: () => void;
}) {
  const t = useTranslations(detailMessages);
  if (claimed || !viewerSignedIn) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-5">
        <p className="text-sm text-muted">{t('claim.hint')}</p>
        <Button variant="gold" className="w-full" onClick={onClaim}>
          <BadgeCheck aria-hidden="true" className="h-4 w-4" />
          {t('claim.button')}
        </Button>
      </CardContent>
    </Card>
  );
}
