import { InstitutionType } from '@kg/shared';
import type { CreateSchoolInput, PaymentInput } from '@kg/shared/modules/group/schools';
import { todayChina } from '@kg/shared/time/china';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { guardedWrite } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { institutions, schoolPayParams, schoolProfiles } from '../../../db/schema/index.ts';
import { type Registry, runSchoolCreated, type SchoolCreatedHook } from '../../../platform/extensions/index.ts';
import { createCurrentTerm, createDefaultGrades, createSchoolRoles, groupOf } from '../../../platform/tenancy/index.ts';
import { appointDirector, textDirector } from './school-director.ts';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];
type Profile = CreateSchoolInput['school'];

/** Locks the group (creations and renames of its schools queue) and refuses a name another of its schools has. */
export async function assertNameFree(tx: Tx, groupId: number, name: string, except = 0): Promise<void> {
  await tx.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, groupId)).for('update');
  const taken = await tx
    .select({ id: institutions.id })
    .from(institutions)
    .where(
      and(
        eq(institutions.groupId, groupId),
        eq(institutions.type, InstitutionType.school),
        sql`lower(${institutions.name}) = lower(${name})`,
        ne(institutions.id, except),
      ),
    );
  if (taken.length) throw new AppError('group-0001', { field: 'school.name' });
}

/** The profile beside institutions (name, region and address live there). */
export async function writeSchoolProfile(tx: Tx, schoolId: number, p: Profile): Promise<void> {
  const profile = {
    shortName: p.shortName,
    schoolType: p.schoolType,
    grade: p.grade,
    contactPhone: p.contactPhone,
    licenceNo: p.licenceNo,
    creditCode: p.creditCode,
    foundedOn: p.foundedOn,
    capacity: p.capacity,
    updatedAt: sql`now()`,
  };
  await tx
    .insert(schoolProfiles)
    .values({ schoolId, ...profile })
    .onConflictDoUpdate({ target: schoolProfiles.schoolId, set: profile });
}

/** Payment parameters; a blank key or settlement account keeps the stored one (neither is read back in full to be re-sent). */
export async function writePayment(tx: Tx, schoolId: number, p: PaymentInput): Promise<void> {
  const t = schoolPayParams;
  const payment = { merchantName: p.merchantName, merchantNo: p.merchantNo, appId: p.appId, updatedAt: sql`now()` };
  await tx
    .insert(t)
    .values({ schoolId, ...payment, settlementAccount: p.settlementAccount, apiSecret: p.apiKey })
    .onConflictDoUpdate({
      target: t.schoolId,
      set: {
        ...payment,
        settlementAccount: sql`coalesce(${p.settlementAccount}::text, ${t.settlementAccount})`,
        apiSecret: sql`coalesce(${p.apiKey}::text, ${t.apiSecret})`,
      },
    });
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
        const [{ id: schoolId }] = await tx
          .insert(institutions)
          .values({ type: InstitutionType.school, name: p.name, groupId, regionKeys: p.regionKeys, address: p.address })
          .returning({ id: institutions.id });
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
