import { CARD_TYPES, EDUCATION_LEVELS, type Input, POST_TYPES } from '@kg/shared';
import { StaffStatus } from '@kg/shared/modules/garden/staff';
import type { staffFileEndpoints } from '@kg/shared/modules/garden/staff-files';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { containsPattern } from '../../../core/list.ts';
import { masker, phoneSearchPattern } from '../../../core/masking.ts';
import { jobSession, type QueuedExportPayload, queuedExport } from '../../../platform/exports/index.ts';
import { type ExportOptions, keysetPages } from '../../../platform/workbook/index.ts';
import { GENDERS, labelOf, STAFF_EXPORT_COLUMNS } from './staff-workbook.ts';

type ExportRow = {
  id: number;
  realName: string;
  mobile: string;
  postType: number | null;
  gender: number | null;
  birthday: string | null;
  nation: string | null;
  idCardType: number | null;
  idCardNo: string | null;
  education: number | null;
  email: string | null;
  jobTitle: string | null;
  entryDate: string | null;
  workStartDate: string | null;
  positions: string | null;
  roles: string | null;
  range: string | null;
  allRange: boolean;
  status: number;
};

type Filters = Input<typeof staffFileEndpoints.export>;

/** The staff a filter selects (the list's filters, phone digits matched as the caller may see them). */
function staffFilters(schoolId: number, s: SessionInfo, q: Filters) {
  return sql.join(
    [
      sql`m.institution_id = ${schoolId}`,
      sql`m.status = ${q.status ?? StaffStatus.active}`,
      q.realName ? sql`m.real_name ilike ${containsPattern(q.realName)}` : sql`true`,
      q.mobile ? sql`a.phone like ${phoneSearchPattern(s, q.mobile)}` : sql`true`,
      q.postType ? sql`p.post_type = ${q.postType}` : sql`true`,
      q.positionId
        ? sql`exists (select 1 from member_positions x where x.school_id = m.institution_id and x.member_id = m.id and x.position_id = ${q.positionId})`
        : sql`true`,
    ],
    sql` and `,
  );
}

async function countStaff(ctx: AppContext, schoolId: number, s: SessionInfo, q: Filters): Promise<number> {
  const r = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from members m join accounts a on a.id = m.account_id
    left join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id where ${staffFilters(schoolId, s, q)}`);
  return r.rows[0].n;
}

/** The staff a filter selects, in pages by id, with positions, roles and range as joined names. */
function exportRows(ctx: AppContext, schoolId: number, s: SessionInfo, q: Filters): AsyncIterable<ExportRow> {
  const filters = staffFilters(schoolId, s, q);
  return keysetPages<ExportRow>(
    async (after, limit) =>
      (
        await ctx.db.execute<ExportRow>(sql`
      select m.id, m.real_name as "realName", a.phone as mobile, p.post_type as "postType", p.gender, p.birthday, p.nation,
        p.id_card_type as "idCardType", p.id_card_no as "idCardNo", p.education, p.email, p.job_title as "jobTitle",
        p.entry_date as "entryDate", p.work_start_date as "workStartDate", m.all_range or m.is_admin as "allRange", m.status,
        (select string_agg(po.name, '、' order by po.sort, po.id) from member_positions mp join positions po
          on po.school_id = mp.school_id and po.id = mp.position_id where mp.school_id = m.institution_id and mp.member_id = m.id) as positions,
        (select string_agg(r.name, '、' order by r.id) from member_roles mr join roles r
          on r.institution_id = mr.institution_id and r.id = mr.role_id where mr.institution_id = m.institution_id and mr.member_id = m.id) as roles,
        (select string_agg(c.name, '、' order by c.sort, c.id) from member_class_ranges cr join classes c
          on c.school_id = cr.school_id and c.id = cr.class_id where cr.school_id = m.institution_id and cr.member_id = m.id) as range
      from members m join accounts a on a.id = m.account_id
      left join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id
      where ${filters} and m.id > ${after?.id ?? 0}
      order by m.id limit ${limit}`)
      ).rows,
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
