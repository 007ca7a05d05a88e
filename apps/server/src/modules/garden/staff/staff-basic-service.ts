import { and, eq } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { masker } from '../../../core/masking.ts';
import { accounts, members, staffProfiles } from '../../../db/schema/index.ts';
import { mayChangeAccount } from '../../../platform/accounts/index.ts';
import type { StaffTarget } from './profile-access.ts';

export interface BasicRow {
  id: number;
  accountId: number;
  realName: string;
  phone: string;
  avatarUrl: string | null;
  gender: number | null;
  birthday: string | null;
  nation: string | null;
  idCardType: number | null;
  idCardNo: string | null;
  countryType: number | null;
  nativePlace: string | null;
  address: string | null;
  education: number | null;
  email: string | null;
}

/** The member (of the target's school only), its account and its staff profile. */
export async function loadBasic(ctx: AppContext, t: StaffTarget): Promise<BasicRow> {
  const [row] = await ctx.db
    .select({
      id: members.id,
      accountId: members.accountId,
      realName: members.realName,
      phone: accounts.phone,
      avatarUrl: accounts.avatarUrl,
      gender: staffProfiles.gender,
      birthday: staffProfiles.birthday,
      nation: staffProfiles.nation,
      idCardType: staffProfiles.idCardType,
      idCardNo: staffProfiles.idCardNo,
      countryType: staffProfiles.countryType,
      nativePlace: staffProfiles.nativePlace,
      address: staffProfiles.address,
      education: staffProfiles.education,
      email: staffProfiles.email,
    })
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .leftJoin(staffProfiles, and(eq(staffProfiles.schoolId, members.institutionId), eq(staffProfiles.memberId, members.id)))
    .where(and(eq(members.institutionId, t.schoolId), eq(members.id, t.memberId)));
  if (!row) throw notFound();
  return row;
}

/**
 * The basic profile as shown to this caller: phone and ID number in full on their own profile,
 * otherwise masked unless a holder of the reveal code asks (`reveal`).
 */
export function basicView(row: BasicRow, t: StaffTarget, s: SessionInfo, reveal = false) {
  const m = masker(s, t.own ? 'own' : reveal ? 'revealed' : 'masked');
  return {
    id: row.id,
    realName: row.realName,
    mobile: m.phone(row.phone),
    gender: row.gender,
    birthday: row.birthday,
    nation: row.nation,
    idCardType: row.idCardType,
    idCardNo: m.idCard(row.idCardNo, row.idCardType),
    countryType: row.countryType,
    nativePlace: row.nativePlace ?? '',
    address: row.address,
    education: row.education,
    email: row.email,
    avatarImgUrl: { url: row.avatarUrl ?? '' },
  };
}

export interface BasicPatch {
  realName?: string;
  avatarUrl?: string | null;
  profile: Partial<
    Pick<
      typeof staffProfiles.$inferInsert,
      'gender' | 'birthday' | 'nation' | 'idCardType' | 'idCardNo' | 'countryType' | 'nativePlace' | 'address' | 'education' | 'email'
    >
  >;
}

/** A transaction of the app database (staff management composes several writes into one). */
export type DbTx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/** Writes a checked patch in one transaction: profile upsert, names, avatar. */
export async function saveBasic(ctx: AppContext, s: SessionInfo, t: StaffTarget, row: BasicRow, patch: BasicPatch): Promise<void> {
  await ctx.db.transaction((tx) => writeBasic(tx, ctx.now(), s, t, row, patch));
}

/**
 * The writes of saveBasic inside the caller's transaction. The name is this school's record
 * (members.real_name); the account's own name and avatar follow only where the caller may change
 * the account (its person, or the school holding its only membership): elsewhere a new avatar is
 * refused and the account's name stays as its person set it.
 */
export async function writeBasic(
  tx: DbTx,
  now: Date,
  s: SessionInfo,
  t: StaffTarget,
  row: Pick<BasicRow, 'accountId'>,
  patch: BasicPatch,
): Promise<void> {
  await tx
    .insert(staffProfiles)
    .values({ schoolId: t.schoolId, memberId: t.memberId, ...patch.profile, updatedAt: now })
    .onConflictDoUpdate({ target: [staffProfiles.schoolId, staffProfiles.memberId], set: { ...patch.profile, updatedAt: now } });
  if (patch.realName !== undefined) {
    await tx
      .update(members)
      .set({ realName: patch.realName })
      .where(and(eq(members.institutionId, t.schoolId), eq(members.id, t.memberId)));
  }
  const accountSet: { realName?: string; avatarUrl?: string | null } = {};
  if (patch.realName !== undefined) accountSet.realName = patch.realName;
  if (patch.avatarUrl !== undefined) accountSet.avatarUrl = patch.avatarUrl;
  if (Object.keys(accountSet).length === 0) return;
  if (await mayChangeAccount(tx, s, row.accountId)) {
    await tx.update(accounts).set(accountSet).where(eq(accounts.id, row.accountId));
    return;
  }
  if (accountSet.avatarUrl === undefined) return;
  const [current] = await tx.select({ avatarUrl: accounts.avatarUrl }).from(accounts).where(eq(accounts.id, row.accountId));
  if ((current?.avatarUrl ?? null) !== accountSet.avatarUrl) throw new AppError('kid-arch-0034', { field: 'avatarUrl' });
}
