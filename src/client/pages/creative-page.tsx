import { useParams } from 'wouter';
import { Page } from '../components/layout/page';
import { useAuth } from '../features/auth/use-auth';
import { useClaimOffered } from '../features/claims/use-claim-offered';
import { ClaimCard } from '../features/claims/components/claim-card';
import { CreativeNotFound } from '../features/creatives/components/profile/creative-not-found';
import { CreativeProfile } from '../features/creatives/components/profile/creative-profile';
import { CreativeProfileSkeleton } from '../features/creatives/components/profile/creative-profile-skeleton';
import { useSpecialtyLabel } from '../lib/use-specialty-label';
import { useCreative } from '../features/creatives/api/get-creative';
import { useTranslations } from '../i18n/i18n';
import { commonMessages } from '../i18n/messages/common';
import { creativeProfileMessages } from '../i18n/messages/creative-profile';
import { isNotFound } from '../lib/api-client';
import { useFormat } from '../lib/format';
import { useDocumentHead } from '../lib/use-document-head';

/** `/creative/{param}` and `/creatives/{param}`: param is an id when all digits, else a username. */
export function CreativePage() {
  const { param = '' } = useParams<{ param: string }>();
  const t = useTranslations(creativeProfileMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  const query = useCreative(param);
  const creative = query.data;
  const specialty = useSpecialtyLabel()(creative?.specialty);
  const role = creative?.agency ? `${specialty}, ${creative.agency}` : specialty;

  useDocumentHead(
    creative
      ? {
          title: t('creative.headTitle', { name: creative.name }),
          description:
            creative.rank === null
              ? t('creative.descriptionUnranked', { name: creative.name, role })
              : t('creative.description', {
                  name: creative.name,
                  role,
                  rank: format.number(creative.rank),
                  points: common.plural('points.long', creative.totalPoints),
                  awards: common.plural('awards', creative.totalAwards),
                }),
          canonicalPath: `/creative/${creative.username}`,
        }
      : { title: query.isError ? t('creative.notFound.headTitle') : t('creative.loading') },
  );

  const claimOffered = useClaimOffered('creative', creative?.claimed ?? true);
  const { user } = useAuth();

  return (
    <Page>
      {creative ? (
        <CreativeProfile
          creative={creative}
          claimOffered={claimOffered}
          viewerIsOwner={user?.creativeId === creative.id}
          claim={<ClaimCard targetType="creative" targetId={creative.id} targetName={creative.name} claimed={creative.claimed} />}
        />
      ) : query.isError ? (
        <CreativeNotFound notFound={isNotFound(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <CreativeProfileSkeleton />
      )}
    </Page>
  );
}
