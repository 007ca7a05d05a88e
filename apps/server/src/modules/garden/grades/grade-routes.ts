import { gradeEndpoints as E, TOP_GRADE_LEVEL } from '@kg/shared/modules/garden/grades';
import type { FastifyInstance } from 'fastify';
import { fieldError, notFound } from '../../../core/errors.ts';
import { classInRange } from '../../../core/scope.ts';
import { serve } from '../../../core/serve.ts';
import { findClass } from '../classes/class-lookup.ts';
import { addGrade, deleteGrade, findGrade, gradeOptions, listGrades, nextGradeOf, updateGrade } from './grade-data.ts';

/**
 * Grades /kid-arch/v1/teacher/grade/* (domain §7). A school has one grade per level
 * (托班 0, 小班 1, 中班 2, 大班 3), which makes "the next grade" of an upgrade well defined.
 */
export async function gradeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serve(app, E.options, async (_q, c) => gradeOptions(db, c.school.id, c.classes));
  serve(app, E.list, (q, c) => listGrades(db, c.school.id, q));
  serve(app, E.add, async (p, c) => ({ id: await addGrade(db, c.school.id, p) }));
  serve(app, E.update, async (p, c) => {
    await updateGrade(db, c.school.id, p);
    return null;
  });
  serve(app, E.remove, async ({ id }, c) => {
    await deleteGrade(db, c.school.id, id);
    return null;
  });
  serve(app, E.next, async (q, c) => {
    const schoolId = c.school.id;
    let gradeId = q.gradeId;
    if (q.clazzId !== undefined) {
      // a class outside the caller's range is answered like a missing one
      const found = classInRange(c.classes, q.clazzId) ? await findClass(db, schoolId, q.clazzId) : null;
      if (!found) throw notFound();
      gradeId = found.gradeId;
    }
    if (gradeId === undefined) throw fieldError('gradeId', '请指定年级或班级', 'give gradeId or clazzId');
    const grade = await findGrade(db, schoolId, gradeId);
    if (!grade) throw notFound();
    const next = await nextGradeOf(db, schoolId, grade.level);
    return {
      gradeId: grade.id,
      level: grade.level,
      isTopGrade: grade.level >= TOP_GRADE_LEVEL,
      nextGrade: next,
      canUpgrade: grade.level < TOP_GRADE_LEVEL && next !== null,
    };
  });
}
