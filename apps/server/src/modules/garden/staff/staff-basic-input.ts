import {
  CARD_TYPES,
  COUNTRY_TYPES,
  EDUCATION_LEVELS,
  hasEmoji,
  type IdCardProblem,
  idCardProblem,
  maskIdCard,
  maskPhone,
  NATIONS,
} from '@kg/shared';
import { isOwnFileUrl } from '@kg/shared/contract/urls';
import type { BasicBody } from '@kg/shared/modules/garden/staff-profile';
import type { AppContext } from '../../../core/context.ts';
import { fieldError } from '../../../core/errors.ts';
import { regionPathProblem } from '../../regions/index.ts';
import { codeOf, dateOf, textOf } from './profile-input.ts';
import type { BasicPatch, BasicRow } from './staff-basic-service.ts';

const ID_REASONS: Record<IdCardProblem, [string, string]> = {
  length: ['应为 18 位：17 位数字加 1 位数字或 X', 'must be 18 characters: 17 digits and a digit or X'],
  region: ['前两位地区码不正确', 'the region prefix is not valid'],
  birth: ['出生日期部分不是有效日期', 'the birth date part is not a valid date'],
  future: ['出生日期不能晚于今天', 'the birth date cannot be in the future'],
  check: ['校验位不正确，请核对号码', 'the check digit does not match, please check the number'],
};

const GENDERS = [
  { value: 1, label: '男', labelEn: 'male' },
  { value: 2, label: '女', labelEn: 'female' },
];

function nationOf(v: string | number | null | undefined): string | null | undefined {
  if (v === undefined) return undefined;
  if (v === null || String(v).trim() === '') return null;
  const t = String(v).trim();
  const hit = NATIONS.find((n) => n.label === t || String(n.value) === t || n.labelEn.toLowerCase() === t.toLowerCase());
  if (!hit) throw fieldError('nation', '应为 56 个民族之一（如 汉族）', 'must be one of the 56 ethnic groups (e.g. 汉族)');
  return hit.label;
}

function realNameOf(v: string | null | undefined): string | undefined {
  if (v === undefined) return undefined;
  const t = (v ?? '').trim();
  const n = Array.from(t).length;
  if (n < 1 || n > 20) throw fieldError('realName', '姓名应为 1-20 个字符', 'the name must be 1–20 characters');
  if (hasEmoji(t)) throw fieldError('realName', '姓名不能包含表情符号', 'the name cannot contain emoji');
  return t;
}

/** The ID number to store: unchanged when the form sends back the masked value it was shown. */
function idCardNoOf(v: string | null | undefined, row: BasicRow): string | null | undefined {
  if (v === undefined) return undefined;
  if (v === null || v.trim() === '') return null;
  const t = v.trim().toUpperCase();
  if (t.includes('*')) {
    if (row.idCardNo && t === maskIdCard(row.idCardNo, row.idCardType ?? 1).toUpperCase()) return undefined;
    throw fieldError('idCardNo', '请填写完整的证件号码', 'enter the full ID number');
  }
  return t;
}

/** Checks an update of the basic profile against the current row; returns what to write. */
export async function checkBasic(ctx: AppContext, body: BasicBody, row: BasicRow): Promise<BasicPatch> {
  const now = ctx.now();
  if (body.mobile != null && body.mobile.trim() !== '' && body.mobile !== row.phone && body.mobile !== maskPhone(row.phone)) {
    throw fieldError(
      'mobile',
      '手机号不能在此修改，请使用“更换手机号”',
      'the phone number cannot be changed here; use “change phone number”',
    );
  }
  const profile: BasicPatch['profile'] = {
    gender: codeOf('gender', body.gender, GENDERS, '性别应为 1（男）或 2（女）', 'gender must be 1 (male) or 2 (female)'),
    birthday: dateOf('birthday', body.birthday, { notFuture: true, now }),
    nation: nationOf(body.nation),
    idCardType: codeOf('idCardType', body.idCardType, CARD_TYPES, '证件类型不存在', 'unknown ID document type'),
    idCardNo: idCardNoOf(body.idCardNo, row),
    countryType: codeOf('countryType', body.countryType, COUNTRY_TYPES, '国籍/地区类型不存在', 'unknown nationality type'),
    address: textOf('address', body.address, 200),
    education: codeOf('education', body.education, EDUCATION_LEVELS, '学历不存在', 'unknown education level'),
    email: textOf('email', body.email, 100),
  };
  if (profile.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(profile.email)) {
    throw fieldError('email', '邮箱格式不正确', 'not a valid email address');
  }

  // the number is checked whenever it or its type changes, against the type it will have
  const type = profile.idCardType !== undefined ? profile.idCardType : row.idCardType;
  const no = profile.idCardNo !== undefined ? profile.idCardNo : row.idCardNo;
  const changed = profile.idCardNo !== undefined || profile.idCardType !== undefined;
  if (changed && no) {
    if (type === 1) {
      const problem = idCardProblem(no, now);
      if (problem)
        throw fieldError(
          'idCardNo',
          `身份证号码不正确：${ID_REASONS[problem][0]}`,
          `not a valid resident ID number: ${ID_REASONS[problem][1]}`,
        );
    } else if (!/^[0-9A-Z()-]{4,30}$/.test(no)) {
      throw fieldError('idCardNo', '证件号码应为 4-30 位字母或数字', 'the document number must be 4–30 letters or digits');
    }
  }

  if (body.nativePlace !== undefined) {
    const keys =
      body.nativePlace === null
        ? []
        : (Array.isArray(body.nativePlace) ? body.nativePlace : body.nativePlace.split(',')).map((k) => k.trim()).filter((k) => k !== '');
    const problem = await regionPathProblem(ctx.db, keys);
    if (problem) throw fieldError('nativePlace', problem.zh, problem.en);
    profile.nativePlace = keys.length ? keys.join(',') : null;
  }

  const avatarRaw =
    body.avatarUrl !== undefined ? body.avatarUrl : body.avatarImgUrl === undefined ? undefined : (body.avatarImgUrl?.url ?? null);
  const avatarUrl = textOf('avatarUrl', avatarRaw, 1000);
  if (avatarUrl && /\s/.test(avatarUrl))
    throw fieldError('avatarUrl', '头像地址不能包含空白字符', 'the avatar address cannot contain spaces');
  // an avatar is one of our own files: any other address makes every viewer's browser call it
  if (avatarUrl && !isOwnFileUrl(avatarUrl))
    throw fieldError('avatarUrl', '头像只能是本系统上传的图片', 'the avatar must be an image uploaded here');

  // drop absent fields so the upsert touches only what was sent
  for (const k of Object.keys(profile) as (keyof typeof profile)[]) if (profile[k] === undefined) delete profile[k];
  return { realName: realNameOf(body.realName), avatarUrl, profile };
}
