import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors';
import * as repo from './badge.repository';
import { badgeSvg } from './badge-svg';

const number = (value: number) => value.toLocaleString('en');

/** "Palmarés | #12 · 3,450 pts": a creative's rank and points. */
export async function creativeBadge(db: Database, username: string): Promise<string> {
  const standing = await repo.creativeStanding(db, username);
  if (!standing) throw new NotFoundError(`Creative "${username}" not found`);
  return badgeSvg({
    label: 'Palmarés',
    value: `#${number(standing.rank)} · ${number(standing.totalPoints)} pts`,
    title: `${standing.name} on Palmarés: ranked #${number(standing.rank)} with ${number(standing.totalPoints)} points`,
  });
}

/** "Palmarés | #3 · 41 awards": agencies are ranked by their creatives' verified awards; they have no points of their own. */
export async function agencyBadge(db: Database, slug: string): Promise<string> {
  const standing = await repo.agencyStanding(db, slug);
  if (!standing) throw new NotFoundError(`Agency "${slug}" not found`);
  const awards = `${number(standing.totalAwards)} ${standing.totalAwards === 1 ? 'award' : 'awards'}`;
  return badgeSvg({
    label: 'Palmarés',
    value: `#${number(standing.rank)} · ${awards}`,
    title: `${standing.name} on Palmarés: agency ranked #${number(standing.rank)} with ${awards}`,
  });
}
