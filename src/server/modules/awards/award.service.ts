import { awardPoints } from '../../../shared/constants';
import type { OwnAward } from '../../../shared/schemas/award';
import type { awardInputSchema } from '../../../shared/schemas/award';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { transaction } from '../../db/transaction';
import { BadRequestError, ConflictError } from '../../errors';
import { findCreativeOwnedBy } from '../profiles/profile.repository';
import { getOwnProfile } from '../profiles/profile.service';
import * as repo from './award.repository';

type AwardData = z.output<typeof awardInputSchema>;

function invalid(path: string, message: string): BadRequestError {
  return new BadRequestError(`Invalid field "${path}": ${message}`, [{ path, message }]);
}

/**
 * A user adds an award to their own profile. It starts pending: not counted in points or
 * rank until a moderator verifies it. Points come from the type, whatever the client sent.
 */
export async function submitAward(db: Database, userId: string, data: AwardData, now: Date): Promise<OwnAward> {
  if (data.year > now.getUTCFullYear()) throw invalid('year', `year must be ${now.getUTCFullYear()} or earlier`);
  const awardId = await transaction(db, async (tx) => {
    const profile = await findCreativeOwnedBy(tx, userId);
    if (!profile) throw new ConflictError('Create your creative profile before adding awards');
    if (!(await repo.festivalExists(tx, data.festivalId))) throw invalid('festivalId', 'no such festival');
    if (!(await repo.categoryOfFestival(tx, data.categoryId, data.festivalId))) {
      throw invalid('categoryId', 'the category does not belong to that festival');
    }
    return repo.insertAward(tx, {
      creativeId: profile.id,
      festivalId: data.festivalId,
      categoryId: data.categoryId,
      title: data.title,
      description: data.description ?? null,
      year: data.year,
      type: data.type,
      points: awardPoints(data.type),
      submittedBy: userId,
    });
  });
  const profile = await getOwnProfile(db, userId);
  return profile.awards.find((award) => award.id === awardId)!;
}
