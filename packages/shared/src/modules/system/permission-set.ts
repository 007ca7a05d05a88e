import { permissionHash } from '../../permission-hash.ts';

/**
 * The response header carrying the session's permission set in 6 characters: the web compares
 * it with the set it holds and reloads user-info when they differ, so a role change reaches an
 * open page on its next call.
 */
export const PERMISSION_SET_HEADER = 'x-permission-set';

/** The 6-character hash of a permission set, independent of order and repeats. */
export function permissionSetHash(codes: Iterable<string>): string {
  return permissionHash([...new Set(codes)].sort().join(','));
}
