import type { OwnProfile, ProfileData } from '../../../shared/schemas/profile';
import { usernameFromName } from '../../../shared/username';
import type { Database, Executor } from '../../db/client';
import { transaction } from '../../db/transaction';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { freeNames } from '../../lib/free-names';
import { awardsOfCreative } from '../creatives/creative.repository';
import { getCreative, toAward } from '../creatives/creative.service';
import { enterRanking } from '../../ranking/ranking.repository';
import * as repo from './profile.repository';

async function freeUsername(db: Executor, name: string): Promise<string> {
  const [username] = await freeNames([usernameFromName(name)], (candidates) => repo.takenUsernames(db, candidates));
  return username!;
}

async function chosenUsername(db: Executor, data: ProfileData, current?: { id: number; username: string }): Promise<string> {
  if (!data.username) return current?.username ?? freeUsername(db, data.name);
  if (data.username !== current?.username && (await repo.usernameTaken(db, data.username, current?.id))) {
    throw new ConflictError(`The username "${data.username}" is taken`);
  }
  return data.username;
}

/** The signed-in user's profile with every award, pending and rejected ones marked. */
export async function getOwnProfile(db: Executor, userId: string): Promise<OwnProfile> {
  const owned = await repo.findCreativeOwnedBy(db, userId);
  if (!owned) throw new NotFoundError('You have no creative profile yet');
  const [creative, awardRows] = await Promise.all([
    getCreative(db, { id: owned.id }),
    awardsOfCreative(db, owned.id, { verifiedOnly: false }),
  ]);
  return {
    ...creative,
    awards: awardRows.map((row) => ({
      ...toAward(row),
      status: row.verified ? 'verified' : row.reviewedAt ? 'rejected' : 'pending',
      rejectionReason: row.rejectionReason,
    })),
  };
}

export async function createOwnProfile(db: Database, userId: string, data: ProfileData): Promise<OwnProfile> {
  await transaction(db, async (tx) => {
    await repo.lockUser(tx, userId);
    if (await repo.findCreativeOwnedBy(tx, userId)) throw new ConflictError('You already have a creative profile');
    const username = await chosenUsername(tx, data);
    await repo.insertCreative(tx, data, { username, userId, agencyId: await repo.agencyIdByName(tx, data.agency) });
    await enterRanking(tx);
  });
  return getOwnProfile(db, userId);
}

export async function updateOwnProfile(db: Database, userId: string, creativeId: number, data: ProfileData): Promise<OwnProfile> {
  await transaction(db, async (tx) => {
    const current = await repo.findCreativeOwner(tx, creativeId);
    if (!current) throw new NotFoundError(`Creative ${creativeId} not found`);
    if (current.userId !== userId) throw new ForbiddenError('You can only edit your own profile');
    const username = await chosenUsername(tx, data, current);
    const agencyId = await repo.agencyIdByName(tx, data.agency);
    // Awards already won stay credited to the agency they were won at (awards.agency_id).
    await repo.updateCreative(tx, creativeId, data, { username, agencyId });
  });
  return getOwnProfile(db, userId);
}
