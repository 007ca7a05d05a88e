import { GARDEN_CODES as G, idField } from '@kg/shared';
import { graduateStudentListQuery } from '@kg/shared/modules/garden/students';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { readCall } from '../../../core/read-route.ts';
import { schoolSession, scoped } from '../classes/common.ts';
import { signedFileUrl } from '../files/file-url.ts';
import { FileKind, saveStoredFile } from '../files/stored-files.ts';
import { XLSX_MIME } from '../files/workbook/index.ts';
import { exportChildren, sendOwnReport } from '../students/student-file-routes.ts';
import type { GraduationFailure } from './graduation-service.ts';

/**
 * The reasons of a refused batch graduation as a workbook (one line per child), stored like
 * an import failure report: only the caller downloads it, by graduate-stu-failed-reason?id=.
 */
export async function graduationFailureReport(
  ctx: AppContext,
  s: SessionInfo,
  failures: GraduationFailure[],
): Promise<Record<string, unknown>> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('毕业失败原因');
  sheet.columns = [
    { header: '幼儿ID', key: 'studentId', width: 10 },
    { header: '姓名', key: 'name', width: 12 },
    { header: '班级', key: 'clazzName', width: 12 },
    { header: '失败原因', key: 'reason', width: 50 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const f of failures) sheet.addRow({ ...f, reason: f.reason.zh });
  const file = await saveStoredFile(ctx, {
    schoolId: s.institutionId,
    createdBy: s.memberId,
    kind: FileKind.importReport,
    originalName: '毕业失败原因.xlsx',
    mime: XLSX_MIME,
    prefix: 'import-reports/',
    ext: 'xlsx',
    original: Buffer.from(await wb.xlsx.writeBuffer()),
  });
  return { reportId: file.id, reportUrl: signedFileUrl(ctx, s, file.id) };
}

const exportQuery = graduateStudentListQuery.omit({ pageNum: true, pageSize: true });

/** /kid-arch/v1/file/graduate/student (export of graduates) and graduate-stu-failed-reason. */
export const graduateFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  readCall(
    app,
    '/kid-arch/v1/file/graduate/student',
    {
      access: { codes: [G.studentExport], read: true },
      summary: 'Export graduated children (filters clazzId, graduateYear, name, gender) as .xlsx, streamed',
      input: exportQuery,
    },
    async (request, q, reply) => {
      const { s, scope } = await scoped(ctx, request);
      return exportChildren(
        ctx,
        request,
        reply,
        s,
        scope,
        { ...q, status: 2 },
        request.lang === 'en' ? 'graduates.xlsx' : '毕业生名单.xlsx',
      );
    },
  );

  readCall(
    app,
    '/kid-arch/v1/file/graduate-stu-failed-reason',
    {
      access: { codes: [G.studentGraduate, G.clazzGraduate], read: true },
      summary: 'The reasons workbook of a refused batch graduation by id (only the caller who made it)',
      input: z.object({ id: idField }),
    },
    async (request, q, reply) => sendOwnReport(ctx, reply, schoolSession(request), q.id),
  );
};
