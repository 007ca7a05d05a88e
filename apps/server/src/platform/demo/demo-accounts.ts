/** The demo accounts printed at start and listed in the README. One password for all. */
export const DEMO_PASSWORD = 'Kg@123456';

export const DEMO_INSTITUTIONS = {
  regulator: '厦门市同安区教育局',
  /** The district's superior (created by the school area's demo). */
  cityRegulator: '厦门市教育局',
  group: '阳光幼教集团',
  schools: ['阳光第一幼儿园', '阳光第二幼儿园', '阳光第三幼儿园', '童心幼儿园'],
} as const;

const S = DEMO_INSTITUTIONS.schools;

export const DEMO_ACCOUNTS = [
  { key: 'director1', role: 'Director', phone: '13900000011', institution: S[0] },
  { key: 'director2', role: 'Director', phone: '13900000012', institution: S[1] },
  { key: 'director3', role: 'Director', phone: '13900000013', institution: S[2] },
  { key: 'director4', role: 'Director', phone: '13900000014', institution: S[3] },
  { key: 'teacher', role: 'Teacher (two classes: 小一班, 中一班)', phone: '13900000021', institution: S[0] },
  { key: 'health', role: 'Health staff', phone: '13900000022', institution: S[0] },
  { key: 'finance', role: 'Finance staff', phone: '13900000023', institution: S[0] },
  { key: 'groupAdmin', role: 'Group administrator', phone: '13900000002', institution: DEMO_INSTITUTIONS.group },
  { key: 'groupAdmin2', role: 'Group administrator (second group)', phone: '13900000004', institution: '启航幼教集团' },
  { key: 'regulator', role: 'Regulator', phone: '13900000001', institution: DEMO_INSTITUTIONS.regulator },
  { key: 'cityRegulator', role: 'Regulator (city)', phone: '13900000003', institution: DEMO_INSTITUTIONS.cityRegulator },
  {
    key: 'multi',
    role: 'Staff in two schools and the group',
    phone: '13900000031',
    institution: `${S[0]}, ${S[1]}, ${DEMO_INSTITUTIONS.group}`,
  },
].map((a) => ({ ...a, password: DEMO_PASSWORD }));

export type DemoKey = (typeof DEMO_ACCOUNTS)[number]['key'];

export function demoAccount(key: DemoKey) {
  const a = DEMO_ACCOUNTS.find((x) => x.key === key);
  if (!a) throw new Error(`no demo account ${key}`);
  return a;
}
