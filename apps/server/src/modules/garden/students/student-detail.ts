import { GARDEN_CODES, maskIdCard, maskPhone } from '@kg/shared';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { ageInMonths, findClass, todayChina } from '../classes/common.ts';
import { loadGuardians } from './guardian-service.ts';
import { visibleStudent } from './student-service.ts';

/** Whether the caller edits children: they see guardians' phones in full (the form needs them). */
const editsChildren = (s: SessionInfo) =>
  !s.readOnly && (s.permissions.has(GARDEN_CODES.studentUpdate) || s.permissions.has(GARDEN_CODES.studentAdd));

export async function studentDetail(ctx: AppContext, s: SessionInfo, scope: number[] | null, id: number, reveal: boolean) {
  const st = await visibleStudent(ctx.db, s, scope, id);
  const c = st.clazzId ? await findClass(ctx.db, s.institutionId, st.clazzId) : null;
  const guardians = (await loadGuardians(ctx.db, s.institutionId, [st.id])).get(st.id) ?? [];
  const fullPhones = editsChildren(s);
  const unmask = reveal && s.permissions.has(GARDEN_CODES.idCardReveal);
  return {
    ...st,
    idCardNo: unmask ? (st.idCardNo ?? '') : maskIdCard(st.idCardNo, st.idCardType),
    idCardMasked: !unmask && st.idCardType === 1 && Boolean(st.idCardNo),
    canReveal: s.permissions.has(GARDEN_CODES.idCardReveal),
    ageMonths: ageInMonths(st.birthday, todayChina(ctx.now())),
    clazzName: c?.name ?? null,
    gradeId: c?.gradeId ?? null,
    gradeName: c?.gradeName ?? null,
    graduatedAt: c?.graduatedAt ?? null,
    guardians: guardians.map((g) => ({ ...g, phone: fullPhones ? g.phone : maskPhone(g.phone) })),
  };
}

/**
 * The health facts a child record holds so far. Allergies, medical history and
 * measurements belong to the health module and are not part of the record yet.
 */
export async function healthInfo(ctx: AppContext, s: SessionInfo, scope: number[] | null, id: number) {
  const st = await visibleStudent(ctx.db, s, scope, id);
  const c = st.clazzId ? await findClass(ctx.db, s.institutionId, st.clazzId) : null;
  return {
    studentId: st.id,
    name: st.name,
    gender: st.gender,
    birthday: st.birthday,
    ageMonths: ageInMonths(st.birthday, todayChina(ctx.now())),
    clazzId: st.clazzId,
    clazzName: c?.name ?? null,
    status: st.status,
  };
}
