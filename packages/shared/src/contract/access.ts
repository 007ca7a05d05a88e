/**
 * Who may make a call (DESIGN §2, §6), declared with the endpoint:
 * - 'public': no session.
 * - 'device': no session either; the handler admits a registered device by the signature it
 *   made of the body with its own secret (attendance's intake). Not a code holder's call.
 * - { codes }: a session whose permissions hold any of `codes`; an empty list means any
 *   signed-in user (self-service calls).
 * `read: true` marks a call that changes nothing, so read-only sessions (a regulator inside
 * a school) may make it; every other call is refused to them.
 */
export type Access =
  | 'public'
  | 'device'
  | {
      readonly codes: readonly string[];
      readonly read?: boolean;
      /** And any of these too (a second condition; see PageDecl.alsoNeeds). */
      readonly also?: readonly string[];
    };

/** Access of a signed-in caller. */
export type CodedAccess = Exclude<Access, 'public' | 'device'>;

/** Any signed-in user, reading only (reference data, own profile, lists). */
export const SIGNED_IN_READ = { codes: [] as readonly string[], read: true } as const satisfies Access;
/** Any signed-in user acting on their own account; refused to read-only sessions. */
export const SIGNED_IN = { codes: [] as readonly string[] } as const satisfies Access;

/** A read call for holders of any of `codes`. */
export const readFor = (...codes: string[]): CodedAccess => ({ codes, read: true });
/** A changing call for holders of any of `codes`. */
export const writeFor = (...codes: string[]): CodedAccess => ({ codes });

/** `access`, and any of `codes` besides. */
export const alsoNeeding = (access: CodedAccess, ...codes: string[]): CodedAccess => ({ ...access, also: codes });

/** Whether a set of codes passes an access's code conditions (not its read-only rule). */
export function codesAllow(access: CodedAccess, held: ReadonlySet<string>): boolean {
  if (access.codes.length > 0 && !access.codes.some((c) => held.has(c))) return false;
  return !access.also?.length || access.also.some((c) => held.has(c));
}

export const isReadAccess = (a: Access): boolean => typeof a === 'object' && a.read === true;
export const codesOf = (a: Access): readonly string[] => (typeof a === 'string' ? [] : a.codes);
