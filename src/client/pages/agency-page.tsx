import { useParams } from 'wouter';
import { Page } from '../components/layout/page';
import { useAgency } from '../features/agencies/api/get-agency';
import { ClaimCard } from '../features/claims/components/claim-card';
import { AgencyDetail } from '../features/agencies/components/detail/agency-detail';
import { AgencyLoading, AgencyNotFound } from '../features/agencies/components/detail/agency-states';
import { useTranslations } from '../i18n/i18n';
import { agencyDetailMessages } from '../i18n/messages/agency-detail';
import { isNotFound } from '../lib/api-client';
import { useDocumentHead } from '../lib/use-document-head';

/** `/agency/{slug or id}`. */
export function AgencyPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const t = useTranslations(agencyDetailMessages);
  const query = useAgency(slug);
  const agency = query.data;

  useDocumentHead(
    agency
      ? {
          title: t('agency.headTitle', { name: agency.name }),
          description: agency.description ?? t('agency.description', { name: agency.name }),
          canonicalPath: `/agency/${agency.slug}`,
        }
      : { title: query.isError ? t('agency.notFound.title') : t('agency.loading') },
  );

  return (
    <Page>
      {agency ? (
        <AgencyDetail
          agency={agency}
          claim={<ClaimCard targetType="agency" targetId={agency.id} targetName={agency.name} claimed={agency.claimed} />}
        />
      ) : query.isError ? (
        <AgencyNotFound notFound={isNotFound(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <AgencyLoading />
      )}
    </Page>
  );
}
