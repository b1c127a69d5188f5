import { DownloadCsvLink } from '../components/ui/download-link';
import { creativesCsvUrl } from '../features/creatives/api/creatives-csv';
import { Podium, PodiumSkeleton } from '../features/rankings/components/podium';
import { RankingList, useRanking } from '../features/rankings/components/ranking-list';
import { RankingsFrame, type RankingViewProps } from '../features/rankings/components/rankings-frame';
import { RANKING_QUERY } from '../features/rankings/ranking-query';

function CreativesTab({ window, empty }: RankingViewProps) {
  // One query feeds the podium (its first three) and the list.
  const ranking = useRanking(window);
  const first = ranking.data?.pages[0]?.items;
  return (
    <>
      {first ? <Podium creatives={first} /> : ranking.isPending && <PodiumSkeleton />}
      <RankingList query={ranking} empty={empty} action={<DownloadCsvLink href={creativesCsvUrl({ ...RANKING_QUERY, ...window })} />} />
    </>
  );
}

/** `/` and `/rankings`: the creatives' ranking (the other tabs are pages of their own). */
export function RankingsPage() {
  return <RankingsFrame tab="creatives" view={CreativesTab} />;
}
