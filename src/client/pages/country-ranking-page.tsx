import { CountryRanking } from '../features/rankings/components/country-ranking';
import { RankingsFrame } from '../features/rankings/components/rankings-frame';

/** `/rankings/countries`: the rankings' countries tab. */
export function CountryRankingPage() {
  return <RankingsFrame tab="countries" view={CountryRanking} />;
}
