import type { FestivalWinnersParams } from './get-festival-winners';
import type { FestivalListParams } from './get-festivals';

export const festivalKeys = {
  all: ['festivals'] as const,
  lists: () => [...festivalKeys.all, 'list'] as const,
  list: (params: FestivalListParams) => [...festivalKeys.lists(), params] as const,
  upcomingDeadlines: (limit: number) => [...festivalKeys.all, 'upcoming-deadlines', limit] as const,
  details: () => [...festivalKeys.all, 'detail'] as const,
  detail: (slug: string) => [...festivalKeys.details(), slug] as const,
  winners: (slug: string, params: FestivalWinnersParams) => [...festivalKeys.all, 'winners', slug, params] as const,
  categories: (festivalId?: number) => ['categories', festivalId ?? 'all'] as const,
};
