import ExcelJS from 'exceljs';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { signedFileUrl } from '../../../core/file-url.ts';
import { FileKind, saveStoredFile } from '../../../platform/files/index.ts';
import { XLSX_MIME } from '../../../platform/workbook/index.ts';
import type { GraduationFailure } from './graduation-service.ts';

/**
 * The reasons of a refused batch graduation as a workbook (one line per child), stored like
 * an import failure report: only the caller downloads it, by graduate-stu-failed-reason?id=.
 */
export async function graduationFailureReport(
  ctx: AppContext,
  s: SessionInfo,
  failures: GraduationFailure[],
): Promise<{ reportId: number; reportUrl: string }> {
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
