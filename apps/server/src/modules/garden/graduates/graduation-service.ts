import { TOP_GRADE_LEVEL } from '@kg/shared/modules/garden/grades';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../../core/errors.ts';
import { anyId, classInRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { students } from '../../../db/schema/index.ts';
import { type ChildLifecycleHandler, type Registry, runChildLifecycle } from '../../../platform/extensions/index.ts';
import { findClass, type Runner } from '../classes/class-lookup.ts';
import { RECORD_ERRORS as ERR } from '../classes/record-errors.ts';

export interface GraduationFailure {
  studentId: number;
  name: string;
  clazzName: string;
  reason: { zh: string; en: string };
}

const REASONS = {
  missing: { zh: '幼儿不存在或不在您的管理范围内', en: 'The child does not exist or is outside your range' },
  notInSchool: { zh: '幼儿不在园（已毕业或已离园）', en: 'The child is not in school (graduated or left)' },
  notTop: { zh: '只有最高年级（大班）的幼儿可以毕业', en: 'Only children of the top grade can graduate' },
  noClass: { zh: '幼儿没有班级', en: 'The child has no class' },
};

/** Why each child cannot graduate (an empty list: all can). Rows are locked for the update that follows. */
async function check(db: Runner, schoolId: number, range: number[] | null, ids: number[]): Promise<GraduationFailure[]> {
  const found = await db
    .select({ id: students.id, name: students.name, clazzId: students.classId, status: students.status })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), sql`${students.id} = ${anyId(ids)}`))
    .for('update');
  const rows = new Map(found.map((x) => [x.id, x]));
  const classes = new Map<number, Awaited<ReturnType<typeof findClass>>>();
  const failures: GraduationFailure[] = [];
  for (const id of ids) {
    const st = rows.get(id);
    if (!st || !classInRange(range, st.clazzId)) {
      failures.push({ studentId: id, name: '', clazzName: '', reason: REASONS.missing });
      continue;
    }
    if (st.clazzId === null) {
      failures.push({ studentId: id, name: st.name, clazzName: '', reason: REASONS.noClass });
      continue;
    }
    if (!classes.has(st.clazzId)) classes.set(st.clazzId, await findClass(db, schoolId, st.clazzId));
    const c = classes.get(st.clazzId)!;
    const base = { studentId: id, name: st.name, clazzName: c?.name ?? '' };
    if (st.status !== 1) failures.push({ ...base, reason: REASONS.notInSchool });
    else if (!c || c.level < TOP_GRADE_LEVEL) failures.push({ ...base, reason: REASONS.notTop });
  }
  return failures;
}

/**
 * Children of the top grade graduate one by one or in a batch, all or nothing. One child
 * (no `onFailures`) is refused with the plain reason; a batch (`onFailures` stores the
 * reasons workbook) with every child's reason. Their class stays active: a class graduates
 * as a whole through clazz/graduate.
 */
export async function graduateChildren(
  db: Db,
  lifecycle: Registry<ChildLifecycleHandler>,
  schoolId: number,
  range: number[] | null,
  ids: number[],
  onFailures?: (failures: GraduationFailure[]) => Promise<Record<string, unknown>>,
) {
  const unique = [...new Set(ids)];
  const failures = await db.transaction(async (tx) => {
    const f = await check(tx, schoolId, range, unique);
    if (f.length) return f;
    await tx
      .update(students)
      .set({ status: 2 })
      .where(and(eq(students.schoolId, schoolId), sql`${students.id} = ${anyId(unique)}`));
    await runChildLifecycle(lifecycle, tx, { kind: 'graduate', schoolId, childIds: unique });
    return [];
  });
  if (failures.length && !onFailures) {
    const reason = failures[0].reason;
    if (reason === REASONS.missing) throw notFound();
    throw new AppError(reason === REASONS.notTop ? ERR.notTopGrade : ERR.childNotInSchool, { detail: reason });
  }
  if (failures.length) {
    const extra = await onFailures!(failures);
    throw new AppError(ERR.graduationFailed, {
      data: { failures: failures.map(({ reason, ...x }) => ({ ...x, reason: reason.zh, reasonEn: reason.en })), ...extra },
    });
  }
  return { graduated: unique.length };
}
