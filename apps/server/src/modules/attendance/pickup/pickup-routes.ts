import { todayChina } from '@kg/shared';
import { pickupEndpoints as E, type PHOTO_FAILURE_REASONS, type PICKUP_REFUSALS } from '@kg/shared/modules/attendance/pickup';
import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '../../../core/context.ts';
import { imageUrls } from '../../../core/file-url.ts';
import { loadSecret } from '../../../core/secrets.ts';
import { serve } from '../../../core/serve.ts';
import { DEVICE_KEY_NAME } from '../ledger/device-secret.ts';
import { deviceOf, registerIntakeGuard } from '../ledger/intake-guard.ts';
import { listFailures, storeFailures } from './photo-failure-data.ts';
import { noticeRedoPhoto } from './photo-notices.ts';
import { deletePicker, pickInfoOf, savePicker, setPickerStatus } from './picker-data.ts';
import { tellRefusedPickups } from './pickup-notify.ts';
import { savePickupSettings } from './pickup-settings-data.ts';
import { classStatistics, classStatisticsInfo, pickupTotals, refusedPickups } from './pickup-stats-data.ts';

type PhotoFailureReason = (typeof PHOTO_FAILURE_REASONS)[number];
type PickupRefusal = (typeof PICKUP_REFUSALS)[number];

/** Smart pickup: pickers, pickups at the gate, photo failures and notices, the school's totals and settings. */
export async function pickupRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  const today = () => todayChina(ctx.now());
  const image = (s: SessionInfo, id: number | null) => (id === null ? null : imageUrls(ctx, s, id));
  // refusals the intake's caller did not get to tell (an instance stopped between commit and notice)
  ctx.jobs.schedule('attendance.pickup-refusals', '* * * * *', async () => {
    await tellRefusedPickups(ctx);
  });

  serve(app, E.getClazzStatistics, (q, c) => classStatistics(db, c.school.id, c.classes, q.day ?? today()));
  serve(app, E.getClazzStatisticsInfo, (q, c) => classStatisticsInfo(db, c.school.id, c.classes, q.classId, q.day ?? today()));
  serve(app, E.getRefusedPickups, async (q, c) => {
    const s = c.session();
    const rows = await refusedPickups(db, c.school.id, c.classes, q.day ?? today());
    return rows.map(({ captureId, reason, ...r }) => ({ ...r, reason: reason as PickupRefusal, capture: image(s, captureId) }));
  });
  serve(app, E.getPickInfo, async ({ studentId }, c) => {
    const s = c.session();
    const info = await pickInfoOf(db, c.school.id, c.classes, studentId, today());
    return {
      ...info,
      pickers: info.pickers.map(({ photoId, ...p }) => ({ ...p, photo: image(s, photoId) })),
      pickups: info.pickups.map(({ captureId, ...p }) => ({ ...p, capture: image(s, captureId) })),
    };
  });
  serve(app, E.addSmartPickupStudentsOneAnchor, async (p, c) => ({
    id: await savePicker(db, c.school.id, c.classes, c.session().memberId, p, today()),
  }));
  serve(app, E.updateAnchorStatus, async ({ id, status }, c) => ({
    id: await setPickerStatus(db, c.school.id, c.classes, id, status, today()),
  }));
  serve(app, E.deleteAnchor, async ({ id }, c) => {
    await deletePicker(db, c.school.id, c.classes, id);
    return null;
  });

  type Failures = Parameters<typeof listFailures>[4];
  const failures = async (subject: 'child' | 'picker' | 'staff', q: Failures, schoolId: number, range: number[] | null, s: SessionInfo) => {
    const page = await listFailures(db, schoolId, range, subject, q, today());
    return {
      ...page,
      list: page.list.map(({ captureId, reason, ...f }) => ({
        ...f,
        reason: reason as PhotoFailureReason,
        capture: image(s, captureId === null ? null : Number(captureId)),
      })),
    };
  };
  serve(app, E.getStudentFailureImg, (q, c) => failures('child', q, c.school.id, c.classes, c.session()));
  serve(app, E.getParentFailureImg, (q, c) => failures('picker', q, c.school.id, c.classes, c.session()));
  serve(app, E.getTeacherFailureImg, (q, c) => failures('staff', q, c.school.id, null, c.session()));

  const redo = (subject: 'child' | 'picker' | 'staff', ids: number[], schoolId: number, range: number[] | null, s: SessionInfo) =>
    noticeRedoPhoto(ctx, schoolId, range, s.memberId, subject, ids, today());
  serve(app, E.noticeRedoPhotoStudents, ({ studentIds }, c) => redo('child', studentIds, c.school.id, c.classes, c.session()));
  serve(app, E.noticeRedoPhotoTeachers, ({ staffIds }, c) => redo('staff', staffIds, c.school.id, null, c.session()));
  serve(app, E.noticeRedoPhotoPickers, ({ pickerIds }, c) => redo('picker', pickerIds, c.school.id, c.classes, c.session()));

  serve(app, E.smartPickTotal, (q, c) => pickupTotals(db, c.school.id, q.day ?? today()));
  serve(app, E.updateSmartPickTotal, async (p, c) => {
    await savePickupSettings(db, c.school.id, p);
    return null;
  });

  // the face terminals' reports, signed as the intake is: the device guard's hooks apply here alone
  const key = await loadSecret(db, DEVICE_KEY_NAME);
  await app.register(async (devices) => {
    registerIntakeGuard(devices, key);
    serve(devices, E.photoFailures, ({ failures: list }, c) => storeFailures(ctx, deviceOf(c.request), list));
  });
}
