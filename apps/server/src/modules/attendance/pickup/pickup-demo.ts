import { todayChina } from '@kg/shared';
import { chinaDayStart } from '@kg/shared/time/china';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { loadSecret } from '../../../core/secrets.ts';
import type { Db } from '../../../db/pool.ts';
import { attendanceDevices, attendancePickers, guardians, students } from '../../../db/schema/index.ts';
import type { DemoSeeder, DemoTx } from '../../../platform/demo/index.ts';
import { notifyInApp } from '../../../platform/notices/index.ts';
import { saveDemoImage } from '../../../platform/uploads/index.ts';
import { DEVICE_KEY_NAME, newDeviceSecret, sealSecret } from '../ledger/device-secret.ts';
import { storeBatch } from '../ledger/intake-data.ts';
import { refusalMessage } from './pickup-notify.ts';

/** Children per school given pickers: enough to show the lists, few enough to seed in a moment. */
const CHILDREN = 8;
const COLOURS = ['#e57373', '#64b5f6', '#81c784', '#ffb74d', '#ba68c8', '#4db6ac', '#f06292', '#a1887f'];

/** A small portrait (a head and shoulders on a coloured ground) as a picker's enrolled photo. */
const portrait = (colour: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160"><rect width="120" height="160" fill="${colour}"/>
      <circle cx="60" cy="62" r="30" fill="#f5d0b0"/><rect x="22" y="104" width="76" height="56" rx="30" fill="#37474f"/></svg>`),
  )
    .png()
    .toBuffer();

type Child = { id: number; classId: number; name: string; guardianId: number; guardianName: string; relation: string; phone: string };

/** Each demo school's first children with a guardian: the guardian as picker (face id and photo), and a delegate whose validity ended. */
async function seedPickers(tx: DemoTx, schoolId: number, filesDir: string | undefined): Promise<Child[]> {
  const rows = await tx
    .selectDistinctOn([students.id], {
      id: students.id,
      classId: students.classId,
      name: students.name,
      guardianId: guardians.id,
      guardianName: guardians.name,
      relation: guardians.relation,
      phone: guardians.phone,
    })
    .from(students)
    .innerJoin(guardians, and(eq(guardians.schoolId, students.schoolId), eq(guardians.studentId, students.id)))
    .where(and(eq(students.schoolId, schoolId), eq(students.status, 1), isNotNull(students.classId)))
    .orderBy(asc(students.id), desc(guardians.isDirectGuardian), asc(guardians.id))
    .limit(CHILDREN);
  const kids: Child[] = rows.map((k) => ({ ...k, classId: k.classId as number }));
  const today = todayChina();
  const term = `${today.slice(0, 4)}-01-01`;
  for (const [i, k] of kids.entries()) {
    const photoId = filesDir
      ? await saveDemoImage(tx, filesDir, schoolId, `picker-${k.guardianId}.png`, await portrait(COLOURS[i % COLOURS.length]))
      : null;
    await tx.insert(attendancePickers).values({
      schoolId,
      studentId: k.id,
      guardianId: k.guardianId,
      name: k.guardianName,
      relation: k.relation,
      phone: k.phone,
      photoId,
      faceRef: `F${schoolId}-${k.guardianId}`,
      validFrom: term,
    });
  }
  if (kids[1])
    await tx.insert(attendancePickers).values({
      schoolId,
      studentId: kids[1].id,
      name: '周阿姨',
      relation: '保姆',
      phone: '13600000001',
      faceRef: `F${schoolId}-nanny`,
      validFrom: todayChina(new Date(Date.now() - 90 * 86_400_000)),
      validTo: todayChina(new Date(Date.now() - 7 * 86_400_000)),
    });
  return kids;
}

/**
 * Smart pickup's demo: pickers with photos for each school's first children, and yesterday's
 * pickups at a demo gate through the intake's own code path: a guardian collecting a child, and
 * someone no child has as picker, refused. The refusal's notice reaches the class teachers' bell
 * here; the seed texts nobody.
 */
export const pickupDemo: DemoSeeder = async (tx, world) => {
  const db = tx as unknown as Db;
  const key = await loadSecret(db, DEVICE_KEY_NAME);
  const yesterday = chinaDayStart(new Date(Date.now() - 86_400_000)).getTime();
  const at = (h: number, m: number) => new Date(yesterday + (h * 60 + m) * 60_000).toISOString();
  for (const schoolId of world.schoolIds) {
    const kids = await seedPickers(tx, schoolId, world.filesDir);
    if (kids.length < 3) continue;
    const [device] = await tx
      .insert(attendanceDevices)
      .values({ schoolId, name: '东门接送人脸机', kind: 'face', location: '东门', secretEnc: sealSecret(key, newDeviceSecret()) })
      .returning({
        id: attendanceDevices.id,
        schoolId: attendanceDevices.schoolId,
        enabled: attendanceDevices.enabled,
        secretEnc: attendanceDevices.secretEnc,
      });
    const out = (eventId: string, childId: number, faceRef: string, h: number, m: number) => ({
      eventId,
      kind: 'face' as const,
      at: at(h, m),
      direction: 'out' as const,
      childId,
      photoRef: `demo/${eventId}.jpg`,
      picker: { faceRef },
    });
    try {
      await storeBatch(
        db,
        device,
        [
          out('demo-pickup-1', kids[0].id, `F${schoolId}-${kids[0].guardianId}`, 16, 32),
          out('demo-pickup-2', kids[2].id, 'F-UNKNOWN-7731', 16, 41),
        ],
        new Date(),
      );
    } catch (err) {
      // the ledger's months come from the partition maintenance, which a database seeded before it
      // ran (the test template) has not had: the batch's savepoint rolled back, the pickers stay
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      if (cause?.code !== '23514' || !cause.message?.includes('no partition')) throw err;
      continue;
    }
    // told here, in the seed's transaction, on the bell only
    await tx.execute(sql`update attendance_pickups set notified_at = now() where device_id = ${device.id} and not authorised`);
    await notifyInApp(
      tx,
      { schoolId, classes: [kids[2].classId] },
      refusalMessage(kids[2].name, kids[2].classId, 'unknown-picker', new Date(at(16, 41))),
    );
  }
};
