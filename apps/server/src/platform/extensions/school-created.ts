import type { Db } from '../../db/pool.ts';
import type { Contribution } from './registry.ts';

/** The creating transaction: a contribution's writes commit or roll back with the school. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The school just inserted, as the contributions need it. */
export interface CreatedSchool {
  id: number;
  /** The group that created it; null for a school created on its own. */
  groupId: number | null;
  /** China's date at creation ('YYYY-MM-DD'): the day defaults such as a first term start from. */
  today: string;
}

/** What a module gives every new school (check items and windows, attendance rules, fee defaults …). */
export interface SchoolCreatedHook extends Contribution {
  run: (tx: Tx, school: CreatedSchool) => Promise<unknown>;
}
