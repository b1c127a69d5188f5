import type { AgencyListParams } from './get-agencies';

export const agencyKeys = {
  all: ['agencies'] as const,
  lists: () => [...agencyKeys.all, 'list'] as const,
  list: (params: AgencyListParams) => [...agencyKeys.lists(), params] as const,
  details: () => [...agencyKeys.all, 'detail'] as const,
  detail: (slug: string) => [...agencyKeys.details(), slug] as const,
};
