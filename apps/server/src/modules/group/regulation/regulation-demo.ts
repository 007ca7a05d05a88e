import { InstitutionType } from '@kg/shared';
import { and, asc, eq, isNull, not, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  accounts,
  institutions,
  memberRoles,
  members,
  regulatorBodies,
  regulatorSchools,
  roles,
  supervisionRequests,
} from '../../../db/schema/index.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';
import { DEMO_INSTITUTIONS, demoAccount } from '../../../platform/demo/index.ts';

/**
 * The authorities' demo: the city bureau (the school area's demo creates it) becomes the
 * district's superior and gets an administrator of its own, so the city sees the district's
 * schools; the district asks to supervise a school it does not supervise yet (one of its region,
 * else one of another group), pending the director's answer.
 */
export const regulationDemo: DemoSeeder = async (tx, { regulatorId }) => {
  if (!regulatorId) return;
  const [city] = await tx
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.type, InstitutionType.regulator), eq(institutions.name, DEMO_INSTITUTIONS.cityRegulator)))
    .orderBy(asc(institutions.id))
    .limit(1);
  const cityId = city?.id;
  if (cityId === undefined) return;
  await tx
    .insert(regulatorBodies)
    .values([
      { institutionId: cityId, superiorId: null, contactName: '郑晓梅', contactPhone: '0592-5069011' },
      { institutionId: regulatorId, superiorId: cityId, contactName: '陈建华', contactPhone: '0592-7022310' },
    ])
    .onConflictDoNothing({ target: regulatorBodies.institutionId });
  const noAddress = (id: number) => and(eq(institutions.id, id), isNull(institutions.address));
  await tx.update(institutions).set({ address: '厦门市思明区体育路95号' }).where(noAddress(cityId));
  await tx.update(institutions).set({ address: '厦门市同安区环城南路333号' }).where(noAddress(regulatorId));

  // the city's administrator: same password as every demo account (the district's hash)
  const [districtAdmin] = await tx
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .innerJoin(members, eq(members.accountId, accounts.id))
    .where(and(eq(members.institutionId, regulatorId), eq(members.isAdmin, true)))
    .orderBy(asc(members.id))
    .limit(1);
  if (!districtAdmin) return;
  const [acc] = await tx
    .insert(accounts)
    .values({ phone: demoAccount('cityRegulator').phone, passwordHash: districtAdmin.passwordHash, realName: '郑晓梅' })
    .onConflictDoUpdate({ target: accounts.phone, set: { realName: sql`${accounts.realName}` } })
    .returning({ id: accounts.id });
  const [member] = await tx
    .insert(members)
    .values({ institutionId: cityId, accountId: acc.id, realName: '郑晓梅', isAdmin: true, allRange: true })
    .returning({ id: members.id });
  const [role] = await tx.insert(roles).values({ institutionId: cityId, name: '督导员', builtin: 'regulator' }).returning({ id: roles.id });
  await tx.insert(memberRoles).values({ institutionId: cityId, memberId: member.id, roleId: role.id });

  // an open school of its region first; else a school of another group (the second demo group
  // lies outside the district), so that group's director has a request to answer
  const s = alias(institutions, 's');
  const r = alias(institutions, 'r');
  const rs = alias(regulatorSchools, 'rs');
  const p = alias(supervisionRequests, 'p');
  const inRegion = sql`(${s.regionKeys} = ${r.regionKeys} or ${s.regionKeys} like ${r.regionKeys} || ',%')`;
  const [open] = await tx
    .select({ id: s.id })
    .from(s)
    .innerJoin(r, eq(r.id, regulatorId))
    .where(
      and(
        eq(s.type, InstitutionType.school),
        not(s.disabled),
        sql`(${inRegion} or ${s.groupId} is not null)`,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(rs)
            .where(and(eq(rs.regulatorId, r.id), eq(rs.schoolId, s.id))),
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(p)
            .where(and(eq(p.regulatorId, r.id), eq(p.schoolId, s.id))),
        ),
      ),
    )
    .orderBy(sql`${s.regionKeys} like ${r.regionKeys} || '%' desc`, asc(s.id))
    .limit(1);
  if (open) {
    await tx.insert(supervisionRequests).values({
      schoolId: open.id,
      regulatorId,
      message: '按照区级学前教育督导安排，申请将贵园纳入日常监管。',
      createdAt: sql`now() - interval '1 day'`,
    });
  }
};
