import { sql } from 'drizzle-orm';
import { startSession } from '../src/modules/accounts/index.ts';
import { demoAccount } from '../src/platform/demo/index.ts';
import type { TestApp } from './harness.ts';

/**
 * The demo regulator inside a school, read-only, as the /referer entry creates it: a caller the
 * core tests (the masking walk) and the modules' tests share, so none reaches into another module's kit.
 */
export async function regulatorVisit(t: TestApp, schoolId: number): Promise<{ token: string; memberId: number }> {
  const r = await t.db.execute(sql`select m.institution_id as "regulatorId", m.id as "memberId", m.account_id as "accountId"
    from members m join accounts a on a.id = m.account_id where a.phone = ${demoAccount('regulator').phone}`);
  const row = r.rows[0] as { regulatorId: number; memberId: number; accountId: number };
  const s = await startSession(t.ctx, {
    accountId: row.accountId,
    institutionId: schoolId,
    memberId: row.memberId,
    readOnly: true,
    viaInstitutionId: row.regulatorId,
  });
  return { token: s.token, memberId: row.memberId };
}
