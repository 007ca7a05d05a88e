import { GARDEN_CODES as G, PAGE_CODES } from '@kg/shared';
import {
  listOfClazzQuery,
  studentAddInput,
  studentDetailQuery,
  studentHealthQuery,
  studentListQuery,
  studentRemoveInput,
  studentUpdateInput,
} from '@kg/shared/modules/garden/students';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/envelope.ts';
import { readCall } from '../../../core/read-route.ts';
import { scoped, visibleClass } from '../classes/common.ts';
import { healthInfo, studentDetail } from './student-detail.ts';
import { childPage } from './student-list.ts';
import { addStudent, removeStudents, updateStudent } from './student-service.ts';

/**
 * Children /kid-arch/v1/teacher/web/student/*. Every call is limited to the caller's class
 * range: a child outside it is answered like a missing one (404 common-0405).
 */
export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const P = '/kid-arch/v1/teacher/web/student';

  readCall(
    app,
    `${P}/list`,
    {
      access: { codes: [G.student], read: true },
      summary: 'Children, paged: by name, clazzId, gradeId, status (default 1 in school), gender, guardianPhone (any digits), studentNo',
      input: studentListQuery,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      return childPage(ctx, s, scope, q, q.pageNum, q.pageSize);
    },
  );

  readCall(
    app,
    `${P}/list-of-clazz`,
    {
      access: { codes: [G.student, G.clazz], read: true },
      summary: 'The children of one class, paged, by name: those in school, or the graduates of a graduated class',
      input: listOfClazzQuery,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      const c = await visibleClass(ctx.db, s, scope, q.clazzId);
      return childPage(ctx, s, scope, { clazzId: c.id, name: q.name, status: c.status === 1 ? 1 : 2 }, q.pageNum, q.pageSize);
    },
  );

  readCall(
    app,
    `${P}/detail`,
    {
      access: { codes: [G.student, G.clazz], read: true }, // class managers open graduates of their classes
      summary:
        "A child with class and guardians; ID number and guardians' phones masked unless reveal=true by a holder of sensitive-id-card-view",
      input: studentDetailQuery,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      return ok(await studentDetail(ctx, s, scope, q.id, q.reveal));
    },
  );

  app.post(
    `${P}/add`,
    {
      config: { access: { codes: [G.studentAdd] } },
      schema: {
        summary:
          'Add a child {clazzId, name, gender, birthday?, idCardType?, idCardNo?, nation?, studentNo?, enrolDate?, guardians: [{name, phone, relation, isDirectGuardian}] (at least one)}; answers {id}',
        body: studentAddInput,
      },
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      return ok({ id: await addStudent(ctx, s, scope, request.body) });
    },
  );

  app.post(
    `${P}/update`,
    {
      config: { access: { codes: [G.studentUpdate] } },
      schema: {
        summary:
          'Update a child in school {id, …}: absent fields stay; guardians, when sent, is the complete list (existing ones by id keep their phone)',
        body: studentUpdateInput,
      },
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      await updateStudent(ctx, s, scope, request.body);
      return ok(null);
    },
  );

  app.post(
    `${P}/remove`,
    {
      config: { access: { codes: [G.studentDelete] } },
      schema: {
        summary: 'Children {id | ids} leave the school (status 3, record kept); all or nothing; answers {removed}',
        body: studentRemoveInput,
      },
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      const ids = [...new Set([...(request.body.ids ?? []), ...(request.body.id ? [request.body.id] : [])])];
      return ok(await removeStudents(ctx, s, scope, ids));
    },
  );

  readCall(
    app,
    `${P}/getStuHealthInfo`,
    {
      access: { codes: [G.student, PAGE_CODES.health, PAGE_CODES.healthCare], read: true },
      summary:
        'Health facts of a child that exist so far: gender, birthday, age in months, class (allergies and measurements come with the health module)',
      input: studentHealthQuery,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      return ok(await healthInfo(ctx, s, scope, (q.studentId ?? q.id)!));
    },
  );
};
