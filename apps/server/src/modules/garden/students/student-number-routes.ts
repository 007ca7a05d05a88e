import { GARDEN_CODES as G, isPhone } from '@kg/shared';
import { numberClazzQuery, saveClazzNumbersInput } from '@kg/shared/modules/garden/classes';
import { clazzStudentsQuery, guardianMobileInput, saveStudentNoInput } from '@kg/shared/modules/garden/students';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/envelope.ts';
import { AppError, fieldError } from '../../../core/errors.ts';
import { MASKED } from '../../../core/masking.ts';
import { readCall } from '../../../core/read-route.ts';
import { activeClass, E, inRange, lockSchool, scoped } from '../classes/common.ts';
import { containsPattern } from '../paged-query.ts';
import { linkAccounts } from './guardian-service.ts';
import { saveClazzNumbers } from './student-number-service.ts';
import { assertUnique, visibleStudent } from './student-service.ts';

/**
 * The student-number manager (class view → edit2) and the guardian phone change: the
 * calls that change one field of children outside the full child form.
 */
export const studentNumberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  readCall(
    app,
    '/kid-arch/v1/teacher/clazz/teacher-manage-student-clazz',
    {
      access: { codes: [G.student, G.clazz], read: true },
      summary: 'Classes of the student-number manager (active, in range): [{id, name, gradeName, studentCount, numberedCount}]',
      input: numberClazzQuery,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      const r = await ctx.db.execute(sql`select c.id, c.name, c.grade_id as "gradeId", g.name as "gradeName",
        count(st.id)::int as "studentCount", count(st.student_no)::int as "numberedCount"
      from classes c join grades g on g.school_id = c.school_id and g.id = c.grade_id
      left join students st on st.school_id = c.school_id and st.class_id = c.id and st.status = 1
      where c.school_id = ${s.institutionId} and c.status = 1 and ${inRange(sql`c.id`, scope)}
        ${q.name ? sql`and c.name ilike ${containsPattern(q.name)}` : sql``}
      group by c.id, c.name, c.grade_id, g.name, g.level, g.sort, c.sort
      order by g.level, g.sort, c.sort, c.id`);
      return ok(r.rows);
    },
  );

  readCall(
    app,
    '/kid-arch/v1/teacher/web/student/teacher-manage-student',
    {
      access: { codes: [G.student], read: true },
      summary: 'Children in school of class clazzId for the student-number manager: [{id, name, gender, studentNo}], numbered first',
      input: clazzStudentsQuery,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      const c = await activeClass(ctx.db, s, scope, q.clazzId);
      const r = await ctx.db.execute(sql`select id, name, gender, student_no as "studentNo" from students
      where school_id = ${s.institutionId} and class_id = ${c.id} and status = 1 order by student_no nulls last, name, id`);
      return ok(r.rows);
    },
  );

  app.post(
    '/kid-arch/v1/teacher/clazz/save-stu-num-clazz',
    {
      config: { access: { codes: [G.studentUpdate] } },
      schema: {
        summary:
          'Student numbers of a class, all or nothing: {clazzId, items: [{studentId, studentNo}]} or {clazzId, auto: {prefix, start, width, overwrite}}',
        body: saveClazzNumbersInput,
      },
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      return ok(await saveClazzNumbers(ctx, s, scope, request.body));
    },
  );

  app.post(
    '/kid-arch/v1/teacher/web/student/save-stu-num',
    {
      config: { access: { codes: [G.studentUpdate] } },
      schema: {
        summary: "One child's student number {studentId, studentNo} (blank clears); unique among children in school",
        body: saveStudentNoInput,
      },
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      const { studentId, studentNo } = request.body;
      if (studentNo !== '' && !/^[0-9A-Za-z-]{1,20}$/.test(studentNo))
        throw fieldError('studentNo', '学号应为 1-20 位字母、数字或 -', 'the student number must be 1–20 letters, digits or -');
      await ctx.db.transaction(async (tx) => {
        await lockSchool(tx, s.institutionId);
        const st = await visibleStudent(tx, s, scope, studentId, true);
        if (st.status !== 1) throw new AppError(E.childNotInSchool);
        await assertUnique(tx, s.institutionId, { studentNo: studentNo || null, idCardNo: null, idCardType: st.idCardType }, st.id);
        await tx.execute(sql`update students set student_no = ${studentNo || null} where school_id = ${s.institutionId} and id = ${st.id}`);
      });
      return ok({ studentId, studentNo: studentNo || null });
    },
  );

  app.post(
    '/kid-arch/v1/teacher/web/student/update-guardian-mobile',
    {
      config: { access: { codes: [G.studentUpdate] } },
      schema: {
        summary:
          "Change an existing guardian's phone {studentId, guardianId, mobile}: the guardian is linked to that phone's account (created if new)",
        body: guardianMobileInput,
      },
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      const { studentId, guardianId, mobile } = request.body;
      if (!isPhone(mobile))
        throw fieldError(
          'mobile',
          '请输入正确的手机号：11 位数字，以 1 开头，第二位为 3-9',
          'enter a valid phone number: 11 digits, starting with 1, second digit 3–9',
        );
      await ctx.db.transaction(async (tx) => {
        const st = await visibleStudent(tx, s, scope, studentId, true);
        if (st.status !== 1) throw new AppError(E.childNotInSchool);
        const r = await tx.execute(
          sql`select id, name, phone from guardians where school_id = ${s.institutionId} and student_id = ${st.id}`,
        );
        const all = r.rows as { id: number; name: string; phone: string }[];
        const g = all.find((x) => x.id === guardianId);
        if (!g) throw fieldError('guardianId', '该家长不属于这个幼儿', 'this guardian does not belong to the child');
        if (g.phone === mobile) throw new AppError('user-0003', { field: 'mobile' });
        if (all.some((x) => x.id !== g.id && x.phone === mobile)) throw new AppError(E.guardianPhoneDuplicate, { field: 'mobile' });
        const accounts = await linkAccounts(tx, [{ phone: mobile, name: g.name }]);
        await tx.execute(sql`update guardians set phone = ${mobile}, account_id = ${accounts.get(mobile) ?? null}
        where school_id = ${s.institutionId} and id = ${g.id}`);
      });
      return ok({ guardianId, mobile: MASKED.phone(mobile) });
    },
  );
};
