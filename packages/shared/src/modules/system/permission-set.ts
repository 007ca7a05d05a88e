import { permissionHash } from '../../permission-hash.ts';

/**
 * The response header carrying the session's permission set (and switched-off modules) in 6
 * characters: the web compares it with what it holds and reloads user-info when they differ, so a
 * role change or a module switch reaches an open page on its next call.
 */
export const PERMISSION_SET_HEADER = 'x-permission-set';

/**
 * The 6-character hash of what a session may open: its permission set and the modules its school
 * switched off, independent of order and repeats. Either changing makes the web reload user-info.
 */
export function permissionSetHash(codes: Iterable<string>, modulesOff: Iterable<string> = []): string {
  const off = [...new Set(modulesOff)].sort().map((m) => `module-off:${m}`);
  return permissionHash([...[...new Set(codes)].sort(), ...off].join(','));
}
