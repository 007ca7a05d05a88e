/**
 * Whose page a logout's `redirect` is. Logout keeps the deep link (overview §4: a /fullPage view, or
 * an expired session, returns to where it was), but only for the account that was on it: after a
 * sign-out, another person signing in at the same screen lands on their own home, not on the
 * previous person's page. Local storage, not the tab's session storage: a login clears that before
 * it knows who signs in, and a failed attempt must not lose the record.
 */
const KEY = 'kg.redirectOwner';

interface Owner {
  accountId: number;
  path: string;
}

/** Called by logout with the account and the path the login page will offer to return to. */
export function rememberRedirectOwner(accountId: number, path: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ accountId, path } satisfies Owner));
  } catch {
    // blocked storage: the redirect is then dropped for everyone (see redirectAfterLogin)
  }
}

function readOwner(): Owner | null | 'unreadable' {
  try {
    const raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    if (raw === null) return null;
    const o = JSON.parse(raw) as Partial<Owner>;
    return typeof o.accountId === 'number' && typeof o.path === 'string' ? { accountId: o.accountId, path: o.path } : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * The redirect a login that signed in `accountId` follows: the one asked for, unless a logout
 * left it for another account. A redirect no logout left (a deep link opened signed out) is anyone's.
 * Forgets the record either way: it serves one login.
 */
export function redirectAfterLogin(redirect: string | null, accountId: number): string | null {
  const owner = readOwner();
  if (!redirect || owner === null) return redirect;
  if (owner === 'unreadable') return null;
  return owner.path !== redirect || owner.accountId === accountId ? redirect : null;
}
