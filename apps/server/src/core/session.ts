import {
  ALL_GROUP_CONSOLE_CODES,
  ALL_REGULATION_CODES,
  ALL_SCHOOL_CODES,
  codesAllow,
  type Endpoint,
  HEADER,
  InstitutionType,
  REGULATED_GRANTS,
  REGULATOR_VIEW_CODES,
} from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { MODULE_CONTRACTS } from '@kg/shared/modules/contracts';
import { PERMISSION_SET_HEADER, permissionSetHash } from '@kg/shared/modules/system/permission-set';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from './access.ts';
import type { AppContext, SessionInfo } from './context.ts';
import { AppError } from './errors.ts';
import { type AccessClaims, verifyAccessToken } from './tokens.ts';

export function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1].trim() : null;
}

interface SessionRow {
  id: number;
  account_id: number;
  institution_id: number;
  member_id: number;
  read_only: boolean;
  via_institution_id: number | null;
  revoked_at: Date | null;
  type: number;
  institution_name: string;
  institution_logo: string | null;
  group_id: number | null;
  real_name: string;
  avatar_url: string | null;
  account_disabled: boolean;
  institution_disabled: boolean;
  need_update_password: boolean;
  member_status: number | null;
  all_range: boolean | null;
  is_admin: boolean | null;
  codes: string[];
  via_in_scope: boolean | null;
  modules_off: string[] | null;
  regulated: boolean;
}

const LOAD_SESSION = `
  select s.id, s.account_id, s.institution_id, s.member_id, s.read_only, s.via_institution_id, s.revoked_at,
         i.type, i.name as institution_name, i.logo_url as institution_logo, i.group_id, i.disabled as institution_disabled,
         a.disabled as account_disabled, a.need_update_password, a.real_name, a.avatar_url,
         m.status as member_status, m.is_admin,
         -- a held school role with the whole-school data scope widens the member's own range;
         -- a group employee inside a school sees the whole school
         (m.all_range or s.via_institution_id is not null
            or i.type = 2 and exists (select 1 from member_roles mr join roles r on r.institution_id = mr.institution_id and r.id = mr.role_id
                  where mr.institution_id = m.institution_id and mr.member_id = m.id and r.data_scope = 'school')) as all_range,
         -- entered from the group: the school codes its group roles grant, not their console codes
         coalesce(case when s.via_institution_id is not null and not s.read_only
                   then (select array_agg(distinct gc.code) from member_roles mr
                     join group_role_school_codes gc on gc.institution_id = mr.institution_id and gc.role_id = mr.role_id
                     where mr.institution_id = m.institution_id and mr.member_id = m.id)
                   else (select array_agg(distinct rp.code) from member_roles mr
                     join role_permissions rp on rp.institution_id = mr.institution_id and rp.role_id = mr.role_id
                     where mr.institution_id = m.institution_id and mr.member_id = m.id) end, '{}') as codes,
         -- a group entry lasts while the school is the group's and in the employee's scope
         (s.via_institution_id is null or s.read_only or i.group_id = s.via_institution_id and (m.is_admin or m.all_range
            or exists (select 1 from group_employee_schools ge where ge.group_id = s.via_institution_id
              and ge.member_id = m.id and ge.school_id = s.institution_id))) as via_in_scope,
         (select ss.modules_off from school_settings ss where ss.school_id = s.institution_id) as modules_off,
         (i.type = 2 and exists (select 1 from regulator_schools rs join institutions reg on reg.id = rs.regulator_id
            where rs.school_id = s.institution_id and not reg.disabled)) as regulated
  from sessions s
  join accounts a on a.id = s.account_id
  join institutions i on i.id = s.institution_id
  left join members m on m.institution_id = coalesce(s.via_institution_id, s.institution_id) and m.id = s.member_id
    -- a member the school disabled (system accounts) is treated as no member: refused
    and not exists (select 1 from member_sign_in_blocks b where b.school_id = m.institution_id and b.member_id = m.id)
  where s.id = $1`;

/** What an institution's administrator holds: every code of its kind of console. */
const ADMIN_CODES: Record<number, readonly string[]> = {
  [InstitutionType.school]: ALL_SCHOOL_CODES,
  [InstitutionType.group]: ALL_GROUP_CONSOLE_CODES,
  [InstitutionType.regulator]: ALL_REGULATION_CODES,
};

/**
 * One query per request: the session, whether it may still act (revoked, disabled,
 * departed), its identity and its permission codes. A named statement: planned once per
 * connection, since every signed-in call runs it.
 */
export async function loadSession(ctx: AppContext, sessionId: number): Promise<SessionInfo | null> {
  const cached = ctx.sessions.get(sessionId);
  if (cached) return cached;
  const r = await ctx.db.$client.query({ name: 'load-session', text: LOAD_SESSION, values: [sessionId] });
  const row = r.rows[0] as SessionRow | undefined;
  if (!row || row.revoked_at || row.account_disabled || row.institution_disabled || row.member_status !== 1) return null;
  if (!row.via_in_scope) return null;
  let permissions: Set<string>;
  if (row.read_only) permissions = new Set(REGULATOR_VIEW_CODES);
  else if (row.is_admin) permissions = new Set([...(ADMIN_CODES[row.type] ?? []), ...row.codes]);
  else permissions = new Set(row.codes);
  if (row.regulated && !row.read_only) grantRegulated(permissions);
  const session: SessionInfo = {
    sessionId: row.id,
    accountId: row.account_id,
    institutionId: row.institution_id,
    institutionType: row.type,
    memberId: row.member_id,
    readOnly: row.read_only,
    viaInstitutionId: row.via_institution_id,
    needUpdatePassword: row.need_update_password,
    allRange: Boolean(row.all_range || row.is_admin),
    isAdmin: Boolean(row.is_admin),
    permissions,
    realName: row.real_name,
    avatarUrl: row.avatar_url,
    institutionName: row.institution_name,
    institutionLogo: row.institution_logo,
    parentGroupId: row.group_id,
    modulesOff: row.modules_off ?? [],
  };
  ctx.sessions.set(sessionId, session);
  return session;
}

/** A supervised school waives some second codes (ModuleDecl.regulatedGrants). */
function grantRegulated(permissions: Set<string>): void {
  for (const [held, granted] of REGULATED_GRANTS) if (permissions.has(held)) permissions.add(granted);
}

const setHashes = new WeakMap<SessionInfo, string>();
/** Hashed once per loaded session: a cached session answers from here. */
function permissionSetOf(session: SessionInfo): string {
  const known = setHashes.get(session);
  if (known !== undefined) return known;
  const h = permissionSetHash(session.permissions, session.modulesOff ?? []);
  setHashes.set(session, h);
  return h;
}

/**
 * What an account that must change its password may still call (DESIGN §5.6): who it is, its
 * institutions, signing out, and what the reset-password guide calls on opening (its page calls).
 * The change itself is public (an SMS code proves the phone). Everything else answers iam-0015.
 */
const WHILE_PASSWORD_MUST_CHANGE: ReadonlySet<Endpoint> = new Set<Endpoint>([
  signInEndpoints.userInfo,
  signInEndpoints.logout,
  signInEndpoints.orgList,
  signInEndpoints.enter,
  // whichever module's contract declares the guide page
  ...MODULE_CONTRACTS.flatMap((c) => c.pageCalls['desktop-reset-password-guide'] ?? []),
]);

/** A header naming an institution or member is never authority: it must match the token. */
function headerContradicts(value: string | string[] | undefined, expected: number): boolean {
  if (value === undefined) return false;
  const v = Array.isArray(value) ? value[0] : value;
  if (v === '' || v === 'undefined' || v === 'null') return false;
  return v !== String(expected);
}

export function registerSessionHook(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  // Before validation: who may call is settled before what they sent is looked at, so a caller
  // without access learns nothing about a call's input (and the access walk can probe every
  // endpoint with an empty body). A callback hook: a cached session is admitted without a promise.
  app.addHook('preValidation', (request, reply, done) => {
    const access = request.routeOptions.config?.access as Access | undefined;
    // a public call has no session; a device call is admitted by its device's own signature (attendance's intake)
    if (!access || access === 'public' || access === 'device') return done();
    const sid = sessionIdOf(app, request);
    const cached = app.ctx.sessions.get(sid);
    if (cached) {
      admit(request, reply, access, cached);
      return done();
    }
    loadSession(app.ctx, sid).then((session) => {
      try {
        admit(request, reply, access, session);
      } catch (err) {
        return done(err as Error);
      }
      done();
    }, done);
  });
}

/** Tokens whose MAC held, per secret, with their claims; emptied when full. */
const verifiedTokens = new WeakMap<Buffer, Map<string, AccessClaims>>();
const MAX_VERIFIED = 10_000;

/**
 * The claims of a token whose MAC holds, or null. A caller sends the same token on every call of
 * its life, so the MAC is checked once (an HMAC per request otherwise); only a token that passed
 * is remembered, and its expiry is still read on every call.
 */
function verifiedClaims(secret: Buffer, token: string, nowS: number): AccessClaims | 'expired' | null {
  let known = verifiedTokens.get(secret);
  if (!known) {
    known = new Map();
    verifiedTokens.set(secret, known);
  }
  const hit = known.get(token);
  if (hit) return hit.exp < nowS ? 'expired' : hit;
  const claims = verifyAccessToken(secret, token, nowS);
  if (claims !== null && claims !== 'expired') {
    if (known.size >= MAX_VERIFIED) known.clear();
    known.set(token, claims);
  }
  return claims;
}

/** The session id of a valid, unexpired bearer token; anything else is refused. */
function sessionIdOf(app: FastifyInstance, request: FastifyRequest): number {
  const token = bearer(request);
  if (!token) throw new AppError('gateway-0101');
  const claims = verifiedClaims(app.ctx.tokenSecret, token, app.ctx.now().getTime() / 1000);
  if (claims === null || claims === 'expired') throw new AppError(claims === 'expired' ? 'iam-0003' : 'gateway-0101');
  return claims.sid;
}

/** Lets the session call this route, or refuses it. */
function admit(
  request: FastifyRequest,
  reply: FastifyReply,
  access: Exclude<Access, 'public' | 'device'>,
  session: SessionInfo | null,
): void {
  if (!session) throw new AppError('gateway-0102');
  // known before it is allowed: a refusal below is recorded with who asked (audit-refusals.ts)
  request.session = session;
  const endpoint = request.routeOptions.config?.endpoint;
  if (session.needUpdatePassword && !(endpoint && WHILE_PASSWORD_MUST_CHANGE.has(endpoint))) throw new AppError('iam-0015');
  // the web reloads its permissions when this differs from the set it holds (even on a refusal below)
  reply.header(PERMISSION_SET_HEADER, permissionSetOf(session));
  if (
    headerContradicts(request.headers[HEADER.schoolId], session.institutionId) ||
    headerContradicts(request.headers[HEADER.teacherId], session.memberId)
  ) {
    throw new AppError('gateway-0105');
  }
  // a read-only visitor is told so, rather than that a code is missing
  if (session.readOnly && !access.read) throw new AppError('common-0406');
  if (!codesAllow(access, session.permissions)) throw new AppError('common-0403');
}

/** The session of a route that declared codes: always present there. */
export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.session) throw new AppError('gateway-0101');
  return request.session;
}
