import { idCardCheckDigit } from '@kg/shared';

/** Deterministic generator (mulberry32): the demo world is the same on every machine. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(arr: readonly T[]): T => arr[Math.floor(next() * arr.length)],
  };
}
export type Rng = ReturnType<typeof rng>;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛闫段雷龙黎史陶贺毛郝顾龚邵万覃武钱戴严欧莫孔向常汤康易乔赖文'.split(
    '',
  );
const BOY = '浩宇轩然子涵博文俊杰梓睿泽铭天佑皓辰一鸣思远嘉懿煜城晨阳宇航奕辰沐宸景行承泽明哲'.split('');
const GIRL = '欣怡梓涵诗雨若汐语桐可馨思琪雨萱一诺紫萱佳怡梦瑶欣妍安琪芷若静怡婉清书瑶雅琳'.split('');
const ADULT_M = '建国志强伟明海涛永刚建华国庆文斌晓东俊峰立新军'.split('');
const ADULT_F = '秀英丽娟静美玲红霞晓燕雪梅春花慧敏丽华桂兰淑珍'.split('');

export function personName(r: Rng, gender: 1 | 2, child = true): { surname: string; name: string } {
  const surname = r.pick(SURNAMES);
  const pool = child ? (gender === 1 ? BOY : GIRL) : gender === 1 ? ADULT_M : ADULT_F;
  const len = r.next() < 0.7 ? 2 : 1;
  let given = '';
  for (let i = 0; i < len; i++) given += r.pick(pool);
  return { surname, name: surname + given };
}

/** A valid resident ID number for someone born on `birthday` (YYYY-MM-DD) in `region`. */
export function idCardNumber(r: Rng, region: string, birthday: string, gender: 1 | 2): string {
  const seq2 = String(r.int(0, 99)).padStart(2, '0');
  let g = r.int(0, 9);
  if ((g % 2 === 1) !== (gender === 1)) g = (g + 1) % 10;
  const first17 = region + birthday.replaceAll('-', '') + seq2 + g;
  return first17 + idCardCheckDigit(first17);
}

export function dateBetween(r: Rng, fromYear: number, toYear: number): string {
  const y = r.int(fromYear, toYear);
  const m = r.int(1, 12);
  const d = r.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The year the current school year started in (it starts on 1 September). */
export function schoolYearOf(today: Date): number {
  return today.getUTCMonth() >= 8 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
}

/**
 * A birthday for a child `age` years old (not yet `age` + 1) on 1 September of `schoolYear`, the
 * day the grade starts: born from 2 September `schoolYear - age - 1` to 1 September `schoolYear - age`.
 */
export function birthdayAged(r: Rng, age: number, schoolYear: number): string {
  const from = Date.UTC(schoolYear - age - 1, 8, 2);
  const to = Date.UTC(schoolYear - age, 8, 1);
  const days = Math.round((to - from) / 86_400_000);
  return new Date(from + r.int(0, days) * 86_400_000).toISOString().slice(0, 10);
}
