import type { ProfileSave } from '@kg/shared/modules/system/profile';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { fieldError } from '../../../core/errors.ts';
import { fileIdOf, fileRef, imageUrls } from '../../../core/file-url.ts';
import { idArray } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { assertAttachable } from '../../../platform/files/index.ts';

type ProfileRow = {
  id: number;
  name: string;
  shortName: string | null;
  schoolType: number | null;
  grade: number | null;
  regionKeys: string | null;
  address: string | null;
  contactPhone: string | null;
  principal: string | null;
  licenceNo: string | null;
  creditCode: string | null;
  foundedOn: string | null;
  capacity: number | null;
  logoUrl: string | null;
  photoIds: number[];
  introduction: string | null;
  updatedAt: Date | null;
};

/** The school's profile: institutions (name, region, address, logo) with the profile row beside it. */
export async function readProfile(ctx: AppContext, s: SessionInfo, schoolId: number) {
  const r = await ctx.db.execute<ProfileRow>(sql`
    select i.id, i.name, i.region_keys as "regionKeys", i.address, i.logo_url as "logoUrl",
      p.short_name as "shortName", p.school_type as "schoolType", p.grade, p.contact_phone as "contactPhone",
      p.principal, p.licence_no as "licenceNo", p.credit_code as "creditCode", p.founded_on::text as "foundedOn",
      p.capacity, coalesce(p.photo_ids, '{}') as "photoIds", p.introduction, p.updated_at as "updatedAt"
    from institutions i left join school_profiles p on p.school_id = i.id
    where i.id = ${schoolId}`);
  const { logoUrl, photoIds, ...row } = r.rows[0];
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
  await db.transaction(async (tx) => {
    await tx.execute(sql`update institutions set name = ${p.name}, region_keys = ${p.regionKeys}, address = ${p.address},
      logo_url = ${p.logoId ? fileRef(p.logoId) : null} where id = ${schoolId}`);
    await tx.execute(sql`insert into school_profiles (school_id, short_name, school_type, grade, contact_phone, principal,
        licence_no, credit_code, founded_on, capacity, photo_ids, introduction, updated_at)
      values (${schoolId}, ${p.shortName}, ${p.schoolType}, ${p.grade}, ${p.contactPhone}, ${p.principal}, ${p.licenceNo},
        ${p.creditCode}, ${p.foundedOn}, ${p.capacity}, ${idArray(p.photoIds)}, ${p.introduction}, now())
      on conflict (school_id) do update set short_name = excluded.short_name, school_type = excluded.school_type,
        grade = excluded.grade, contact_phone = excluded.contact_phone, principal = excluded.principal,
        licence_no = excluded.licence_no, credit_code = excluded.credit_code, founded_on = excluded.founded_on,
        capacity = excluded.capacity, photo_ids = excluded.photo_ids, introduction = excluded.introduction,
        updated_at = excluded.updated_at`);
  });
}
