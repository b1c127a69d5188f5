import { Page, PageHeading } from '../components/layout/page';
import { DownloadCsvLink } from '../components/ui/download-link';
import { creativesCsvUrl } from '../features/creatives/api/creatives-csv';
import { Podium, PodiumSkeleton } from '../features/rankings/components/podium';
import { RankingList, useRanking } from '../features/rankings/components/ranking-list';
import { RANKING_QUERY } from '../features/rankings/ranking-query';
import { CoveragePanel, ScoringPanel } from '../features/rankings/components/static-panels';
import { StatTiles } from '../features/rankings/components/stat-tiles';
import { useTranslations } from '../i18n/i18n';
import { rankingsMessages } from '../i18n/messages/rankings';
import { useDocumentHead } from '../lib/use-document-head';

export function RankingsPage() {
  const t = useTranslations(rankingsMessages);
  useDocumentHead({ title: t('title'), description: t('metaDescription') });
  // One query feeds the podium (its first three) and the list.
  const ranking = useRanking();
  const first = ranking.data?.pages[0]?.items;

  return (
    <Page className="flex flex-col gap-8">
      <PageHeading title={t('title')} description={t('description')} className="mb-0" />
      <StatTiles />
      {first ? <Podium creatives={first} /> : ranking.isPending && <PodiumSkeleton />}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <RankingList query={ranking} action={<DownloadCsvLink href={creativesCsvUrl(RANKING_QUERY)} />} />
        <aside className="flex flex-col gap-6">
          <ScoringPanel />
          <CoveragePanel />
        </aside>
      </div>
    </Page>
  );
}
