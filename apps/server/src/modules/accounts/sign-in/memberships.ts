import { InstitutionType } from '@kg/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import type { Db } from '../../../db/pool.ts';
import { accounts } from '../../../db/schema/index.ts';

export type Membership = {
  institutionId: number;
  type: number;
  name: string;
  groupId: number | null;
  groupName: string | null;
  memberId: number;
  realName: string;
};

/** The institutions an account may enter: active membership not disabled by the school, institution not disabled. */
export async function listMemberships(ctx: AppContext, accountId: number): Promise<Membership[]> {
  const r = await ctx.db.execute<Membership>(sql`
    select i.id as "institutionId", i.type, i.name, i.group_id as "groupId", g.name as "groupName",
           m.id as "memberId", m.real_name as "realName"
    from members m
    join institutions i on i.id = m.institution_id
    left join institutions g on g.id = i.group_id
    where m.account_id = ${accountId} and m.status = 1 and not i.disabled
      and not exists (select 1 from member_sign_in_blocks b where b.school_id = m.institution_id and b.member_id = m.id)
    order by case i.type when ${InstitutionType.school} then 0 when ${InstitutionType.group} then 1 else 2 end, i.id`);
  return r.rows;
}

/** The last institution entered if still allowed, else the first. */
export function pickDefault(list: Membership[], lastOrgId: number | null): Membership | undefined {
  return list.find((m) => m.institutionId === lastOrgId) ?? list[0];
}

/** The account signing in with this phone (the login name), if any. */
export async function accountByPhone(db: Db, phone: string) {
  const [acc] = await db.select().from(accounts).where(eq(accounts.phone, phone));
  return acc;
}

/** An account by id, if any. */
export async function accountById(db: Db, id: number) {
  const [acc] = await db.select().from(accounts).where(eq(accounts.id, id));
  return acc;
}
