import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionFromLogin, sessionStore } from '../session/session-store.ts';
import { hasPermission, Permission } from './has-permission.ts';

/** The 6-character form computed independently, with WebCrypto. */
async function hash6(code: string): Promise<string> {
  const d = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  return Array.from(new Uint8Array(d), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 6);
}

describe('hasPermission', () => {
  it('allows a user holding any of the codes', () => {
    expect(hasPermission(['a', 'student-manage'], ['x', 'student-manage'])).toBe(true);
  });
  it('denies a user holding none of them', () => {
    expect(hasPermission(['a'], ['student-manage'])).toBe(false);
  });
  it('denies an empty or missing list of codes', () => {
    expect(hasPermission(['student-manage'], [])).toBe(false);
    expect(hasPermission(['student-manage'], undefined)).toBe(false);
    expect(hasPermission(null, ['student-manage'])).toBe(false);
  });
  it('accepts a held code in its 6-character hash form', async () => {
    const held = await hash6('student-manage');
    expect(held).toHaveLength(6);
    expect(hasPermission([held], ['student-manage'])).toBe(true);
    expect(hasPermission([held], ['teacher-manage-child'])).toBe(false);
  });
});

describe('<Permission>', () => {
  afterEach(() => sessionStore.set(null));
  const signIn = (permission: string[]) =>
    sessionStore.set(
      sessionFromLogin({
        token: 't',
        refreshToken: 'r',
        refreshExpire: 0,
        accountId: 1,
        orgId: 3,
        orgType: 2,
        schoolId: 3,
        teacherId: 1,
        permission,
      }),
    );

  it('renders its children for a user with a code', () => {
    signIn(['student-manage']);
    render(
      <Permission codes={['student-manage']}>
        <button type="button">add</button>
      </Permission>,
    );
    expect(screen.getByRole('button', { name: 'add' })).toBeTruthy();
  });
  it('removes the element for a user without one, and when signed out', () => {
    signIn(['other']);
    const { rerender } = render(
      <Permission codes={['student-manage']}>
        <button type="button">add</button>
      </Permission>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    sessionStore.set(null);
    rerender(
      <Permission codes={['student-manage']} fallback={<span>none</span>}>
        <button type="button">add</button>
      </Permission>,
    );
    expect(screen.getByText('none')).toBeTruthy();
  });
});
