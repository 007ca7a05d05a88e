import { InstitutionType } from '@kg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { schoolReach } from '../tenancy/index.ts';

type Runner = Pick<AppContext['db'], 'execute'>;

/**
 * What a change may have taken away, naming the sessions to look at again:
 * - `membership`: the sessions of an institution's own members (of one member, or all), signed in there;
 * - `visit`: regulators' read-only visits into a school (or into any school: an authority's change);
 * - `reach`: a group's employees inside the group's schools (of one employee, or all).
 */
export type SessionReason =
  | { kind: 'membership'; institutionId: number; memberId?: number }
  | { kind: 'visit'; schoolId?: number }
  | { kind: 'reach'; groupId: number; memberId?: number };

const memberActive = (institution: SQL, member: SQL): SQL => sql`exists (select 1 from members rm
  where rm.institution_id = ${institution} and rm.id = ${member} and rm.status = 1
    and not exists (select 1 from member_sign_in_blocks rb where rb.school_id = rm.institution_id and rb.member_id = rm.id))`;

/** Which sessions the reason names (live ones only), and whether their reason still holds. */
function reasonOf(r: SessionReason): { kind: string; among: SQL; holds: SQL } {
  if (r.kind === 'membership')
    return {
      kind: 'membership-ended',
      among: sql`s.via_institution_id is null and s.institution_id = ${r.institutionId}
        ${r.memberId ? sql`and s.member_id = ${r.memberId}` : sql``}`,
      holds: sql`(${memberActive(sql`s.institution_id`, sql`s.member_id`)}
        and exists (select 1 from institutions mi where mi.id = s.institution_id and not mi.disabled))`,
    };
  if (r.kind === 'visit')
    return {
      kind: 'entry-ended',
      // an authority's reach spans its units, so a change at one authority may end a superior's visit:
      // every live visit into the school (or every live visit at all) is looked at again; they are few
      among: sql`s.read_only and s.via_institution_id is not null ${r.schoolId ? sql`and s.institution_id = ${r.schoolId}` : sql``}`,
      holds: sql`(${memberActive(sql`s.via_institution_id`, sql`s.member_id`)}
        and exists (select 1 from institutions ri where ri.id = s.via_institution_id and not ri.disabled)
        and ${schoolReach('entry', sql`s.via_institution_id`, sql`s.member_id`, sql`s.institution_id`)})`,
    };
  return {
    kind: 'reach-ended',
    among: sql`not s.read_only and s.via_institution_id = ${r.groupId} ${r.memberId ? sql`and s.member_id = ${r.memberId}` : sql``}`,
    holds: sql`exists (select 1 from members gm join institutions gs on gs.id = s.institution_id
      where gm.institution_id = s.via_institution_id and gm.id = s.member_id and gm.status = 1
        and gs.type = ${InstitutionType.school} and gs.group_id = s.via_institution_id
        and (gm.is_admin or gm.all_range or exists (select 1 from group_employee_schools ge
          where ge.group_id = gs.group_id and ge.member_id = gm.id and ge.school_id = gs.id)))`,
  };
}

/**
 * Access ends with its reason: after a change to supervision, entry, a group's reach or a
 * membership, the sessions that depended on it and no longer have it are revoked at once —
 * in the caller's transaction, so both commit together. A revoked session's access token is
 * refused at its next call and its refresh token with it (the whole family: refresh checks the
 * session), and the revocation notifies every instance's session cache (migration 0003).
 * Answers how many sessions ended.
 */
export async function endSessionsWithoutReason(db: Runner, ...reasons: SessionReason[]): Promise<number> {
  let ended = 0;
  for (const r of reasons) {
    const { kind, among, holds } = reasonOf(r);
    const res = await db.execute(sql`update sessions s set revoked_at = now(), revoke_reason = ${kind}
      where s.revoked_at is null and ${among} and not ${holds} returning s.id`);
    ended += res.rows.length;
  }
  return ended;
}
