import type { AgencyRankingParams } from './get-agency-ranking';
import type { CountryRankingParams } from './get-country-ranking';

export const rankingKeys = {
  all: ['rankings'] as const,
  agencies: (params: AgencyRankingParams) => [...rankingKeys.all, 'agencies', params] as const,
  countries: (params: CountryRankingParams) => [...rankingKeys.all, 'countries', params] as const,
  windows: () => [...rankingKeys.all, 'windows'] as const,
  years: (festival?: string) => [...rankingKeys.all, 'years', festival ?? 'all'] as const,
};
