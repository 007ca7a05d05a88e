import { and, asc, eq } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { notFound } from '../../../core/errors.ts';
import { fileIdOf, fileRef, signedFileUrl } from '../../../core/file-url.ts';
import { members, staffCertificates, staffProfiles } from '../../../db/schema/index.ts';
import { assertAttachable } from '../../../platform/files/index.ts';
import type { StaffTarget } from './profile-access.ts';
import type { DbTx } from './staff-basic-service.ts';

export interface CertificateRow {
  id: number;
  postType: number;
  certificateName: string;
  issuingUnit: string | null;
  resourceId: string | null;
  resourceUrl: string | null;
}

export interface OccupationView {
  id: number;
  realName: string;
  postType: number | null;
  jobTitle: string | null;
  entryDate: string | null;
  workStartDate: string | null;
  teacherQualification: string | null;
  professionalTitle: string | null;
  certificates: CertificateRow[];
}

const CERT_COLUMNS = {
  id: staffCertificates.id,
  postType: staffCertificates.postType,
  certificateName: staffCertificates.certificateName,
  issuingUnit: staffCertificates.issuingUnit,
  resourceId: staffCertificates.resourceId,
  resourceUrl: staffCertificates.resourceUrl,
};

/**
 * A certificate picture of ours is stored as its stable reference (signed URLs expire) and
 * answered with a URL signed for the reader; a foreign URL is kept as given.
 */
function storedPicture(c: Pick<CertificateRow, 'resourceId' | 'resourceUrl'>) {
  const id = fileIdOf(c.resourceUrl) ?? (/^\d{1,15}$/.test(c.resourceId ?? '') && c.resourceId !== '0' ? Number(c.resourceId) : null);
  return id ? { resourceId: String(id), resourceUrl: fileRef(id) } : { resourceId: c.resourceId, resourceUrl: c.resourceUrl };
}

function signedPicture(ctx: AppContext, s: Pick<SessionInfo, 'sessionId'>, c: CertificateRow): CertificateRow {
  const id = fileIdOf(c.resourceUrl);
  return id ? { ...c, resourceUrl: signedFileUrl(ctx, s, id) } : c;
}

/** Occupation part of the profile and the certificates, of the target's school only. */
export async function loadOccupation(ctx: AppContext, s: Pick<SessionInfo, 'sessionId'>, t: StaffTarget): Promise<OccupationView> {
  const [row] = await ctx.db
    .select({
      id: members.id,
      realName: members.realName,
      postType: staffProfiles.postType,
      jobTitle: staffProfiles.jobTitle,
      entryDate: staffProfiles.entryDate,
      workStartDate: staffProfiles.workStartDate,
      teacherQualification: staffProfiles.teacherQualification,
      professionalTitle: staffProfiles.professionalTitle,
    })
    .from(members)
    .leftJoin(staffProfiles, and(eq(staffProfiles.schoolId, members.institutionId), eq(staffProfiles.memberId, members.id)))
    .where(and(eq(members.institutionId, t.schoolId), eq(members.id, t.memberId)));
  if (!row) throw notFound();
  const certificates = await ctx.db
    .select(CERT_COLUMNS)
    .from(staffCertificates)
    .where(and(eq(staffCertificates.schoolId, t.schoolId), eq(staffCertificates.memberId, t.memberId)))
    .orderBy(asc(staffCertificates.id));
  return { ...row, certificates: certificates.map((c) => signedPicture(ctx, s, c)) };
}

export type OccupationPatch = Partial<
  Pick<
    typeof staffProfiles.$inferInsert,
    'postType' | 'jobTitle' | 'entryDate' | 'workStartDate' | 'teacherQualification' | 'professionalTitle'
  >
>;

export type CertificateInput = Omit<CertificateRow, 'id'> & { id?: number };

/**
 * One transaction: the profile upsert and, when certificates were sent, the list replaced.
 * A sent id is kept only if it was already one of this member's certificates.
 */
export async function saveOccupation(
  ctx: AppContext,
  t: StaffTarget,
  patch: OccupationPatch,
  certificates: CertificateInput[] | undefined,
): Promise<void> {
  await ctx.db.transaction((tx) => writeOccupation(tx, ctx.now(), t, patch, certificates));
}

/** The writes of saveOccupation inside the caller's transaction. */
export async function writeOccupation(
  tx: DbTx,
  now: Date,
  t: StaffTarget,
  patch: OccupationPatch,
  certificates: CertificateInput[] | undefined,
): Promise<void> {
  await tx
    .insert(staffProfiles)
    .values({ schoolId: t.schoolId, memberId: t.memberId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: [staffProfiles.schoolId, staffProfiles.memberId], set: { ...patch, updatedAt: now } });
  if (!certificates) return;
  const mine = and(eq(staffCertificates.schoolId, t.schoolId), eq(staffCertificates.memberId, t.memberId));
  const existing = new Set(
    (await tx.select({ id: staffCertificates.id }).from(staffCertificates).where(mine).for('update')).map((r) => r.id),
  );
  // a picture of ours must be an uploaded image of the school: a file id is not a capability
  for (const [i, c] of certificates.entries()) {
    const own = storedPicture(c).resourceUrl;
    const fileId = fileIdOf(own);
    if (fileId) await assertAttachable(tx, t, [fileId], { kind: 'image', field: `certificates.${i}.resourceId`, single: true });
  }
  await tx.delete(staffCertificates).where(mine);
  if (certificates.length === 0) return;
  const kept = new Set<number>();
  const rows = certificates.map(({ id, ...c }) => {
    const keep = id !== undefined && existing.has(id) && !kept.has(id);
    if (keep) kept.add(id);
    return { schoolId: t.schoolId, memberId: t.memberId, ...c, ...storedPicture(c), ...(keep ? { id } : {}) };
  });
  // drizzle writes DEFAULT (the sequence) for the rows that carry no id
  await tx.insert(staffCertificates).values(rows);
}
