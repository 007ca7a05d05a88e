import { SECTIONS, type SectionDecl, WORKBENCH_SECTION } from '@kg/shared';
import { describe, expect, it } from 'vitest';
import { userRoutes } from '../../kit/route-model.ts';
import { permittedModules } from './permitted-modules.ts';

const garden: SectionDecl = {
  path: '/garden',
  name: 'garden',
  title: 'menu.garden',
  institutionTypes: [2],
  children: [
    {
      path: '/garden/student',
      name: 'student',
      title: 'menu.student',
      icon: 'TeamOutlined',
      children: [
        { path: '/garden/student/index', name: 'student-index', title: 'menu.studentList' },
        { path: '/garden/student/add', name: 'student-add', title: 'menu.studentAdd', hidden: true },
      ],
    },
    { path: '/garden/hidden', name: 'hidden', title: 'menu.hidden', hidden: true },
  ],
};

describe('permitted modules', () => {
  it("lists each visible section's modules outside the desktop, with their visible pages and first page", () => {
    const out = permittedModules([WORKBENCH_SECTION, garden]);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ to: '/garden/student/index', module: { name: 'student' } });
    expect(out[0].pages.map((p) => p.name)).toEqual(['student-index']);
  });

  it('leaves out a module whose pages are all hidden', () => {
    const onlyHidden: SectionDecl = { ...garden, children: [{ ...garden.children![0], children: [garden.children![0].children![1]] }] };
    expect(permittedModules([onlyHidden])).toEqual([]);
  });

  it("gives a group its console's pages and an authority its console's, the same ones the menu shows", () => {
    const names = (orgType: number, permissions: string[]) =>
      permittedModules(userRoutes(SECTIONS, { orgType, isGroup: orgType === 1, schoolId: 2, permissions }, false).sections).map(
        (m) => m.module.name,
      );
    expect(names(1, ['group-role-manage'])).toEqual(['group-health-alerts', 'group-role']);
    expect(names(4, ['regulation-unit-manage'])).toEqual(['regulation-index', 'regulation-superior', 'regulation-health-alerts']);
  });
});
