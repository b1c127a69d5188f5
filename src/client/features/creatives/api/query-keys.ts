import type { CreativeListParams } from './get-creatives';

export const creativeKeys = {
  all: ['creatives'] as const,
  lists: () => [...creativeKeys.all, 'list'] as const,
  list: (params: CreativeListParams) => [...creativeKeys.lists(), params] as const,
  infinite: (params: Omit<CreativeListParams, 'offset'>) => [...creativeKeys.lists(), 'infinite', params] as const,
  details: () => [...creativeKeys.all, 'detail'] as const,
  detail: (param: string) => [...creativeKeys.details(), param] as const,
  ofAgency: (agencyName: string, params: { limit?: number; offset?: number }) =>
    [...creativeKeys.all, 'agency', agencyName, params] as const,
};
