import { idCardFacts, idCardProblem } from '@kg/shared';
import type { Entry } from '../../../widgets/index.ts';
import type { ChildDetail, ChildPayload } from './child-api.ts';

const RESIDENT_ID = 1;

/** The form's values of a loaded child: its fields and guardians (id and accountId kept). */
export function formValuesOf(d: ChildDetail): Entry {
  return {
    clazzId: d.clazzId ?? undefined,
    name: d.name,
    gender: d.gender || undefined,
    birthday: d.birthday ?? undefined,
    idCardType: d.idCardType || RESIDENT_ID,
    idCardNo: d.idCardNo || undefined,
    nation: d.nation ?? undefined,
    studentNo: d.studentNo ?? undefined,
    enrolDate: d.enrolDate ?? undefined,
    guardians: d.guardians.map((g) => ({ ...g })),
  };
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/**
 * The add/update body from the form. Blank optional fields are sent as '' so an update
 * clears them (absent would mean "unchanged"); guardians go as the complete list.
 */
export function payloadOf(v: Entry): ChildPayload {
  const guardians = ((v.guardians as Entry[] | undefined) ?? []).map((g) => ({
    ...(g.id ? { id: g.id } : {}),
    name: text(g.name),
    phone: text(g.phone),
    relation: text(g.relation),
    isDirectGuardian: g.isDirectGuardian === true,
  }));
  return {
    clazzId: v.clazzId as number,
    name: text(v.name),
    gender: v.gender,
    birthday: text(v.birthday),
    idCardType: v.idCardType ?? RESIDENT_ID,
    idCardNo: text(v.idCardNo).toUpperCase(),
    nation: text(v.nation),
    studentNo: text(v.studentNo),
    enrolDate: text(v.enrolDate),
    guardians,
  };
}

/** A freshly typed, valid resident ID number decides birthday and gender (the server checks they match). */
export function factsFromIdCard(changed: Entry, all: Entry): Entry | null {
  if (!('idCardNo' in changed) || Number(all.idCardType ?? RESIDENT_ID) !== RESIDENT_ID) return null;
  const no = text(changed.idCardNo).toUpperCase();
  if (!no || no.includes('*') || idCardProblem(no) !== null) return null;
  const facts = idCardFacts(no);
  return { birthday: facts.birthday, gender: facts.gender };
}
