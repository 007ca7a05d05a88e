import { maskPhone } from '@kg/shared';
import type { UpdateSchoolInput } from '@kg/shared/modules/group/schools';
import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { maskAccountNo } from '../../../core/masking.ts';
import type { Db } from '../../../db/pool.ts';
import { assertSchoolInScope, groupOf } from '../../../platform/tenancy/index.ts';
import { assertNameFree, writePayment, writeSchoolProfile } from './school-create-service.ts';
import { type Appointed, appointDirector, relieveDirector, textDirector } from './school-director.ts';

/** One school of the caller's scope: its detail, and the group's edit of profile, director and payment. */

type DetailRow = {
  id: number;
  name: string;
  shortName: string | null;
  schoolType: number | null;
  grade: number | null;
  regionKeys: string | null;
  address: string | null;
  contactPhone: string | null;
  capacity: number | null;
  licenceNo: string | null;
  creditCode: string | null;
  foundedOn: string | null;
  disabled: boolean;
  createdAt: Date;
  merchantName: string | null;
  merchantNo: string | null;
  appId: string | null;
  settlementAccount: string | null;
  apiKeySet: boolean;
  childCount: number;
  classCount: number;
  staffCount: number;
  figuresAt: Date | null;
};

type Director = { memberId: number; name: string; phone: string };

async function directorOf(db: Pick<Db, 'execute'>, schoolId: number): Promise<Director | undefined> {
  const r = await db.execute<Director>(sql`select m.id as "memberId", m.real_name as name, a.phone
    from members m join accounts a on a.id = m.account_id
    where m.institution_id = ${schoolId} and m.is_admin and m.status = 1 order by m.id limit 1`);
  return r.rows[0];
}

export async function schoolDetail(db: Db, s: SessionInfo, schoolId: number) {
  await assertSchoolInScope(db, s, schoolId);
  const r = await db.execute<DetailRow>(sql`
    select i.id, i.name, p.short_name as "shortName", p.school_type as "schoolType", p.grade, i.region_keys as "regionKeys",
      i.address, p.contact_phone as "contactPhone", p.capacity, p.licence_no as "licenceNo", p.credit_code as "creditCode",
      p.founded_on::text as "foundedOn", i.disabled, i.created_at as "createdAt",
      pp.merchant_name as "merchantName", pp.merchant_no as "merchantNo", pp.app_id as "appId",
      pp.settlement_account as "settlementAccount", coalesce(pp.api_secret is not null, false) as "apiKeySet",
      coalesce(f.child_count, 0)::int as "childCount", coalesce(f.class_count, 0)::int as "classCount",
      coalesce(f.staff_count, 0)::int as "staffCount", f.refreshed_at as "figuresAt"
    from institutions i
    left join school_profiles p on p.school_id = i.id
    left join school_pay_params pp on pp.school_id = i.id
    left join school_figures f on f.school_id = i.id
    where i.id = ${schoolId}`);
  const row = oneRow<DetailRow>(r.rows);
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
        await tx.execute(sql`update institutions set name = ${p.name}, region_keys = ${p.regionKeys}, address = ${p.address}
          where id = ${u.schoolId}`);
        await writeSchoolProfile(tx, u.schoolId, p);
        await writePayment(tx, u.schoolId, u.payment);
        if (!u.director) return null;
        const current = await directorOf(tx, u.schoolId);
        if (current && current.phone === u.director.phone) {
          await tx.execute(
            sql`update members set real_name = ${u.director.name} where institution_id = ${u.schoolId} and id = ${current.memberId}`,
          );
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
