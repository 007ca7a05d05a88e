import { CARD_TYPES, EDUCATION_LEVELS, type Input, POST_TYPES } from '@kg/shared';
import { StaffStatus } from '@kg/shared/modules/garden/staff';
import type { staffFileEndpoints } from '@kg/shared/modules/garden/staff-files';
import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { containsPattern } from '../../../core/list.ts';
import { masker, phoneSearchPattern } from '../../../core/masking.ts';
import { preparedRows } from '../../../core/prepared.ts';
import {
  accounts,
  classes,
  memberClassRanges,
  memberPositions,
  memberRoles,
  members,
  positions,
  roles,
  staffProfiles,
} from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { jobSession, type QueuedExportPayload, queuedExport } from '../../../platform/exports/index.ts';
import { type ExportOptions, keysetPages } from '../../../platform/workbook/index.ts';
import { GENDERS, labelOf, STAFF_EXPORT_COLUMNS } from './staff-workbook.ts';

type Filters = Input<typeof staffFileEndpoints.export>;

const m = alias(members, 'm');
const a = alias(accounts, 'a');
const p = alias(staffProfiles, 'p');
const x = alias(memberPositions, 'x');
const mp = alias(memberPositions, 'mp');
const po = alias(positions, 'po');
const mr = alias(memberRoles, 'mr');
const r = alias(roles, 'r');
const cr = alias(memberClassRanges, 'cr');
const c = alias(classes, 'c');

/** The staff a filter selects (the list's filters, phone digits matched as the caller may see them). */
function staffFilters(schoolId: number, s: SessionInfo, q: Filters) {
  return sql.join(
    [
      sql`${m.institutionId} = ${schoolId}`,
      sql`${m.status} = ${q.status ?? StaffStatus.active}`,
      q.realName ? sql`${m.realName} ilike ${containsPattern(q.realName)}` : sql`true`,
      q.mobile ? sql`${a.phone} like ${phoneSearchPattern(s, q.mobile)}` : sql`true`,
      q.postType ? sql`${p.postType} = ${q.postType}` : sql`true`,
      q.positionId
        ? sql`exists (select 1 from ${memberPositions} x where ${x.schoolId} = ${m.institutionId} and ${x.memberId} = ${m.id} and ${x.positionId} = ${q.positionId})`
        : sql`true`,
    ],
    sql` and `,
  );
}

const FROM = sql`from ${members} m join ${accounts} a on ${a.id} = ${m.accountId}
  left join ${staffProfiles} p on ${p.schoolId} = ${m.institutionId} and ${p.memberId} = ${m.id}`;

async function countStaff(ctx: AppContext, schoolId: number, s: SessionInfo, q: Filters): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(m)
    .innerJoin(a, eq(a.id, m.accountId))
    .leftJoin(p, and(eq(p.schoolId, m.institutionId), eq(p.memberId, m.id)))
    .where(staffFilters(schoolId, s, q));
  return row.n;
}

const ROW = {
  id: m.id,
  realName: m.realName,
  mobile: a.phone,
  postType: p.postType,
  gender: p.gender,
  birthday: p.birthday,
  nation: p.nation,
  idCardType: p.idCardType,
  idCardNo: p.idCardNo,
  education: p.education,
  email: p.email,
  jobTitle: p.jobTitle,
  entryDate: p.entryDate,
  workStartDate: p.workStartDate,
  allRange: sql<boolean>`(${m.allRange} or ${m.isAdmin})`,
  status: m.status,
  positions: sql<
    string | null
  >`(select string_agg(${po.name}, '、' order by ${po.sort}, ${po.id}) from ${memberPositions} mp join ${positions} po
    on ${po.schoolId} = ${mp.schoolId} and ${po.id} = ${mp.positionId} where ${mp.schoolId} = ${m.institutionId} and ${mp.memberId} = ${m.id})`,
  roles: sql<string | null>`(select string_agg(${r.name}, '、' order by ${r.id}) from ${memberRoles} mr join ${roles} r
    on ${r.institutionId} = ${mr.institutionId} and ${r.id} = ${mr.roleId} where ${mr.institutionId} = ${m.institutionId} and ${mr.memberId} = ${m.id})`,
  range: sql<string | null>`(select string_agg(${c.name}, '、' order by ${c.sort}, ${c.id}) from ${memberClassRanges} cr join ${classes} c
    on ${c.schoolId} = ${cr.schoolId} and ${c.id} = ${cr.classId} where ${cr.schoolId} = ${m.institutionId} and ${cr.memberId} = ${m.id})`,
};
const ROW_LIST = selectList(ROW);
type ExportRow = RowOf<typeof ROW>;

/** The staff a filter selects, in pages by id, with positions, roles and range as joined names. */
function exportRows(ctx: AppContext, schoolId: number, s: SessionInfo, q: Filters): AsyncIterable<ExportRow> {
  const filters = staffFilters(schoolId, s, q);
  return keysetPages<ExportRow>((after, limit) =>
    preparedRows<ExportRow>(
      ctx.db,
      sql`select ${ROW_LIST} ${FROM} where ${filters} and ${m.id} > ${after?.id ?? 0} order by ${m.id} limit ${limit}`,
    ),
  );
}

/**
 * The staff workbook. An export is an explicit reveal: phones and ID numbers in full for holders
 * of the reveal code, masked for the rest.
 */
function staffWorkbook(ctx: AppContext, s: SessionInfo, lang: 'zh' | 'en', q: Filters, fileName: string): ExportOptions<ExportRow> {
  const m = masker(s, 'revealed');
  return {
    fileName,
    columns: STAFF_EXPORT_COLUMNS,
    rows: exportRows(ctx, s.institutionId, s, q),
    lang,
    sheetName: '教职工信息',
    toCells: (r) => ({
      ...r,
      mobile: m.phone(r.mobile),
      idCardNo: m.idCard(r.idCardNo, r.idCardType),
      postType: labelOf(POST_TYPES, r.postType),
      gender: labelOf(GENDERS, r.gender),
      idCardType: labelOf(CARD_TYPES, r.idCardType),
      education: labelOf(EDUCATION_LEVELS, r.education),
      range: r.allRange ? '全园' : r.range,
      status: r.status === StaffStatus.active ? '在职' : '离职',
    }),
  };
}

export const STAFF_EXPORT_JOB = 'garden.staff-export';

/** The staff export, defined when the routes register: past EXPORT_JOB_ROWS it runs as a job. */
export function staffExport(ctx: AppContext) {
  const exporter = queuedExport<QueuedExportPayload & { filter: Filters }, ExportRow>(ctx, STAFF_EXPORT_JOB, (p) =>
    staffWorkbook(ctx, jobSession(p), p.lang, p.filter, p.fileName),
  );
  return async (reply: FastifyReply, s: SessionInfo, lang: 'zh' | 'en', q: Filters) =>
    exporter.run(reply, s, { filter: q, lang, fileName: '教职工信息.xlsx', total: await countStaff(ctx, s.institutionId, s, q) });
}
