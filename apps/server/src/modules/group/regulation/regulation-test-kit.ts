import { sql } from 'drizzle-orm';
import { call, login, type TestApp } from '../../../../test/harness.ts';
import { DEMO_PASSWORD } from '../../../platform/demo/index.ts';

export const R = '/kid-arch/v1/regulator';
export const HOME = `${R}/school/list`;
export const ENTRY = '/iam/v1/web-oauth/common/auth-code';

let seq = 0;

/** Rows of a query as plain objects. */
export const rows = async (t: TestApp, q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows as Record<string, unknown>[];

/** A call's envelope (code, data). */
export const answer = async (t: TestApp, url: string, token: string, body?: unknown) => (await call(t.app, url, { token, body })).json();

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
