import { AgencyRanking } from '../features/rankings/components/agency-ranking';
import { RankingsFrame } from '../features/rankings/components/rankings-frame';

/** `/rankings/agencies`: the rankings' agencies tab. */
export function AgencyRankingPage() {
  return <RankingsFrame tab="agencies" view={AgencyRanking} />;
}
