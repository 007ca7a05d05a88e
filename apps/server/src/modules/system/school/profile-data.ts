import type { ProfileSave } from '@kg/shared/modules/system/profile';
import { eq, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { fieldError } from '../../../core/errors.ts';
import { fileIdOf, fileRef, imageUrls } from '../../../core/file-url.ts';
import type { Db } from '../../../db/pool.ts';
import { institutions, schoolProfiles } from '../../../db/schema/index.ts';
import { assertAttachable } from '../../../platform/files/index.ts';

/** The school's profile: institutions (name, region, address, logo) with the profile row beside it. */
export async function readProfile(ctx: AppContext, s: SessionInfo, schoolId: number) {
  const p = schoolProfiles;
  const [found] = await ctx.db
    .select({
      id: institutions.id,
      name: institutions.name,
      regionKeys: institutions.regionKeys,
      address: institutions.address,
      logoUrl: institutions.logoUrl,
      shortName: p.shortName,
      schoolType: p.schoolType,
      grade: p.grade,
      contactPhone: p.contactPhone,
      principal: p.principal,
      licenceNo: p.licenceNo,
      creditCode: p.creditCode,
      foundedOn: p.foundedOn,
      capacity: p.capacity,
      photoIds: sql`coalesce(${p.photoIds}, '{}')`.mapWith(p.photoIds),
      introduction: p.introduction,
      updatedAt: p.updatedAt,
    })
    .from(institutions)
    .leftJoin(p, eq(p.schoolId, institutions.id))
    .where(eq(institutions.id, schoolId));
  const { logoUrl, photoIds, ...row } = found;
  const logoId = fileIdOf(logoUrl);
  return {
    ...row,
    logo: logoId ? imageUrls(ctx, s, logoId) : null,
    photos: photoIds.map((id) => imageUrls(ctx, s, Number(id))),
  };
}

/** Every image must be one of this school's uploads: another school's id is refused by name. */
async function checkImages(db: Db, schoolId: number, p: ProfileSave): Promise<void> {
  const missing = (field: string) => () => fieldError(field, '图片不存在，请重新上传', 'no such uploaded image');
  const caller = { schoolId };
  if (p.logoId) await assertAttachable(db, caller, [p.logoId], { kind: 'image', field: 'logoId', single: true, refuse: missing('logoId') });
  await assertAttachable(db, caller, p.photoIds, { kind: 'image', field: 'photoIds', refuse: missing('photoIds') });
}

/** One transaction: the name and logo on institutions (one source for every reader), the rest beside it. */
export async function saveProfile(db: Db, schoolId: number, p: ProfileSave): Promise<void> {
  await checkImages(db, schoolId, p);
  const profile = {
    shortName: p.shortName,
    schoolType: p.schoolType,
    grade: p.grade,
    contactPhone: p.contactPhone,
    principal: p.principal,
    licenceNo: p.licenceNo,
    creditCode: p.creditCode,
    foundedOn: p.foundedOn,
    capacity: p.capacity,
    photoIds: p.photoIds,
    introduction: p.introduction,
    updatedAt: sql`now()`,
  };
  await db.transaction(async (tx) => {
    await tx
      .update(institutions)
      .set({ name: p.name, regionKeys: p.regionKeys, address: p.address, logoUrl: p.logoId ? fileRef(p.logoId) : null })
      .where(eq(institutions.id, schoolId));
    await tx
      .insert(schoolProfiles)
      .values({ schoolId, ...profile })
      .onConflictDoUpdate({ target: schoolProfiles.schoolId, set: profile });
  });
}
