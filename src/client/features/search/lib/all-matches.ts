import { paths } from '@shared/paths';

/**
 * The directory listing every match of a text (the dropdown shows 5 a kind): the People or
 * Agencies page filtered by the name, where the header search leads when Enter finds nothing
 * highlighted or a section is full.
 */
export function allMatchesHref(kind: 'creatives' | 'agencies', query: string): string {
  const directory = kind === 'creatives' ? paths.people.href() : paths.agencies.href();
  return `${directory}?${new URLSearchParams({ q: query })}`;
}
