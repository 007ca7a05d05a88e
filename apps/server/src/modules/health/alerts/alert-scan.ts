import type { Db } from '../../../db/pool.ts';
import { findCandidates, type ScanScope } from './alert-candidates.ts';
import { notifyRaised, type Tell } from './alert-notify.ts';
import { type Raised, upsertAll } from './alert-raise.ts';

/** One scan: the clusters in scope become alerts (new or grown), and each new alert is told to whoever must act. */
export async function runScan(db: Pick<Db, 'execute'>, tell: Tell, scope: ScanScope): Promise<Raised[]> {
  const found = await upsertAll(db, await findCandidates(db, scope));
  for (const r of found) if (r.raised) await notifyRaised(db, tell, r);
  return found;
}

/** Today in China (Asia/Shanghai), as YYYY-MM-DD. */
export const chinaDay = (at: Date): string => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
