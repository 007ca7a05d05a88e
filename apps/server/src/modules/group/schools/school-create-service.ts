import { InstitutionType } from '@kg/shared';
import type { CreateSchoolInput, PaymentInput } from '@kg/shared/modules/group/schools';
import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { guardedWrite } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { type Registry, runSchoolCreated, type SchoolCreatedHook } from '../../../platform/extensions/index.ts';
import { createCurrentTerm, createDefaultGrades, createSchoolRoles, groupOf } from '../../../platform/tenancy/index.ts';
import { appointDirector, textDirector } from './school-director.ts';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];
type Profile = CreateSchoolInput['school'];

/** Locks the group (creations and renames of its schools queue) and refuses a name another of its schools has. */
export async function assertNameFree(tx: Tx, groupId: number, name: string, except = 0): Promise<void> {
  await tx.execute(sql`select id from institutions where id = ${groupId} for update`);
  const r = await tx.execute(sql`select 1 from institutions where group_id = ${groupId} and type = ${InstitutionType.school}
    and lower(name) = lower(${name}) and id <> ${except}`);
  if (r.rows.length) throw new AppError('group-0001', { field: 'school.name' });
}

/** The profile beside institutions (name, region and address live there). */
export async function writeSchoolProfile(tx: Tx, schoolId: number, p: Profile): Promise<void> {
  await tx.execute(sql`insert into school_profiles (school_id, short_name, school_type, grade, contact_phone, licence_no,
      credit_code, founded_on, capacity, updated_at)
    values (${schoolId}, ${p.shortName}, ${p.schoolType}, ${p.grade}, ${p.contactPhone}, ${p.licenceNo}, ${p.creditCode},
      ${p.foundedOn}, ${p.capacity}, now())
    on conflict (school_id) do update set short_name = excluded.short_name, school_type = excluded.school_type,
      grade = excluded.grade, contact_phone = excluded.contact_phone, licence_no = excluded.licence_no,
      credit_code = excluded.credit_code, founded_on = excluded.founded_on, capacity = excluded.capacity,
      updated_at = excluded.updated_at`);
}

/** Payment parameters; a blank key or settlement account keeps the stored one (neither is read back in full to be re-sent). */
export async function writePayment(tx: Tx, schoolId: number, p: PaymentInput): Promise<void> {
  await tx.execute(sql`insert into school_pay_params (school_id, merchant_name, merchant_no, app_id, settlement_account, api_secret, updated_at)
    values (${schoolId}, ${p.merchantName}, ${p.merchantNo}, ${p.appId}, ${p.settlementAccount}, ${p.apiKey}, now())
    on conflict (school_id) do update set merchant_name = excluded.merchant_name, merchant_no = excluded.merchant_no,
      app_id = excluded.app_id, settlement_account = coalesce(excluded.settlement_account, school_pay_params.settlement_account),
      api_secret = coalesce(excluded.api_secret, school_pay_params.api_secret), updated_at = excluded.updated_at`);
}

/**
 * A new school of the caller's group in one transaction: the institution, its profile and payment
 * parameters, built-in roles, default grades, what each module gives a new school (`onSchoolCreated`:
 * health's check items and windows …), the current term and the director. The director is texted
 * after the commit; any failure before it, a module's included, leaves nothing behind.
 */
export async function createSchool(
  ctx: AppContext,
  onCreated: Registry<SchoolCreatedHook>,
  s: SessionInfo,
  input: CreateSchoolInput,
  ip?: string,
): Promise<number> {
  const groupId = groupOf(s);
  const today = todayChina(ctx.now());
  const p = input.school;
  const done = await guardedWrite(
    () =>
      ctx.db.transaction(async (tx) => {
        await assertNameFree(tx, groupId, p.name);
        const ins = await tx.execute<{ id: number }>(sql`insert into institutions (type, name, group_id, region_keys, address)
          values (${InstitutionType.school}, ${p.name}, ${groupId}, ${p.regionKeys}, ${p.address}) returning id`);
        const schoolId = Number(ins.rows[0].id);
        await writeSchoolProfile(tx, schoolId, p);
        await writePayment(tx, schoolId, input.payment);
        await createSchoolRoles(tx, schoolId);
        await createDefaultGrades(tx, schoolId);
        await runSchoolCreated(onCreated, tx, { id: schoolId, groupId, today });
        await createCurrentTerm(tx, schoolId, today);
        const director = await appointDirector(ctx, tx, s, schoolId, input.director, today);
        return { schoolId, director };
      }),
    // a racing creation elsewhere cannot pass the group lock; a unique clash here is the name's
    { unique: () => new AppError('group-0001', { field: 'school.name' }) },
  );
  await textDirector(ctx, p.name, done.director, ip);
  return done.schoolId;
}
