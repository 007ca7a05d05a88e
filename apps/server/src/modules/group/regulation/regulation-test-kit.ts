import type { Payload } from '@kg/shared';
import type { regulationEndpoints } from '@kg/shared/modules/group/regulation';
import { sql } from 'drizzle-orm';
import { login, type TestApp } from '../../../../test/harness.ts';
import { DEMO_PASSWORD } from '../../../platform/demo/index.ts';

let seq = 0;

/** Rows of a query as plain objects. */
export const rows = async (t: TestApp, q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows as Record<string, unknown>[];

/** A new institution of the type, named, in a region ('350000,350200,350212' style). */
export async function institution(t: TestApp, type: number, name: string, region: string | null, groupId: number | null = null) {
  const [r] = await rows(
    t,
    sql`insert into institutions (type, name, region_keys, group_id)
    values (${type}, ${name}, ${region}, ${groupId}) returning id`,
  );
  return Number(r.id);
}

/** A staff member of an institution (administrator or not) who can sign in; answers their session. */
export async function staffOf(t: TestApp, institutionId: number, isAdmin: boolean) {
  const phone = `1361000${String(++seq).padStart(4, '0')}`;
  const [a] = await rows(
    t,
    sql`insert into accounts (phone, password_hash, real_name)
    select ${phone}, password_hash, ${`职员${seq}`} from accounts where phone = '13900000001' returning id`,
  );
  const [m] = await rows(
    t,
    sql`insert into members (institution_id, account_id, real_name, is_admin)
    values (${institutionId}, ${a.id}, ${`职员${seq}`}, ${isAdmin}) returning id`,
  );
  return { memberId: Number(m.id), ...(await login(t.app, phone, DEMO_PASSWORD)) };
}

type NewUnit = Payload<typeof regulationEndpoints.addUnit>;
/** A unit to add, in the district's region unless `over` says otherwise; fields left out are absent, as the form leaves them. */
export const newUnit = (name: string, over: Partial<NewUnit> = {}): NewUnit => ({
  name,
  regionKeys: '350000,350200,350212',
  ...over,
});
