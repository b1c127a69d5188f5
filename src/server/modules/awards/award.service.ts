import { awardPoints, latestAwardYear } from '../../../shared/constants';
import type { OwnAward } from '../../../shared/schemas/award';
import type { awardInputSchema } from '../../../shared/schemas/award';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { transaction } from '../../db/transaction';
import { BadRequestError, ConflictError } from '../../errors';
import { findCreativeOwnedBy } from '../profiles/profile.repository';
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
  const latest = latestAwardYear(now);
  if (data.year > latest) throw invalid('year', `year must be ${latest} or earlier`);
  return transaction(db, async (tx) => {
    const profile = await findCreativeOwnedBy(tx, userId);
    if (!profile) throw new ConflictError('Create your creative profile before adding awards');
    const festival = await repo.findFestival(tx, data.festivalId);
    if (!festival) throw invalid('festivalId', 'no such festival');
    const category = await repo.findCategoryOfFestival(tx, data.categoryId, data.festivalId);
    if (!category) throw invalid('categoryId', 'the category does not belong to that festival');
    // Omitted: the agency the creative works at now; null: won at no listed agency.
    const agency =
      data.agencyId === undefined
        ? ((await repo.currentAgencyOf(tx, profile.id)) ?? null)
        : data.agencyId === null
          ? null
          : await repo.findAgency(tx, data.agencyId);
    if (agency === undefined) throw invalid('agencyId', 'no such agency');
    const award = {
      title: data.title,
      description: data.description ?? null,
      year: data.year,
      type: data.type,
      points: awardPoints(data.type),
    };
    const id = await repo.insertAward(tx, {
      ...award,
      creativeId: profile.id,
      festivalId: festival.id,
      categoryId: category.id,
      agencyId: agency?.id ?? null,
      submittedBy: userId,
    });
    // Everything the owner sees is known here: no need to read the award back.
    return {
      ...award,
      id,
      verified: false,
      status: 'pending',
      rejectionReason: null,
      festivalId: festival.id,
      categoryId: category.id,
      festival,
      category,
      agency,
    } satisfies OwnAward;
  });
}
