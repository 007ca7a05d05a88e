import { InstitutionType } from '@kg/shared';
import type { GroupProfileInput } from '@kg/shared/modules/group/schools';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { fieldError } from '../../../core/errors.ts';
import { fileIdOf, fileRef, imageUrls } from '../../../core/file-url.ts';
import { groupProfiles, institutions } from '../../../db/schema/index.ts';
import { assertAttachable } from '../../../platform/files/index.ts';
import { groupOf } from '../../../platform/tenancy/index.ts';

/** The group's own profile: institutions (name, region, address, logo) and group_profiles (contact). */

const school = alias(institutions, 'c');

export async function groupDetail(ctx: AppContext, s: SessionInfo) {
  const groupId = groupOf(s);
  const [{ logoUrl, ...row }] = await ctx.db
    .select({
      id: institutions.id,
      name: institutions.name,
      regionKeys: institutions.regionKeys,
      address: institutions.address,
      logoUrl: institutions.logoUrl,
      contactName: groupProfiles.contactName,
      contactPhone: groupProfiles.contactPhone,
      schoolCount: sql<number>`(select count(*) from ${institutions} c
        where ${school.groupId} = ${institutions.id} and ${school.type} = ${InstitutionType.school})::int`,
    })
    .from(institutions)
    .leftJoin(groupProfiles, eq(groupProfiles.institutionId, institutions.id))
    .where(eq(institutions.id, groupId));
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
    await tx
      .update(institutions)
      .set({ name: p.name, regionKeys: p.regionKeys, address: p.address, logoUrl: p.logoId ? fileRef(p.logoId) : null })
      .where(eq(institutions.id, groupId));
    const contact = { contactName: p.contactName, contactPhone: p.contactPhone, updatedAt: sql`now()` };
    await tx
      .insert(groupProfiles)
      .values({ institutionId: groupId, ...contact })
      .onConflictDoUpdate({ target: groupProfiles.institutionId, set: contact });
  });
}
