/** The home page's ranking: by points, 20 rows per 'Load more'. */
export const RANKING_PAGE_SIZE = 20;
export const RANKING_QUERY = { sort: 'points' } as const;
