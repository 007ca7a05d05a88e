import { GARDEN_CODES, isPhone, RangeNodeType } from '@kg/shared';
import type { StaffFormInput } from '@kg/shared/modules/garden/staff';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { idArray } from '../../../core/scope.ts';
import { classes, positions, rolePermissions, roles } from '../../../db/schema/index.ts';
import { checkBasic } from './staff-basic-input.ts';
import type { BasicPatch, BasicRow } from './staff-basic-service.ts';
import { checkOccupation } from './staff-occupation-input.ts';
import type { CertificateInput, OccupationPatch } from './staff-occupation-service.ts';

/** What a checked add/update form writes; undefined parts are left as they are. */
export interface StaffPlan {
  basic: BasicPatch;
  occupation: OccupationPatch;
  certificates?: CertificateInput[];
  positionIds?: number[];
  roleIds?: number[];
  range?: { allRange: boolean; classIds: number[] };
}

const unique = (ids: number[]) => [...new Set(ids)];

/** The profile part, through the same checks as the self-profile calls. */
export async function checkProfile(ctx: AppContext, body: StaffFormInput, row: BasicRow, currentPost: number | null) {
  const basic = await checkBasic(
    ctx,
    {
      realName: body.realName,
      mobile: body.mobile,
      gender: body.gender,
      birthday: body.birthday,
      nation: body.nation,
      idCardType: body.idCardType,
      idCardNo: body.idCardNo,
      countryType: body.countryType,
      nativePlace: body.nativePlace,
      address: body.address,
      education: body.education,
      email: body.email,
      avatarUrl: body.avatarUrl,
      avatarImgUrl: body.avatarImgUrl,
    },
    row,
  );
  const { patch, certificates } = checkOccupation(
    {
      postType: body.postType,
      jobTitle: body.jobTitle,
      entryDate: body.entryDate,
      workStartDate: body.workStartDate,
      teacherQualification: body.teacherQualification,
      professionalTitle: body.professionalTitle,
      certificates: body.certificates,
    },
    currentPost,
    ctx.now(),
  );
  return { basic, occupation: patch, certificates };
}

/** Positions of this school only. */
async function checkPositions(ctx: AppContext, schoolId: number, ids: number[]): Promise<number[]> {
  const want = unique(ids);
  if (want.length === 0) return want;
  const rows = await ctx.db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.schoolId, schoolId), sql`${positions.id} = any(${idArray(want)})`));
  const found = new Set(rows.map((x) => x.id));
  const missing = want.find((id) => !found.has(id));
  if (missing !== undefined) throw fieldError('positionIds', `岗位 ${missing} 不存在`, `position ${missing} does not exist`);
  return want;
}

/**
 * Roles of this school only, and no newly granted role carrying a code the caller does not
 * hold: a role must not become a way to hand out more than one has.
 */
/** Nobody changes their own roles, the school's administrator (director) aside. */
export function assertNotOwnRoles(s: SessionInfo, memberId: number): void {
  if (memberId === s.memberId && !s.isAdmin) throw new AppError('kid-arch-0035', { field: 'roleIds' });
}

export async function checkRoles(ctx: AppContext, s: SessionInfo, ids: number[], held: number[] = []): Promise<number[]> {
  const want = unique(ids);
  if (want.length === 0) return want;
  const rows = await ctx.db
    .select({
      id: roles.id,
      codes: sql<string[]>`coalesce(array_agg(${rolePermissions.code}) filter (where ${rolePermissions.code} is not null), '{}')`,
    })
    .from(roles)
    .leftJoin(rolePermissions, and(eq(rolePermissions.institutionId, roles.institutionId), eq(rolePermissions.roleId, roles.id)))
    .where(and(eq(roles.institutionId, s.institutionId), sql`${roles.id} = any(${idArray(want)})`))
    .groupBy(roles.institutionId, roles.id);
  const missing = want.find((id) => !rows.some((x) => x.id === id));
  if (missing !== undefined) throw fieldError('roleIds', `角色 ${missing} 不存在`, `role ${missing} does not exist`);
  const granted = rows.filter((x) => !held.includes(x.id));
  if (granted.some((x) => x.codes.some((c) => !s.permissions.has(c)))) throw new AppError('kid-arch-0009', { field: 'roleIds' });
  return want;
}

/** Manage range nodes (domain §3): type 1 the whole school, type 3 an active class of the school. */
async function checkRange(ctx: AppContext, schoolId: number, nodes: NonNullable<StaffFormInput['manageRange']>) {
  nodes.forEach((n, i) => {
    if (n.type !== RangeNodeType.school && n.type !== RangeNodeType.clazz) {
      throw fieldError(
        `manageRange[${i}].type`,
        '管理范围节点类型应为 1（全园）或 3（班级）',
        'a range node type must be 1 (whole school) or 3 (class)',
      );
    }
    if (n.type === RangeNodeType.clazz && !n.id) throw fieldError(`manageRange[${i}].id`, '请选择班级', 'choose a class');
  });
  if (nodes.some((n) => n.type === RangeNodeType.school)) return { allRange: true, classIds: [] };
  const classIds = unique(nodes.map((n) => n.id!));
  if (classIds.length === 0) return { allRange: false, classIds };
  const rows = await ctx.db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 1), sql`${classes.id} = any(${idArray(classIds)})`));
  const found = new Set(rows.map((x) => x.id));
  const missing = classIds.find((id) => !found.has(id));
  if (missing !== undefined)
    throw fieldError('manageRange', `班级 ${missing} 不存在或已毕业`, `class ${missing} does not exist or has graduated`);
  return { allRange: false, classIds };
}

/** Roles change only with the authorize code, and only when they really change. */
function mayChangeRoles(s: SessionInfo): void {
  if (!s.permissions.has(GARDEN_CODES.teacherAuthorize)) throw new AppError('common-0403', { field: 'roleIds' });
}

/** The current row of someone not yet staff: the add form is checked against it. */
export const blankRow = (phone: string): BasicRow => ({ ...BLANK_ROW, phone });

const BLANK_ROW: Omit<BasicRow, 'phone'> = {
  id: 0,
  accountId: 0,
  realName: '',
  avatarUrl: null,
  gender: null,
  birthday: null,
  nation: null,
  idCardType: null,
  idCardNo: null,
  countryType: null,
  nativePlace: null,
  address: null,
  education: null,
  email: null,
};

/** The add form: name, phone and post type are required; everything else as on update. */
export async function checkAdd(
  ctx: AppContext,
  s: SessionInfo,
  body: StaffFormInput & { linkCode?: string },
): Promise<StaffPlan & { mobile: string; linkCode?: string }> {
  if (!body.realName || body.realName.trim() === '') throw fieldError('realName', '请填写姓名', 'the name is required');
  const mobile = (body.mobile ?? '').trim();
  if (!isPhone(mobile)) throw fieldError('mobile', '请输入正确的手机号', 'please enter a correct phone number');
  if (body.postType == null || String(body.postType).trim() === '') throw fieldError('postType', '请选择岗位类型', 'choose a post type');
  const profile = await checkProfile(ctx, { ...body, mobile }, blankRow(mobile), null);
  let roleIds: Awaited<ReturnType<typeof checkRoles>> = [];
  if (body.roleIds?.length) {
    mayChangeRoles(s);
    roleIds = await checkRoles(ctx, s, body.roleIds);
  }
  return {
    mobile,
    linkCode: body.linkCode,
    ...profile,
    positionIds: await checkPositions(ctx, s.institutionId, body.positionIds ?? []),
    roleIds,
    range: await checkRange(ctx, s.institutionId, body.manageRange ?? []),
  };
}

/** The update form against the member's current row and roles. */
export async function checkUpdate(
  ctx: AppContext,
  s: SessionInfo,
  body: StaffFormInput,
  row: BasicRow,
  current: { postType: number | null; roleIds: number[] },
): Promise<StaffPlan> {
  const profile = await checkProfile(ctx, body, row, current.postType);
  let roleIds: number[] | undefined;
  if (body.roleIds !== undefined) {
    const want = unique(body.roleIds ?? []);
    const same = want.length === current.roleIds.length && want.every((id) => current.roleIds.includes(id));
    if (!same) {
      mayChangeRoles(s);
      assertNotOwnRoles(s, row.id);
      roleIds = await checkRoles(ctx, s, want, current.roleIds);
    }
  }
  return {
    ...profile,
    positionIds: body.positionIds === undefined ? undefined : await checkPositions(ctx, s.institutionId, body.positionIds ?? []),
    roleIds,
    range: body.manageRange === undefined ? undefined : await checkRange(ctx, s.institutionId, body.manageRange ?? []),
  };
}
