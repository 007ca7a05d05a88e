import { ageInMonths } from '@kg/shared/time/age';
import { todayChina } from '@kg/shared/time/china';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { masker, mayReveal } from '../../../core/masking.ts';
import { type ChildProfileSection, type Registry, readProfileSections } from '../../../platform/extensions/index.ts';
import { findClass } from '../classes/class-lookup.ts';
import { visibleStudent } from './child-service.ts';
import { loadGuardians } from './guardian-service.ts';

/** A child with class and guardians, and the sections other modules add to its profile (`childProfileSections`). */
export async function studentDetail(
  ctx: AppContext,
  sections: Registry<ChildProfileSection>,
  s: SessionInfo,
  scope: number[] | null,
  id: number,
  reveal: boolean,
) {
  const st = await visibleStudent(ctx.db, s, scope, id);
  const c = st.clazzId ? await findClass(ctx.db, s.institutionId, st.clazzId) : null;
  const guardians = (await loadGuardians(ctx.db, s.institutionId, [st.id])).get(st.id) ?? [];
  // phones and the ID number leave masked unless a holder of the reveal code asks (reveal=true);
  // the edit form sends a masked guardian phone back unchanged and the update keeps the stored one
  const m = masker(s, reveal ? 'revealed' : 'masked');
  return {
    ...st,
    idCardNo: m.idCard(st.idCardNo, st.idCardType),
    idCardMasked: !m.full && st.idCardType === 1 && Boolean(st.idCardNo),
    canReveal: mayReveal(s),
    ageMonths: ageInMonths(st.birthday, todayChina(ctx.now())),
    clazzName: c?.name ?? null,
    gradeId: c?.gradeId ?? null,
    gradeName: c?.gradeName ?? null,
    graduatedAt: c?.graduatedAt ?? null,
    guardians: guardians.map((g) => ({ ...g, phone: m.phone(g.phone) })),
    sections: await readProfileSections(sections, ctx.db, s, { schoolId: s.institutionId, childId: st.id }),
  };
}
