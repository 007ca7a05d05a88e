import { sqlStateOf } from './db-faults.ts';
import type { AppError } from './errors.ts';
import { notFound } from './errors.ts';

export const isUniqueViolation = (e: unknown) => sqlStateOf(e) === '23505';
export const isForeignKeyViolation = (e: unknown) => sqlStateOf(e) === '23503';

/**
 * Runs a write and turns the constraint violations it may meet into the caller's errors: the
 * checks before a write answer people, the constraints answer races, and both say the same.
 */
export async function guardedWrite<T>(run: () => Promise<T>, on: { unique?: () => AppError; foreignKey?: () => AppError }): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (on.unique && isUniqueViolation(e)) throw on.unique();
    if (on.foreignKey && isForeignKeyViolation(e)) throw on.foreignKey();
    throw e;
  }
}

/** The one row a scoped lookup or write found; none is "not found or not yours" (404). */
export function oneRow<T>(rows: readonly unknown[]): T {
  if (rows.length === 0) throw notFound();
  return rows[0] as T;
}
