import { GARDEN_CODES as G } from '@kg/shared';
import { batchGraduationInput, graduateStudentListQuery, graduationInput } from '@kg/shared/modules/garden/students';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/envelope.ts';
import { readCall } from '../../../core/read-route.ts';
import { scoped } from '../classes/common.ts';
import { childPage } from '../students/student-list.ts';
import { graduationFailureReport } from './graduate-files.ts';
import { graduateStudents } from './graduation-service.ts';

const GRADUATE_CODES = [G.studentGraduate, G.clazzGraduate];

/** Graduates /kid-arch/v1/teacher/graduate/student/*: the list of graduated children and graduation of children. */
export const graduateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const P = '/kid-arch/v1/teacher/graduate/student';

  readCall(
    app,
    `${P}/graduate-stu-list`,
    {
      access: { codes: [G.student, G.clazz], read: true },
      summary:
        'Graduated children in range, paged: by name, clazzId (graduated class), graduateYear, gender; rows carry graduatedAt of their class',
      input: graduateStudentListQuery,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      return childPage(ctx, s, scope, { ...q, status: 2 }, q.pageNum, q.pageSize);
    },
  );

  app.post(
    `${P}/graduation`,
    {
      config: { access: { codes: GRADUATE_CODES } },
      schema: { summary: 'One child of the top grade {studentId} graduates (status 2); the class stays', body: graduationInput },
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      return ok(await graduateStudents(ctx, s, scope, [request.body.studentId]));
    },
  );

  app.post(
    `${P}/batch-graduation`,
    {
      config: { access: { codes: GRADUATE_CODES } },
      schema: {
        summary:
          'Children {studentIds} graduate, all or nothing; refused with data {failures: [{studentId, name, clazzName, reason}], reportId} (reasons workbook: /kid-arch/v1/file/graduate-stu-failed-reason?id=)',
        body: batchGraduationInput,
      },
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      return ok(await graduateStudents(ctx, s, scope, request.body.studentIds, (failures) => graduationFailureReport(ctx, s, failures)));
    },
  );
};
