import { useParams } from 'wouter';
import { Page } from '../components/layout/page';
import { useFestival } from '../features/festivals/api/get-festival';
import { FestivalDetail } from '../features/festivals/components/detail/festival-detail';
import { FestivalLoading, FestivalNotFound } from '../features/festivals/components/detail/festival-states';
import { useFestivalHeadExtras } from '../features/festivals/components/detail/use-festival-head-extras';
import { useTranslations } from '../i18n/i18n';
import { festivalDetailMessages } from '../i18n/messages/festival-detail';
import { isNotFound } from '../lib/api-client';
import { useDocumentHead } from '../lib/use-document-head';

function truncate(text: string, max: number): string {
  const clean = text.trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** `/festival/{slug}`. */
export function FestivalPage() {
  const { slug } = useParams<{ slug: string }>();
  const t = useTranslations(festivalDetailMessages);
  const query = useFestival(slug || undefined);
  const festival = query.data;

  useDocumentHead(
    festival
      ? {
          title: t('festival.headTitle', { name: festival.name }),
          description: truncate(`${t('festival.description', { name: festival.name })} ${festival.description ?? ''}`, 200),
          canonicalPath: `/festival/${festival.slug}`,
        }
      : { title: !slug ? t('festival.missingSlug') : query.isError ? t('festival.notFound.title') : t('festival.loading') },
  );
  useFestivalHeadExtras(festival);

  return (
    <Page>
      {!slug ? (
        <FestivalNotFound variant="missingSlug" />
      ) : festival ? (
        <FestivalDetail festival={festival} />
      ) : query.isError ? (
        <FestivalNotFound variant={isNotFound(query.error) ? 'notFound' : 'error'} onRetry={() => void query.refetch()} />
      ) : (
        <FestivalLoading />
      )}
    </Page>
  );
}
