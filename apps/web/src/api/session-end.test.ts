import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../session/logout.ts';
import { sessionStore } from '../session/session-store.ts';
import { endSession, setSessionEnder } from './session-end.ts';
import { signIn } from './testing/fake-fetch.ts';

describe('a session the server ended', () => {
  // the session layer's logout, as session/logout.ts plugs it in on load
  afterEach(() => setSessionEnder(() => void logout()));

  it('goes through what the session layer plugged in', () => {
    const end = vi.fn();
    setSessionEnder(end);
    signIn();
    endSession();
    expect(end).toHaveBeenCalledTimes(1);
  });

  it('is at least forgotten when nothing is plugged in', () => {
    setSessionEnder(null);
    signIn();
    endSession();
    expect(sessionStore.get()).toBeNull();
  });
});
