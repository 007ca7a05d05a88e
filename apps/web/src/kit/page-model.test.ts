import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_COMPONENTS } from '../pages/registry.ts';
import { isDeclaredPath, pageAt, publicRoutes, registerPageNames } from './page-model.ts';

describe('the pages of this build', () => {
  // as the registry left them for the other tests of this worker
  afterEach(() => registerPageNames(Object.keys(PAGE_COMPONENTS)));

  it('are the ones the page registry found a component for', () => {
    expect(pageAt('/garden/student/index')?.page.name).toBe('garden-student');
    expect(publicRoutes().map((p) => p.name)).toContain('login');
  });

  it('leave out a declared page without a component, and its path', () => {
    registerPageNames(Object.keys(PAGE_COMPONENTS).filter((n) => n !== 'garden-student'));
    expect(pageAt('/garden/student/index')).toBeUndefined();
    expect(isDeclaredPath('/garden/student/index')).toBe(false);
    expect(pageAt('/garden/teacher/staff/index')?.page.name).toBe('garden-staff');
  });
});
