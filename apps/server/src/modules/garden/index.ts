import type { FastifyInstance } from 'fastify';
import { studentAreaRoutes } from './children/index.ts';
import { classBrandRoutes } from './class-brand/index.ts';
import { classAreaRoutes } from './classes/index.ts';
import { courseAreaRoutes } from './courses/index.ts';
import { fileRoutes } from './files/index.ts';
import { gradeRoutes } from './grades/index.ts';
import { graduateAreaRoutes } from './graduates/index.ts';
import { positionRoutes } from './positions/position-routes.ts';
import { roomRoutes } from './rooms/index.ts';
import { staffRoutes } from './staff/index.ts';
import { termRoutes } from './terms/term-routes.ts';

// What other modules may use: the seed's garden demo data, staff accounts.
// a new school's first term starts from China's today, as the garden's school days do
export { todayChina } from './classes/school-day.ts';
export { gardenDemo } from './demo/index.ts';
export { type Attacher, type AttachKind, assertAttachable } from './files/attachable.ts';
export { saveDemoImage } from './files/demo-image.ts';
// an area storing its own uploaded images (meal photos) checks and keeps them as the uploader does
export { processImage } from './files/image.ts';
export { FileKind, saveStoredFile } from './files/stored-files.ts';
// the school's account management creates staff accounts and resets passwords the way staff management does
export { checkAdd as checkStaffAdd } from './staff/staff-input.ts';
export { lockDirectors as lockRoleManagers, roleManagerRemains } from './staff/staff-members.ts';
export { resetStaffPassword } from './staff/staff-status-service.ts';
export { addStaff } from './staff/staff-write-service.ts';

/** Garden management: one plugin per area. */
export async function gardenModule(app: FastifyInstance): Promise<void> {
  await app.register(staffRoutes);
  await app.register(positionRoutes);
  await app.register(termRoutes);
  await app.register(gradeRoutes);
  await app.register(classAreaRoutes);
  await app.register(studentAreaRoutes);
  await app.register(graduateAreaRoutes);
  await app.register(fileRoutes);
  await app.register(roomRoutes);
  await app.register(courseAreaRoutes);
  await app.register(classBrandRoutes);
}
// other modules' workbook imports: all or nothing, a row-by-row report, the importer's failure workbook
export { sendOwnReport } from './children/child-files.ts';
export {
  exportWorkbook,
  importFailedError,
  RowFailure,
  type RowValues,
  readUpload,
  runImport,
  sendTemplate,
  type WorkbookColumn,
} from './files/workbook/index.ts';
// other modules' large exports run as jobs the same way
export {
  type ExportNames,
  jobSession,
  type ListExportPayload,
  listExport,
  type QueuedExportPayload,
  queuedExport,
} from './files/workbook/queued-export.ts';
