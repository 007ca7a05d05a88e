import { permissionHash } from '@kg/shared/permission-hash';

/**
 * Element-level check (overview §6): a non-empty list of codes is required, and the user must
 * hold any of them, each also tried in its 6-character hash form (permission lists may carry
 * either form). An empty or missing list is denied.
 */
export function hasPermission(perms: readonly string[] | null | undefined, codes: readonly string[] | null | undefined): boolean {
  if (!perms?.length || !codes?.length) return false;
  const held = new Set(perms);
  return codes.some((c) => held.has(c) || held.has(permissionHash(c)));
}
