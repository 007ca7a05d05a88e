import { maskPhone } from '@kg/shared';
import {
  MASKED_PHONE,
  type PICKER_STATUSES,
  PICKUP_LIMITS,
  type PICKUP_REFUSALS,
  type PickerSaveInput,
} from '@kg/shared/modules/attendance/pickup';
import { and, asc, count, desc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { classInRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import {
  classes,
  attendanceDevices as devices,
  guardians,
  attendancePickers as pickers,
  attendancePickups as pickups,
  students,
} from '../../../db/schema/index.ts';
import { assertAttachable } from '../../../platform/files/index.ts';
import { pickupSettingsOf } from './pickup-settings-data.ts';

type PickerStatus = (typeof PICKER_STATUSES)[number];
type PickupRefusal = (typeof PICKUP_REFUSALS)[number];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A child of the school within the caller's classes, or not found (another school's or class's child alike). */
export async function childInRange(db: Db | Tx, schoolId: number, range: number[] | null, studentId: number, lock = false) {
  const q = db
    .select({ id: students.id, name: students.name, classId: students.classId })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.id, studentId)));
  const [child] = lock ? await q.for('update') : await q;
  if (!child || !classInRange(range, child.classId)) throw notFound();
  return child;
}

const PICKER = {
  id: pickers.id,
  studentId: pickers.studentId,
  guardianId: pickers.guardianId,
  name: pickers.name,
  relation: pickers.relation,
  phone: pickers.phone,
  photoId: pickers.photoId,
  faceRef: pickers.faceRef,
  cardNo: pickers.cardNo,
  validFrom: pickers.validFrom,
  validTo: pickers.validTo,
  status: pickers.status,
};

/** A child's pickers, guardians and latest pickups (newest first), masked for lists. */
export async function pickInfoOf(db: Db, schoolId: number, range: number[] | null, studentId: number, today: string) {
  const child = await childInRange(db, schoolId, range, studentId);
  const [klass, family, list, recent] = await Promise.all([
    child.classId === null
      ? Promise.resolve([])
      : db
          .select({ name: classes.name })
          .from(classes)
          .where(and(eq(classes.schoolId, schoolId), eq(classes.id, child.classId))),
    db
      .select({ id: guardians.id, name: guardians.name, relation: guardians.relation })
      .from(guardians)
      .where(and(eq(guardians.schoolId, schoolId), eq(guardians.studentId, studentId)))
      .orderBy(asc(guardians.id)),
    db
      .select(PICKER)
      .from(pickers)
      .where(and(eq(pickers.schoolId, schoolId), eq(pickers.studentId, studentId)))
      .orderBy(asc(pickers.status), asc(pickers.id)),
    db
      .select({
        id: pickups.id,
        at: pickups.happenedAt,
        authorised: pickups.authorised,
        reason: pickups.reason,
        pickerId: pickups.pickerId,
        pickerName: pickers.name,
        relation: pickers.relation,
        deviceName: devices.name,
        captureRef: pickups.captureRef,
        captureId: pickups.captureId,
        notifiedAt: pickups.notifiedAt,
      })
      .from(pickups)
      .innerJoin(devices, eq(devices.id, pickups.deviceId))
      .leftJoin(pickers, eq(pickers.id, pickups.pickerId))
      .where(and(eq(pickups.schoolId, schoolId), eq(pickups.studentId, studentId)))
      .orderBy(desc(pickups.happenedAt), desc(pickups.id))
      .limit(PICKUP_LIMITS.recent),
  ]);
  return {
    studentId: child.id,
    name: child.name,
    classId: child.classId,
    className: klass[0]?.name ?? null,
    guardians: family,
    pickers: list.map((p) => ({
      ...p,
      status: p.status as PickerStatus,
      phone: maskPhone(p.phone),
      validToday: p.status === 'active' && p.validFrom <= today && (p.validTo === null || p.validTo >= today),
    })),
    pickups: recent.map((u) => ({ ...u, reason: u.reason as PickupRefusal | null })),
  };
}

const refuse = (code: ConstructorParameters<typeof AppError>[0], field: string) => new AppError(code, { field });

/**
 * Adds or changes a picker of a child in the caller's range. Checks, in the child's row lock so
 * two saves cannot both pass the limit: the photo is an image of the school, the guardian is the
 * child's, the face id and card name no other picker of the child, and the child keeps at most
 * the school's maxPickers active pickers. An unchanged phone comes back masked and is kept.
 */
export async function savePicker(db: Db, schoolId: number, range: number[] | null, memberId: number, p: PickerSaveInput, today: string) {
  return db.transaction(async (tx) => {
    await childInRange(tx, schoolId, range, p.studentId, true);
    const old = p.id === undefined ? undefined : await pickerOf(tx, schoolId, range, p.id);
    if (old && old.studentId !== p.studentId) throw notFound();
    let phone = p.phone;
    if (MASKED_PHONE.test(phone)) {
      if (!old || maskPhone(old.phone) !== phone) throw refuse('attendance-0605', 'phone');
      phone = old.phone;
    }
    await assertAttachable(tx, { schoolId, memberId }, [p.photoId], { kind: 'image', field: 'photoId', single: true });
    if (p.guardianId !== null) {
      const [g] = await tx
        .select({ id: guardians.id })
        .from(guardians)
        .where(and(eq(guardians.schoolId, schoolId), eq(guardians.id, p.guardianId), eq(guardians.studentId, p.studentId)));
      if (!g) throw refuse('attendance-0604', 'guardianId');
    }
    const others = and(
      eq(pickers.schoolId, schoolId),
      eq(pickers.studentId, p.studentId),
      p.id === undefined ? sql`true` : ne(pickers.id, p.id),
    );
    if (
      p.faceRef !== null &&
      (
        await tx
          .select({ id: pickers.id })
          .from(pickers)
          .where(and(others, eq(pickers.faceRef, p.faceRef)))
      ).length
    )
      throw refuse('attendance-0602', 'faceRef');
    if (
      p.cardNo !== null &&
      (
        await tx
          .select({ id: pickers.id })
          .from(pickers)
          .where(and(others, eq(pickers.cardNo, p.cardNo)))
      ).length
    )
      throw refuse('attendance-0603', 'cardNo');
    if (old?.status !== 'disabled') {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(pickers)
        .where(and(others, eq(pickers.status, 'active'), or(isNull(pickers.validTo), gte(pickers.validTo, today))));
      if (n >= (await pickupSettingsOf(tx, schoolId)).maxPickers) throw refuse('attendance-0601', 'studentId');
    }
    const values = {
      guardianId: p.guardianId,
      name: p.name,
      relation: p.relation,
      phone,
      photoId: p.photoId,
      faceRef: p.faceRef,
      cardNo: p.cardNo,
      validFrom: p.validFrom,
      validTo: p.validTo,
    };
    const rows = await guardedWrite(
      () =>
        old
          ? tx
              .update(pickers)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(pickers.id, old.id))
              .returning({ id: pickers.id })
          : tx
              .insert(pickers)
              .values({ ...values, schoolId, studentId: p.studentId, createdBy: memberId })
              .returning({ id: pickers.id }),
      { unique: () => refuse('attendance-0602', 'faceRef') },
    );
    return rows[0].id;
  });
}

/** A picker of a child in the caller's range, or not found. */
async function pickerOf(db: Db | Tx, schoolId: number, range: number[] | null, id: number) {
  const [row] = await db
    .select({ id: pickers.id, studentId: pickers.studentId, phone: pickers.phone, status: pickers.status, classId: students.classId })
    .from(pickers)
    .innerJoin(students, and(eq(students.schoolId, pickers.schoolId), eq(students.id, pickers.studentId)))
    .where(and(eq(pickers.schoolId, schoolId), eq(pickers.id, id)));
  if (!row || !classInRange(range, row.classId)) throw notFound();
  return row;
}

/** Disables a picker (refused at the gate from the next event) or enables it again within the limit. */
export async function setPickerStatus(
  db: Db,
  schoolId: number,
  range: number[] | null,
  id: number,
  status: 'active' | 'disabled',
  today: string,
) {
  return db.transaction(async (tx) => {
    const p = await pickerOf(tx, schoolId, range, id);
    await childInRange(tx, schoolId, range, p.studentId, true);
    if (status === 'active' && p.status !== 'active') {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(pickers)
        .where(
          and(
            eq(pickers.schoolId, schoolId),
            eq(pickers.studentId, p.studentId),
            eq(pickers.status, 'active'),
            or(isNull(pickers.validTo), gte(pickers.validTo, today)),
          ),
        );
      if (n >= (await pickupSettingsOf(tx, schoolId)).maxPickers) throw refuse('attendance-0601', 'status');
    }
    await tx.update(pickers).set({ status, updatedAt: new Date() }).where(eq(pickers.id, id));
    return id;
  });
}

/** Removes a picker without pickups; one with pickups keeps its history and may only be disabled. */
export async function deletePicker(db: Db, schoolId: number, range: number[] | null, id: number): Promise<void> {
  await pickerOf(db, schoolId, range, id);
  const used = await db.select({ id: pickups.id }).from(pickups).where(eq(pickups.pickerId, id)).limit(1);
  if (used.length) throw new AppError('attendance-0606');
  oneRow(
    await guardedWrite(
      () =>
        db
          .delete(pickers)
          .where(and(eq(pickers.schoolId, schoolId), eq(pickers.id, id)))
          .returning({ id: pickers.id }),
      { foreignKey: () => new AppError('attendance-0606') },
    ),
  );
}
