import type { Database, Transaction } from './client';
import { isRetryableConflict } from '../errors';

const ATTEMPTS = 3;

/**
 * A transaction that runs again (at most three times in all) when PostgreSQL aborts it as a
 * deadlock victim or a serialization failure: both mean it lost a race and changed nothing.
 * Locks are taken in a consistent order so this stays rare; a last failure becomes a 409.
 */
export async function transaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryableConflict(error)) throw error;
    }
  }
}
