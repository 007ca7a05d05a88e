import { InstitutionType, SECTIONS, type SectionDecl } from '@kg/shared';
import { describe, expect, it } from 'vitest';
import { declaredSections, findPage, indexPages, userRoutes } from './route-model.ts';

const all = () => true;
const garden: SectionDecl = {
  path: '/garden',
  name: 'garden',
  title: 'menu.garden',
  institutionTypes: [InstitutionType.school],
  children: [
    {
      path: '/garden/student',
      name: 'garden-student',
      title: 'menu.student',
      permissions: ['student-manage'],
      children: [
        { path: '/garden/student/index', name: 'student-list', title: 't', keepAlive: true },
        { path: '/garden/student/add', name: 'student-add', title: 't', hidden: true },
      ],
    },
    {
      path: '/garden/teacher',
      name: 'garden-teacher',
      title: 'menu.teacher',
      permissions: ['teacher-manage-child'],
      children: [{ path: '/garden/teacher/index', name: 'teacher-list', title: 't' }],
    },
  ],
};
const visit: SectionDecl = {
  path: '/brand',
  name: 'brand',
  title: 'menu.brand',
  institutionTypes: [InstitutionType.school],
  allowSchoolIds: [7],
  children: [{ path: '/brand/visit/:id', name: 'visit', title: 't' }],
};
/** The real sections but the garden one: these tests declare a small garden of their own. */
const OTHERS = SECTIONS.filter((x) => x.name !== 'garden');
const school = (permissions: string[], schoolId = 3) => ({ orgType: 2, isGroup: false, schoolId, permissions });

describe('routes from the declarations', () => {
  it('drops declared pages without a component file, and parents left empty', () => {
    const has = (n: string) => n !== 'teacher-list' && n !== 'desktop-application';
    const s = declaredSections([...OTHERS, garden], has);
    const paths = [...indexPages(s).keys()];
    expect(paths).toContain('/garden/student/index');
    expect(paths).not.toContain('/garden/teacher/index');
    expect(paths).not.toContain('/desktop/application');
    expect(s.find((x) => x.name === 'garden')!.children!.map((c) => c.name)).toEqual(['garden-student']);
  });

  it('indexes each page with its section and top module, matching :params', () => {
    const idx = indexPages([garden, visit]);
    expect(idx.get('/garden/student/add')!.module.name).toBe('garden-student');
    expect(idx.get('/garden/student/add')!.section.name).toBe('garden');
    expect(findPage(idx, '/brand/visit/5')!.page.name).toBe('visit');
    expect(findPage(idx, '/brand/visit')).toBeUndefined();
  });

  it('gives a school user the desktop home and only the pages their codes open', () => {
    const r = userRoutes([...OTHERS, garden], school(['student-manage']), false);
    expect(r.home).toBe('/desktop/index');
    expect(r.redirects.get('/')).toBe('/desktop/index');
    expect(r.redirects.get('/garden')).toBe('/garden/student/index');
    expect(r.redirects.get('/garden/student')).toBe('/garden/student/index');
    expect(r.pages.has('/garden/student/add')).toBe(true);
    expect(r.pages.has('/garden/teacher/index')).toBe(false);
    expect(r.pages.has('/group/system')).toBe(false);
  });

  it('offers a read-only visit into a school no inbox of its own: not in its menu, not a route the guard lets through', () => {
    const own = userRoutes(SECTIONS, school([]), false);
    expect(own.pages.has('/workflow/approval/todo')).toBe(true);
    const visitor = userRoutes(SECTIONS, { ...school([]), readOnly: true }, false);
    for (const inbox of ['todo', 'mine', 'done', 'cc']) expect(visitor.pages.has(`/workflow/approval/${inbox}`)).toBe(false);
    expect(visitor.home).toBe(own.home);
  });

  it('gives a group user the group console with its id in the query', () => {
    const r = userRoutes(SECTIONS, { orgType: 1, isGroup: true, schoolId: 2, permissions: [] }, false);
    expect(r.home).toBe('/group/system?schoolId=2');
    expect(r.pages.has('/group/system')).toBe(true);
    expect(r.pages.has('/desktop/index')).toBe(false);
  });

  it('gives a regulator user the regulator home', () => {
    const r = userRoutes(SECTIONS, { orgType: 4, isGroup: false, schoolId: 1, permissions: [] }, false);
    expect(r.home).toBe('/regulator/index');
    expect([...r.pages]).toEqual([
      '/regulator/index',
      '/regulator/application',
      '/regulator/account',
      '/regulator/notices',
      '/group/organizational/health/alerts',
    ]);
  });

  it("leads a group or authority session from the school's app centre to its own", () => {
    const group = userRoutes(SECTIONS, { orgType: 1, isGroup: true, schoolId: 2, permissions: [] }, false);
    expect(group.redirects.get('/desktop/application')).toBe('/group/application?schoolId=2');
    const authority = userRoutes(SECTIONS, { orgType: 4, isGroup: false, schoolId: 1, permissions: [] }, false);
    expect(authority.redirects.get('/desktop/application')).toBe('/regulator/application');
    expect(userRoutes(SECTIONS, school([]), false).redirects.has('/desktop/application')).toBe(false);
  });

  it('falls back to the group flag for a session without an institution type', () => {
    expect(userRoutes(SECTIONS, { orgType: 0, isGroup: true, schoolId: 2, permissions: [] }, false).home).toBe('/group/system?schoolId=2');
  });

  it('limits allowSchoolIds sections to those schools on the production host only', () => {
    expect(userRoutes([visit], school([], 3), true).pages.size).toBe(0);
    expect(userRoutes([visit], school([], 7), true).pages.has('/brand/visit/:id')).toBe(true);
    expect(userRoutes([visit], school([], 3), false).pages.has('/brand/visit/:id')).toBe(true);
  });

  it('has nothing to offer a session whose type has no section', () => {
    expect(userRoutes(declaredSections(SECTIONS, all), { orgType: 9, isGroup: false, schoolId: 1, permissions: [] }, false).home).toBe(
      '/404',
    );
  });
});
