import { paths } from '@shared/paths';

export type MatchKind = 'creatives' | 'agencies' | 'festivals';

const DIRECTORIES: Record<MatchKind, () => string> = {
  creatives: paths.people.href,
  agencies: paths.agencies.href,
  festivals: paths.festivals.href,
};

/**
 * The directory listing every match of a text (the dropdown shows 5 a kind): the People,
 * Agencies or Festivals page filtered by it, where the header search leads when a section is
 * full or Enter finds nothing highlighted.
 */
export function allMatchesHref(kind: MatchKind, query: string): string {
  return `${DIRECTORIES[kind]()}?${new URLSearchParams({ q: query })}`;
}
