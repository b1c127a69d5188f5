import type { AgencyRankingParams } from './get-agency-ranking';
import type { CountryRankingParams } from './get-country-ranking';

export const rankingKeys = {
  all: ['rankings'] as const,
  agencies: (params: AgencyRankingParams) => [...rankingKeys.all, 'agencies', params] as const,
  countries: (params: CountryRankingParams) => [...rankingKeys.all, 'countries', params] as const,
  windows: (festival?: string) => [...rankingKeys.all, 'windows', festival ?? 'all'] as const,
};
