import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors';
import * as repo from './badge.repository';
import { badgeSvg } from './badge-svg';

const number = (value: number) => value.toLocaleString('en');

/** "Palmarés | #12 · 3,450 pts": a rank and points. */
function standingBadge(standing: { name: string; rank: number; totalPoints: number }, kind: string): string {
  return badgeSvg({
    label: 'Palmarés',
    value: `#${number(standing.rank)} · ${number(standing.totalPoints)} pts`,
    title: `${standing.name} on Palmarés: ${kind} #${number(standing.rank)} with ${number(standing.totalPoints)} points`,
  });
}

/** A creative's rank and points. */
export async function creativeBadge(db: Database, username: string): Promise<string> {
  const standing = await repo.creativeStanding(db, username);
  if (!standing) throw new NotFoundError(`Creative "${username}" not found`);
  return standingBadge(standing, 'ranked');
}

/** An agency's all-time rank and points (the points of the awards won there). */
export async function agencyBadge(db: Database, slug: string): Promise<string> {
  const standing = await repo.agencyStanding(db, slug);
  if (!standing) throw new NotFoundError(`Agency "${slug}" not found`);
  return standingBadge(standing, 'agency ranked');
}
