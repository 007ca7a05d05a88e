import type { Db } from '../../../db/pool.ts';
import type { IllnessSource } from '../../../platform/extensions/index.ts';
import { findCandidates, type ScanScope } from './alert-candidates.ts';
import { changeOf, notifyAlert, type Tell } from './alert-notify.ts';
import { type Raised, upsertAll } from './alert-raise.ts';

/**
 * One scan: the clusters in scope become alerts (new or grown). A new alert, and each growth of
 * one (more children or days), is told to whoever must act; a scan that adds nothing tells nobody.
 * `illness`: the app's illness sources (other modules' cases, e.g. sick leave), counted with the checks.
 */
export async function runScan(
  db: Pick<Db, 'execute' | 'select'>,
  tell: Tell,
  scope: ScanScope,
  illness: readonly IllnessSource[] = [],
): Promise<Raised[]> {
  const found = await upsertAll(db, await findCandidates(db, scope, illness));
  for (const r of found) {
    const change = changeOf(r);
    if (change) await notifyAlert(db, tell, r, change);
  }
  return found;
}
