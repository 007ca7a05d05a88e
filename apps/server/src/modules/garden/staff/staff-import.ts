import { CARD_TYPES, EDUCATION_LEVELS, isPhone, POST_TYPES } from '@kg/shared';
import { type StaffFormInput, StaffStatus } from '@kg/shared/modules/garden/staff';
import { eq, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { accounts, members, positions } from '../../../db/schema/index.ts';
import { type ImportResult, RowFailure, RowProblems, type RowValues, runImport, type SheetRow } from '../../../platform/workbook/index.ts';
import { blankRow, checkProfile } from './staff-input.ts';
import { codeOfLabel, GENDERS, STAFF_WORKBOOK_COLUMNS, splitNames } from './staff-workbook.ts';
import { type AddPlan, insertStaff, notifyAdded } from './staff-write-service.ts';

type Values = RowValues<typeof STAFF_WORKBOOK_COLUMNS>;

export const STAFF_REPORT_NAME = '教职工导入失败原因';

/** The template's example row: skipped if left in the upload. */
export const EXAMPLE = { realName: '王小红', mobile: '13800138000' };
export const isExample = (v: Values) => v.realName === EXAMPLE.realName && v.mobile === EXAMPLE.mobile;

interface Prepared {
  /** phone → status of the school's members */
  members: Map<string, number>;
  /** position name → id */
  positions: Map<string, number>;
  /** phones of the workbook whose account exists: a link needs its person's code, given one add at a time */
  accounts: Set<string>;
}

const HEADERS = new Map<string, string>(STAFF_WORKBOOK_COLUMNS.map((c) => [c.key, c.header]));
const HEADERS_EN = new Map<string, string>(STAFF_WORKBOOK_COLUMNS.map((c) => [c.key, c.headerEn]));

/** A field check of the staff form, reworded with the column header instead of the field name. */
function toRowFailure(e: unknown): RowFailure {
  if (e instanceof AppError && e.status === 400 && e.field && e.detail) {
    const strip = (m: string) => m.replace(`${e.field}: `, '');
    return new RowFailure(
      `${HEADERS.get(e.field) ?? e.field}：${strip(e.detail.zh)}`,
      `${HEADERS_EN.get(e.field) ?? e.field}: ${strip(e.detail.en)}`,
    );
  }
  throw e;
}

/**
 * Imports a teacher workbook all-or-nothing: every row is checked like the add form (phone
 * rule, catalogue values, ID number, dates) plus the phone against the school's staff and the
 * other rows, and the positions by name. New accounts get their random password by SMS
 * after the commit.
 */
export async function importStaff(ctx: AppContext, s: SessionInfo, lang: 'zh' | 'en', sheet: SheetRow<Values>[]): Promise<ImportResult> {
  const rows = sheet.filter((r) => !isExample(r.values));
  if (rows.length === 0) throw new AppError('file-0006');
  const seen = new Map<string, number>();
  const added: { mobile: string; initialPassword: string | null }[] = [];
  const result = await runImport<Values, AddPlan, Prepared>({
    ctx,
    session: s,
    lang,
    rows,
    columns: STAFF_WORKBOOK_COLUMNS,
    reportName: STAFF_REPORT_NAME,
    lockKey: 'staff',
    prepare: async (tx) => {
      const m = await tx
        .select({ phone: accounts.phone, status: members.status })
        .from(members)
        .innerJoin(accounts, eq(accounts.id, members.accountId))
        .where(eq(members.institutionId, s.institutionId));
      const p = await tx.select({ id: positions.id, name: positions.name }).from(positions).where(eq(positions.schoolId, s.institutionId));
      const phones = rows.map((r) => r.values.mobile).filter((x): x is string => typeof x === 'string');
      const a = await tx
        .select({ phone: accounts.phone })
        .from(accounts)
        .where(sql`${accounts.phone} = any(${sql.param(phones)}::text[])`);
      return {
        members: new Map(m.map((x) => [x.phone, x.status])),
        positions: new Map(p.map((x) => [x.name, x.id])),
        accounts: new Set(a.map((x) => x.phone)),
      };
    },
    validateRow: async ({ row, values: v }, { prepared }) => {
      const p = new RowProblems();
      if (!v.realName) p.add('姓名不能为空', 'the name is required');
      if (!v.mobile) p.add('手机号不能为空', 'the phone number is required');
      else if (!isPhone(v.mobile)) p.add('手机号格式不正确', 'not a valid phone number');
      if (!v.postType) p.add('岗位类型不能为空', 'the post type is required');
      p.throwIfAny();
      const mobile = v.mobile!;
      const status = prepared.members.get(mobile);
      if (status === StaffStatus.active) throw new RowFailure('该手机号已是本园在职教职工', 'this phone belongs to an active staff member');
      if (status === StaffStatus.departed)
        throw new RowFailure(
          '该手机号对应的教职工已离职，请在离职列表中办理入职',
          'this phone belongs to a former staff member; re-enter them instead',
        );
      if (status === undefined && prepared.accounts.has(mobile))
        throw new RowFailure(
          '该手机号已有账号，需本人同意：请在教职工管理中单独添加并填写本人的验证码',
          "this phone already has an account: add it on its own in staff management with its owner's code",
        );
      const first = seen.get(mobile);
      if (first !== undefined) throw new RowFailure(`手机号与第 ${first} 行重复`, `the phone repeats row ${first}`);
      seen.set(mobile, row);
      const positionIds: number[] = [];
      for (const name of splitNames(v.positions)) {
        const id = prepared.positions.get(name);
        if (id === undefined) p.add(`职位“${name}”不存在，请先在岗位管理中添加`, `position “${name}” does not exist`);
        else positionIds.push(id);
      }
      const form: StaffFormInput = {
        realName: v.realName,
        mobile,
        postType: codeOfLabel(POST_TYPES, v.postType),
        gender: codeOfLabel(GENDERS, v.gender),
        birthday: v.birthday,
        nation: v.nation,
        idCardNo: v.idCardNo,
        idCardType: codeOfLabel(CARD_TYPES, v.idCardType) ?? (v.idCardNo ? 1 : null),
        education: codeOfLabel(EDUCATION_LEVELS, v.education),
        email: v.email,
        jobTitle: v.jobTitle,
        entryDate: v.entryDate,
        workStartDate: v.workStartDate,
      };
      const profile = await checkProfile(ctx, form, blankRow(mobile), null).catch((e: unknown) => {
        const f = toRowFailure(e);
        p.add(f.zh, f.en);
        return null;
      });
      p.throwIfAny();
      if (!profile) throw new RowFailure('数据有误', 'invalid data');
      return { mobile, ...profile, positionIds, roleIds: [], range: { allRange: false, classIds: [] } };
    },
    insertAll: async (tx, valid) => {
      const now = ctx.now();
      for (const { value } of valid) added.push(await insertStaff(ctx, tx, s, value, now));
    },
  });
  if (result.ok) for (const a of added) await notifyAdded(ctx, s, a);
  return result;
}
