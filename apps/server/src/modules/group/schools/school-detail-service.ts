import { maskPhone } from '@kg/shared';
import type { UpdateSchoolInput } from '@kg/shared/modules/group/schools';
import { todayChina } from '@kg/shared/time/china';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { maskAccountNo } from '../../../core/masking.ts';
import type { Db } from '../../../db/pool.ts';
import { accounts, institutions, members, schoolFigures, schoolPayParams, schoolProfiles } from '../../../db/schema/index.ts';
import { assertSchoolInScope, groupOf } from '../../../platform/tenancy/index.ts';
import { assertNameFree, writePayment, writeSchoolProfile } from './school-create-service.ts';
import { type Appointed, appointDirector, relieveDirector, textDirector } from './school-director.ts';

/** One school of the caller's scope: its detail, and the group's edit of profile, director and payment. */

type Runner = Pick<Db, 'select'>;

/** The school's director: its first active administrator. */
async function directorOf(db: Runner, schoolId: number) {
  const [d] = await db
    .select({ memberId: members.id, name: members.realName, phone: accounts.phone })
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .where(and(eq(members.institutionId, schoolId), members.isAdmin, eq(members.status, 1)))
    .orderBy(asc(members.id))
    .limit(1);
  return d;
}

export async function schoolDetail(db: Db, s: SessionInfo, schoolId: number) {
  await assertSchoolInScope(db, s, schoolId);
  const i = institutions;
  const p = schoolProfiles;
  const pp = schoolPayParams;
  const f = schoolFigures;
  const rows = await db
    .select({
      id: i.id,
      name: i.name,
      shortName: p.shortName,
      schoolType: p.schoolType,
      grade: p.grade,
      regionKeys: i.regionKeys,
      address: i.address,
      contactPhone: p.contactPhone,
      capacity: p.capacity,
      licenceNo: p.licenceNo,
      creditCode: p.creditCode,
      foundedOn: p.foundedOn,
      disabled: i.disabled,
      createdAt: i.createdAt,
      merchantName: pp.merchantName,
      merchantNo: pp.merchantNo,
      appId: pp.appId,
      settlementAccount: pp.settlementAccount,
      apiKeySet: sql<boolean>`coalesce(${pp.apiSecret} is not null, false)`,
      childCount: sql<number>`coalesce(${f.childCount}, 0)::int`,
      classCount: sql<number>`coalesce(${f.classCount}, 0)::int`,
      staffCount: sql<number>`coalesce(${f.staffCount}, 0)::int`,
      figuresAt: f.refreshedAt,
    })
    .from(i)
    .leftJoin(p, eq(p.schoolId, i.id))
    .leftJoin(pp, eq(pp.schoolId, i.id))
    .leftJoin(f, eq(f.schoolId, i.id))
    .where(eq(i.id, schoolId));
  const row = oneRow<(typeof rows)[number]>(rows);
  const d = await directorOf(db, schoolId);
  const { merchantName, merchantNo, appId, settlementAccount, apiKeySet, childCount, classCount, staffCount, figuresAt, ...profile } = row;
  return {
    ...profile,
    director: d ? { name: d.name, phone: maskPhone(d.phone) } : null,
    payment: { merchantName, merchantNo, appId, settlementAccount: maskAccountNo(settlementAccount), apiKeySet },
    figures: { childCount, classCount, staffCount, figuresAt },
  };
}

/**
 * The group's edit of a school in one transaction: profile (name unique in the group), director
 * (the same phone renames them; another phone appoints its holder and relieves the former
 * director) and payment parameters. A newly appointed director is texted after the commit.
 */
export async function updateSchool(ctx: AppContext, s: SessionInfo, u: UpdateSchoolInput, ip?: string): Promise<void> {
  const groupId = groupOf(s);
  await assertSchoolInScope(ctx.db, s, u.schoolId);
  const p = u.school;
  const appointed = await guardedWrite(
    () =>
      ctx.db.transaction(async (tx): Promise<Appointed | null> => {
        await assertNameFree(tx, groupId, p.name, u.schoolId);
        await tx
          .update(institutions)
          .set({ name: p.name, regionKeys: p.regionKeys, address: p.address })
          .where(eq(institutions.id, u.schoolId));
        await writeSchoolProfile(tx, u.schoolId, p);
        await writePayment(tx, u.schoolId, u.payment);
        if (!u.director) return null;
        const current = await directorOf(tx, u.schoolId);
        if (current && current.phone === u.director.phone) {
          await tx
            .update(members)
            .set({ realName: u.director.name })
            .where(and(eq(members.institutionId, u.schoolId), eq(members.id, current.memberId)));
          return null;
        }
        const a = await appointDirector(ctx, tx, s, u.schoolId, u.director, todayChina(ctx.now()));
        if (current && current.memberId !== a.memberId) await relieveDirector(tx, u.schoolId, current.memberId);
        return a;
      }),
    { unique: () => new AppError('group-0001', { field: 'school.name' }) },
  );
  if (appointed) await textDirector(ctx, p.name, appointed, ip);
}
