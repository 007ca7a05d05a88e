import type { Db } from '../../../db/pool.ts';

/** What the child calls read and write with: ctx.db or a transaction. */
export type ChildDb = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;
