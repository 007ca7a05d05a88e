import { CARD_TYPES, EDUCATION_LEVELS, GARDEN_CODES as G, idField, POST_TYPES } from '@kg/shared';
import { staffListQuery } from '@kg/shared/modules/garden/staff';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../../core/access.ts';
import { ok } from '../../../core/envelope.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { masker, phoneSearchPattern } from '../../../core/masking.ts';
import { parseQuery } from '../../../core/read-route.ts';
import { sessionOf } from '../../../core/session.ts';
import { sendStoredFile } from '../files/send-file.ts';
import { FileKind, findStoredFile } from '../files/stored-files.ts';
import { contentDisposition, exportWorkbook, importFailedError, keysetPages, readUpload, XLSX_MIME } from '../files/workbook/index.ts';
import { containsPattern } from '../paged-query.ts';
import { schoolOf } from './staff-guards.ts';
import { importTeachers, TEACHER_REPORT_NAME } from './teacher-import.ts';
import { GENDERS, labelOf, TEACHER_COLUMNS, TEACHER_EXPORT_COLUMNS, teacherTemplate } from './teacher-workbook.ts';

const PREFIX = '/kid-arch/v1/file';
/** Staff imports are small (a school has tens of staff); every new account costs a password hash. */
const MAX_ROWS = 500;
const MAX_BYTES = 2 * 1024 * 1024;

const exportQuery = staffListQuery.omit({ pageNum: true, pageSize: true });
const reportQuery = z.object({ id: idField });

/** A download served on GET (the spec's method) and POST (the web's download helper). */
function download<S extends z.ZodObject>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  url: string,
  opts: { access: Access; summary: string; input: S; getOnly?: boolean },
  handler: (request: FastifyRequest, reply: FastifyReply, input: z.output<S>) => Promise<unknown>,
) {
  const config = { access: opts.access };
  app.get(url, { config, schema: { summary: opts.summary, querystring: opts.input } }, (request, reply) =>
    handler(request, reply, request.query as z.output<S>),
  );
  if (opts.getOnly) return;
  app.post(url, { config, schema: { summary: opts.summary, body: opts.input.nullish() } }, (request, reply) =>
    handler(request, reply, (request.body ?? parseQuery(opts.input, request.query)) as z.output<S>),
  );
}

interface ExportRow {
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
}

/** Teacher import and export (/kid-arch/v1/file/...), with the workbook toolkit. */
export const teacherFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // the template never changes: written once (about 100 ms of exceljs on the request thread), then reused
  let template: Promise<Buffer> | null = null;
  const templateOnce = () => {
    if (!template) {
      template = teacherTemplate().catch((err: unknown) => {
        template = null;
        throw err;
      });
    }
    return template;
  };

  download(
    app,
    `${PREFIX}/teacherInfo`,
    {
      access: { codes: [G.teacherImport] },
      summary: 'The teacher import template (.xlsx): header row, an example row, drop-down lists for post type, gender, ID type, education',
      input: z.object({}),
      getOnly: true, // POST on this path is the upload
    },
    async (request, reply) => {
      schoolOf(sessionOf(request));
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', contentDisposition('教职工导入模板.xlsx'))
        .header('cache-control', 'no-store')
        .send(await templateOnce());
    },
  );

  app.post(
    `${PREFIX}/teacherInfo`,
    {
      config: { access: { codes: [G.teacherImport] } },
      schema: {
        summary:
          `Import staff from the template (multipart "file", at most ${MAX_ROWS} rows): all rows or none. Success {count}; ` +
          'otherwise 400 file-0012 with {failed: [{row, reason}], reportId, reportUrl} (report: importTeacherInfoFailReason?id=reportId)',
      },
    },
    async (request) => {
      const s = sessionOf(request);
      schoolOf(s);
      const part = await request.file();
      if (!part) throw new AppError('file-0007');
      const rows = await readUpload(ctx.workers, await part.toBuffer(), {
        maxBytes: MAX_BYTES,
        maxRows: MAX_ROWS,
        columns: TEACHER_COLUMNS,
      });
      const result = await importTeachers(ctx, s, request.lang, rows);
      if (!result.ok) throw importFailedError(result);
      return ok({ count: result.count });
    },
  );

  download(
    app,
    `${PREFIX}/importTeacherInfoFailReason`,
    {
      access: { codes: [G.teacherImport] },
      summary: 'The failure report workbook of a teacher import of this school: {id: reportId}',
      input: reportQuery,
    },
    async (request, reply, { id }) => {
      const file = await findStoredFile(ctx, schoolOf(sessionOf(request)), id);
      // only the reports of teacher imports (a child import's report is another page's)
      if (!file || file.kind !== FileKind.importReport || file.originalName !== `${TEACHER_REPORT_NAME}.xlsx`) throw notFound();
      return sendStoredFile(ctx, reply, file, 'original');
    },
  );

  download(
    app,
    `${PREFIX}/teacherModel`,
    {
      access: { codes: [G.teacherExport], read: true },
      summary:
        'Export the staff (streamed .xlsx) with the list filters (realName, mobile, postType, positionId, status). Phones and ' +
        'ID numbers are masked unless the caller holds sensitive-id-card-view',
      input: exportQuery,
    },
    async (request, reply, q) => {
      const s = sessionOf(request);
      const schoolId = schoolOf(s);
      // an export is an explicit reveal: full values for holders of the reveal code, masked for the rest
      const m = masker(s, 'revealed');
      const filters = sql.join(
        [
          sql`m.institution_id = ${schoolId}`,
          sql`m.status = ${q.status ?? 1}`,
          q.realName ? sql`m.real_name ilike ${containsPattern(q.realName)}` : sql`true`,
          q.mobile ? sql`a.phone like ${phoneSearchPattern(s, q.mobile)}` : sql`true`,
          q.postType ? sql`p.post_type = ${q.postType}` : sql`true`,
          q.positionId
            ? sql`exists (select 1 from member_positions x where x.school_id = m.institution_id and x.member_id = m.id and x.position_id = ${q.positionId})`
            : sql`true`,
        ],
        sql` and `,
      );
      const rows = keysetPages<ExportRow>(
        async (after, limit) =>
          (
            await ctx.db.execute(sql`
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
          ).rows as unknown as ExportRow[],
      );
      return exportWorkbook(reply, {
        fileName: '教职工信息.xlsx',
        columns: TEACHER_EXPORT_COLUMNS,
        rows,
        lang: request.lang,
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
          status: r.status === 1 ? '在职' : '离职',
        }),
      });
    },
  );
};
