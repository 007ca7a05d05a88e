import { InstitutionType } from '@kg/shared';
import type { GroupProfileInput } from '@kg/shared/modules/group/schools';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { fieldError } from '../../../core/errors.ts';
import { fileIdOf, fileRef, imageUrls } from '../../../core/file-url.ts';
import { assertAttachable } from '../../../platform/files/index.ts';
import { groupOf } from '../../../platform/tenancy/index.ts';

/** The group's own profile: institutions (name, region, address, logo) and group_profiles (contact). */

type GroupRow = {
  id: number;
  name: string;
  regionKeys: string | null;
  address: string | null;
  logoUrl: string | null;
  contactName: string | null;
  contactPhone: string | null;
  schoolCount: number;
};

export async function groupDetail(ctx: AppContext, s: SessionInfo) {
  const groupId = groupOf(s);
  const r = await ctx.db.execute<GroupRow>(sql`
    select i.id, i.name, i.region_keys as "regionKeys", i.address, i.logo_url as "logoUrl",
      gp.contact_name as "contactName", gp.contact_phone as "contactPhone",
      (select count(*) from institutions c where c.group_id = i.id and c.type = ${InstitutionType.school})::int as "schoolCount"
    from institutions i left join group_profiles gp on gp.institution_id = i.id where i.id = ${groupId}`);
  const { logoUrl, ...row } = r.rows[0];
  const logoId = fileIdOf(logoUrl);
  return { ...row, logo: logoId ? imageUrls(ctx, s, logoId) : null };
}

/** One transaction; the logo must be one of the group's own uploads. */
export async function saveGroupProfile(ctx: AppContext, s: SessionInfo, p: GroupProfileInput): Promise<void> {
  const groupId = groupOf(s);
  if (p.logoId) {
    await assertAttachable(ctx.db, { schoolId: groupId, memberId: s.memberId }, [p.logoId], {
      kind: 'image',
      field: 'logoId',
      single: true,
      refuse: () => fieldError('logoId', '图片不存在，请重新上传', 'no such uploaded image'),
    });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`update institutions set name = ${p.name}, region_keys = ${p.regionKeys}, address = ${p.address},
      logo_url = ${p.logoId ? fileRef(p.logoId) : null} where id = ${groupId}`);
    await tx.execute(sql`insert into group_profiles (institution_id, contact_name, contact_phone, updated_at)
      values (${groupId}, ${p.contactName}, ${p.contactPhone}, now())
      on conflict (institution_id) do update set contact_name = excluded.contact_name, contact_phone = excluded.contact_phone,
        updated_at = excluded.updated_at`);
  });
}
