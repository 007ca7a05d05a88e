import { eq } from 'drizzle-orm';
import { accounts, members } from '../src/db/schema/index.ts';
import { startSession } from '../src/modules/accounts/index.ts';
import { demoAccount } from '../src/platform/demo/index.ts';
import type { TestApp } from './harness.ts';
import { type LoginResult, signedTo } from './sign-in.ts';

/**
 * The demo regulator inside a school, read-only, as the /referer entry creates it: a caller the
 * core tests (the masking walk) and the modules' tests share, so none reaches into another module's kit.
 * A harness session like the other sign-ins' (the login answer, signed to the app), so the typed
 * call takes it as it is.
 */
export async function regulatorVisit(t: TestApp, schoolId: number): Promise<LoginResult> {
  const [row] = await t.db
    .select({ regulatorId: members.institutionId, memberId: members.id, accountId: members.accountId })
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .where(eq(accounts.phone, demoAccount('regulator').phone));
  const s = await startSession(t.ctx, {
    accountId: row.accountId,
    institutionId: schoolId,
    memberId: row.memberId,
    readOnly: true,
    viaInstitutionId: row.regulatorId,
  });
  return signedTo(t.app, s);
}
