import type { ClazzGraduateInput, ClazzUpgradeInput } from '@kg/shared/modules/garden/classes';
import { TOP_GRADE_LEVEL } from '@kg/shared/modules/garden/grades';
import { todayChina } from '@kg/shared/time/china';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { anyId } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, students } from '../../../db/schema/index.ts';
import { type ChildLifecycleHandler, type Registry, runChildLifecycle } from '../../../platform/extensions/index.ts';
import { nextGradeOf } from '../grades/grade-data.ts';
import { type ClassRow, lockSchool, visibleClass } from './class-lookup.ts';
import { RECORD_ERRORS as ERR } from './record-errors.ts';

const named = (c: ClassRow) => ({ clazzId: c.id, clazzName: c.name });

/**
 * Term end: classes move to the grade one level up (小班 → 中班 → 大班), all or nothing.
 * Classes of the top grade never upgrade: they graduate. Names stay unless `renames` gives
 * new ones; active class names must still be unique afterwards.
 */
export async function upgradeClasses(db: Db, schoolId: number, range: number[] | null, v: ClazzUpgradeInput) {
  const ids = [...new Set(v.clazzIds)];
  const renames = new Map((v.renames ?? []).map((r) => [r.id, r.name]));
  for (const id of renames.keys())
    if (!ids.includes(id)) throw fieldError('renames', `班级 ${id} 不在升级名单中`, `class ${id} is not being upgraded`);
  return db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const done: { clazzId: number; name: string; fromGradeId: number; toGradeId: number; toGradeName: string }[] = [];
    for (const id of ids) {
      const c = await visibleClass(tx, schoolId, range, id, true);
      if (c.status !== 1) throw new AppError(ERR.clazzGraduated, { data: named(c) });
      if (c.level >= TOP_GRADE_LEVEL) throw new AppError(ERR.topGradeNoUpgrade, { data: named(c) });
      const next = await nextGradeOf(tx, schoolId, c.level);
      if (!next) throw new AppError(ERR.nextGradeMissing, { data: { ...named(c), gradeName: c.gradeName, level: c.level + 1 } });
      const name = renames.get(id) ?? c.name;
      await tx
        .update(classes)
        .set({ gradeId: next.id, name })
        .where(and(eq(classes.schoolId, schoolId), eq(classes.id, id)));
      done.push({ clazzId: id, name, fromGradeId: c.gradeId, toGradeId: next.id, toGradeName: next.name });
    }
    // checked on the final state: 小一班 may become 中一班 while the old 中一班 moves on
    const [clash] = await tx
      .select({ name: classes.name })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.status, 1)))
      .groupBy(classes.name)
      .having(sql`count(*) > 1`)
      .limit(1);
    if (clash) {
      throw new AppError(ERR.clazzNameTaken, {
        data: { field: 'renames', name: clash.name },
        detail: {
          zh: `升级后班级名称“${clash.name}”重复，请为升级的班级改名`,
          en: `After the upgrade two active classes are named “${clash.name}”; rename one`,
        },
      });
    }
    return done;
  });
}

/** Whole classes of the top grade graduate: the class is kept as a graduated class, its children in school graduate. */
export async function graduateClasses(
  ctx: AppContext,
  lifecycle: Registry<ChildLifecycleHandler>,
  schoolId: number,
  range: number[] | null,
  v: ClazzGraduateInput,
) {
  const today = todayChina(ctx.now());
  const on = v.graduatedAt ?? today;
  const d = new Date(`${on}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== on || on < '2000-01-01') {
    throw fieldError('graduatedAt', '日期格式应为 YYYY-MM-DD 且为有效日期', 'expected a valid date as YYYY-MM-DD');
  }
  if (on > today) throw fieldError('graduatedAt', '毕业日期不能晚于今天', 'the graduation date cannot be later than today');
  const ids = [...new Set(v.clazzIds)];
  return ctx.db.transaction(async (tx) => {
    for (const id of ids) {
      const c = await visibleClass(tx, schoolId, range, id, true);
      if (c.status !== 1) throw new AppError(ERR.clazzGraduated, { data: named(c) });
      if (c.level < TOP_GRADE_LEVEL) throw new AppError(ERR.notTopGrade, { data: named(c) });
    }
    await tx
      .update(classes)
      .set({ status: 2, graduatedAt: on })
      .where(and(eq(classes.schoolId, schoolId), sql`${classes.id} = ${anyId(ids)}`));
    const graduated = await tx
      .update(students)
      .set({ status: 2 })
      .where(and(eq(students.schoolId, schoolId), sql`${students.classId} = ${anyId(ids)}`, eq(students.status, 1)))
      .returning({ id: students.id });
    const childIds = graduated.map((x) => x.id);
    await runChildLifecycle(lifecycle, tx, { kind: 'graduate', schoolId, childIds });
    return { clazzCount: ids.length, studentCount: childIds.length, graduatedAt: on };
  });
}
