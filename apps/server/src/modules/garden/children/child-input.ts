import { CARD_TYPES, idCardFacts, idCardProblem, isPhone, maskIdCard, maskPhone, NATIONS } from '@kg/shared';
import { GUARDIAN_MIN, type GuardianInput, ID_CARD_REASONS } from '@kg/shared/modules/garden/children';
import { STUDENT_NO_PATTERN } from '@kg/shared/modules/garden/classes';
import { todayChina } from '@kg/shared/time/china';
import { AppError, fieldError } from '../../../core/errors.ts';
import { RECORD_ERRORS as E } from '../classes/record-errors.ts';

/**
 * Checks of a child's fields and guardians, shared by add, update and the import (which
 * collects the messages per row instead of stopping at the first). Each failure names the
 * field and says in zh and en what to fix.
 */

export type ChildValues = {
  name: string;
  gender: number;
  birthday: string | null;
  idCardType: number;
  idCardNo: string | null;
  nation: string | null;
  studentNo: string | null;
  enrolDate: string | null;
};

export interface ChildRaw {
  name?: string;
  gender?: number;
  birthday?: string;
  idCardType?: number;
  idCardNo?: string;
  nation?: string;
  studentNo?: string;
  enrolDate?: string;
}

const blank = (v: string | undefined | null) => v == null || v.trim() === '';

function dateOf(field: string, v: string, today: string, notFuture: boolean): string {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v.trim().replaceAll('/', '-'));
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !d || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3]) || Number(m[1]) < 1900) {
    throw fieldError(field, '日期格式应为 YYYY-MM-DD 且为有效日期', 'expected a valid date as YYYY-MM-DD');
  }
  const iso = d.toISOString().slice(0, 10);
  if (notFuture && iso > today) throw fieldError(field, '不能晚于今天', 'cannot be later than today');
  return iso;
}

function nationOf(v: string): string {
  const t = v.trim();
  const hit = NATIONS.find((n) => n.label === t || String(n.value) === t || n.labelEn.toLowerCase() === t.toLowerCase());
  if (!hit) throw fieldError('nation', '应为 56 个民族之一（如 汉族）', 'must be one of the 56 ethnic groups (e.g. 汉族)');
  return hit.label;
}

/** A resident ID number is checked part by part; other documents by shape. */
export function checkIdCard(type: number, no: string, today: Date): string {
  const t = no.trim().toUpperCase();
  if (type === 1) {
    const problem = idCardProblem(t, today);
    if (problem) {
      const r = ID_CARD_REASONS[problem];
      throw fieldError('idCardNo', `身份证号码不正确：${r.zh}`, `not a valid resident ID number: ${r.en}`);
    }
  } else if (!/^[0-9A-Z()-]{4,30}$/.test(t)) {
    throw fieldError('idCardNo', '证件号码应为 4-30 位字母或数字', 'the document number must be 4–30 letters or digits');
  }
  return t;
}

/**
 * The values a child will have: `raw` over `current` (absent = unchanged, '' = cleared).
 * A masked ID number sent back unchanged keeps the stored one. Birthday and gender follow
 * a resident ID number: derived when blank, refused when they contradict it.
 */
export function childValues(raw: ChildRaw, current: ChildValues | null, now: Date): ChildValues {
  const today = todayChina(now);
  const v: ChildValues = current
    ? { ...current }
    : {
        name: '',
        gender: 0,
        birthday: null,
        idCardType: 1,
        idCardNo: null,
        nation: null,
        studentNo: null,
        enrolDate: null,
      };
  if (raw.name !== undefined) v.name = raw.name;
  if (raw.gender !== undefined) v.gender = raw.gender;
  if (!current && raw.name === undefined) throw fieldError('name', '请填写幼儿姓名', 'the name is required');
  if (!current && raw.gender === undefined) throw fieldError('gender', '请选择性别', 'the gender is required');
  if (raw.idCardType !== undefined) {
    if (!CARD_TYPES.some((c) => c.value === raw.idCardType)) {
      throw fieldError(
        'idCardType',
        `证件类型不存在，可选值：${CARD_TYPES.map((c) => `${c.value} ${c.label}`).join('、')}`,
        `unknown ID document type; allowed: ${CARD_TYPES.map((c) => c.value).join(', ')}`,
      );
    }
    v.idCardType = raw.idCardType;
  }
  if (raw.idCardNo !== undefined) {
    const t = raw.idCardNo.trim().toUpperCase();
    if (t === '') v.idCardNo = null;
    else if (t.includes('*')) {
      // the form sends back what it was shown: a masked number means "unchanged"
      if (!current?.idCardNo || t !== maskIdCard(current.idCardNo, current.idCardType).toUpperCase()) {
        throw fieldError('idCardNo', '请填写完整的证件号码', 'enter the full ID number');
      }
    } else v.idCardNo = t;
  }
  // a stored number sent back unchanged (or masked) is not checked again
  const idChanged = v.idCardNo !== (current?.idCardNo ?? null) || v.idCardType !== (current?.idCardType ?? 1);
  if (idChanged && v.idCardNo) v.idCardNo = checkIdCard(v.idCardType, v.idCardNo, now);

  if (raw.birthday !== undefined) v.birthday = blank(raw.birthday) ? null : dateOf('birthday', raw.birthday, today, true);
  if (v.idCardType === 1 && v.idCardNo && (idChanged || raw.birthday !== undefined || raw.gender !== undefined)) {
    const facts = idCardFacts(v.idCardNo);
    if (!v.birthday) v.birthday = facts.birthday;
    else if (v.birthday !== facts.birthday)
      throw fieldError(
        'birthday',
        `出生日期与身份证号码不一致（证件为 ${facts.birthday}）`,
        `the birthday does not match the ID number (${facts.birthday})`,
      );
    if (v.gender !== facts.gender)
      throw fieldError(
        'gender',
        `性别与身份证号码不一致（证件为${facts.gender === 1 ? '男' : '女'}）`,
        `the gender does not match the ID number (${facts.gender === 1 ? 'male' : 'female'})`,
      );
  }
  if (raw.nation !== undefined) v.nation = blank(raw.nation) ? null : nationOf(raw.nation);
  if (raw.studentNo !== undefined) {
    const t = raw.studentNo.trim();
    if (t !== '' && !STUDENT_NO_PATTERN.test(t))
      throw fieldError('studentNo', '学号应为 1-20 位字母、数字或 -', 'the student number must be 1–20 letters, digits or -');
    v.studentNo = t === '' ? null : t;
  }
  if (raw.enrolDate !== undefined) v.enrolDate = blank(raw.enrolDate) ? null : dateOf('enrolDate', raw.enrolDate, today, false);
  if (v.birthday && v.enrolDate && v.enrolDate < v.birthday)
    throw fieldError('enrolDate', '入园日期不能早于出生日期', 'the enrolment date cannot be before the birthday');
  return v;
}

export type StoredGuardian = {
  id: number;
  accountId: number | null;
  name: string;
  phone: string;
  relation: string;
  isDirectGuardian: boolean;
};
export interface GuardianValues {
  id?: number;
  name: string;
  phone: string;
  relation: string;
  isDirectGuardian: boolean;
}

/**
 * The complete new guardian list of a child: at least one; an existing guardian (id) keeps
 * its phone (the masked value it was shown is accepted back); new ones need a valid phone;
 * no phone twice. `existing` are the child's current guardians.
 */
export function guardianValues(list: GuardianInput[], existing: StoredGuardian[]): GuardianValues[] {
  if (list.length < GUARDIAN_MIN) throw new AppError(E.guardianMin, { data: { field: 'guardians' } });
  const byId = new Map(existing.map((g) => [g.id, g]));
  const out = list.map((g, i) => {
    const field = `guardians.${i}.phone`;
    if (g.id !== undefined) {
      const old = byId.get(g.id);
      if (!old) throw fieldError(`guardians.${i}.id`, '该家长不属于这个幼儿', 'this guardian does not belong to the child');
      if (g.phone !== '' && g.phone !== old.phone && g.phone !== maskPhone(old.phone)) {
        throw new AppError(E.guardianPhoneReadOnly, { data: { field } });
      }
      return { id: g.id, name: g.name, phone: old.phone, relation: g.relation, isDirectGuardian: g.isDirectGuardian };
    }
    if (!isPhone(g.phone))
      throw fieldError(
        field,
        '请输入正确的手机号：11 位数字，以 1 开头，第二位为 3-9',
        'enter a valid phone number: 11 digits, starting with 1, second digit 3–9',
      );
    return { name: g.name, phone: g.phone, relation: g.relation, isDirectGuardian: g.isDirectGuardian };
  });
  const ids = out.map((g) => g.id).filter((id) => id !== undefined);
  if (new Set(ids).size !== ids.length) throw fieldError('guardians', '同一位家长出现了两次', 'the same guardian appears twice');
  const phones = out.map((g) => g.phone);
  const dup = phones.findIndex((p, i) => phones.indexOf(p) !== i);
  if (dup >= 0) throw new AppError(E.guardianPhoneDuplicate, { data: { field: `guardians.${dup}.phone` } });
  return out;
}
