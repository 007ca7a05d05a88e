import { InstitutionType } from '@kg/shared';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../core/context.ts';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { accounts, institutions, memberSignInBlocks, members } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

const m = alias(members, 'm');
const i = alias(institutions, 'i');
const g = alias(institutions, 'g');
const b = alias(memberSignInBlocks, 'b');
const MEMBERSHIP = {
  institutionId: i.id,
  type: i.type,
  name: i.name,
  groupId: i.groupId,
  // left-joined: a school without a group has none
  groupName: sql<string | null>`${g.name}`,
  memberId: m.id,
  realName: m.realName,
};
const MEMBERSHIP_LIST = selectList(MEMBERSHIP);
export type Membership = RowOf<typeof MEMBERSHIP>;

/** The institutions an account may enter: active membership not disabled by the school, institution not disabled. */
export async function listMemberships(ctx: AppContext, accountId: number): Promise<Membership[]> {
  return preparedRows<Membership>(
    ctx.db,
    sql`select ${MEMBERSHIP_LIST}
    from ${members} m
    join ${institutions} i on ${i.id} = ${m.institutionId}
    left join ${institutions} g on ${g.id} = ${i.groupId}
    where ${m.accountId} = ${accountId} and ${m.status} = 1 and not ${i.disabled}
      and not exists (select 1 from ${memberSignInBlocks} b where ${b.schoolId} = ${m.institutionId} and ${b.memberId} = ${m.id})
    order by case ${i.type} when ${InstitutionType.school} then 0 when ${InstitutionType.group} then 1 else 2 end, ${i.id}`,
  );
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
