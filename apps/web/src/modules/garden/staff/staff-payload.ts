import { type CertificateEntry, type Entry, NO_IMAGE_ID } from '../../../widgets/index.ts';
import { noRange, rangeNodes, type StaffRange } from './manage-range-field.tsx';
import type { StaffDetail, StaffPayload } from './staff-api.ts';

/** Profile fields sent as they are; a blank one is sent as null, which clears it (update semantics). */
const PLAIN = [
  'realName',
  'gender',
  'birthday',
  'idCardType',
  'idCardNo',
  'nation',
  'countryType',
  'education',
  'email',
  'nativePlace',
  'address',
  'postType',
  'jobTitle',
  'entryDate',
  'workStartDate',
  'teacherQualification',
  'professionalTitle',
] as const;

const orNull = (v: unknown) => (v === undefined || v === '' ? null : typeof v === 'string' ? v.trim() || null : v);

/** A new staff member starts with a resident ID card, mainland nationality, no classes. */
export const newStaffValues = (): Entry => ({ idCardType: 1, countryType: 1, certificates: [], positionIds: [], range: noRange() });

/** The form values of a loaded member. */
export function staffValues(d: StaffDetail): Entry {
  const values: Entry = { id: d.id, mobile: d.mobile };
  for (const k of PLAIN) values[k] = d[k] ?? undefined;
  values.certificates = d.certificates.map((c) => ({
    ...c,
    issuingUnit: c.issuingUnit ?? '',
    resourceId: c.resourceId ?? NO_IMAGE_ID,
    resourceUrl: c.resourceUrl ?? '',
  }));
  values.positionIds = d.positionIds;
  values.roleIds = d.roleIds;
  values.range = { wholeSchool: d.allRange, classes: d.classes.map((c) => ({ id: c.id, name: c.name })) } satisfies StaffRange;
  return values;
}

const certificateOut = (c: CertificateEntry) => ({
  ...(c.id ? { id: c.id } : {}),
  postType: c.postType,
  certificateName: c.certificateName,
  issuingUnit: orNull(c.issuingUnit) as string | null,
  // '0' is "no image" in the widget, not a stored file
  resourceId: c.resourceId === null || String(c.resourceId) === NO_IMAGE_ID ? null : c.resourceId,
  resourceUrl: orNull(c.resourceUrl) as string | null,
});

/**
 * What add/update sends (JSON). On update the phone is not sent (it changes only through the
 * dialog) and roles only by a user who may set them; lists are sent whole (they replace).
 */
export function staffPayload(values: Entry, opts: { id: number | null; withRoles: boolean }): StaffPayload {
  const out: Record<string, unknown> = {};
  for (const k of PLAIN) out[k] = orNull(values[k]);
  if (opts.id) out.id = opts.id;
  else {
    out.mobile = String(values.mobile ?? '').trim();
    // the person's consent to link their existing account (absent for a new phone)
    if (values.linkCode) out.linkCode = String(values.linkCode).trim();
  }
  out.certificates = ((values.certificates as CertificateEntry[] | undefined) ?? []).map(certificateOut);
  out.positionIds = (values.positionIds as number[] | undefined) ?? [];
  if (opts.withRoles) out.roleIds = (values.roleIds as number[] | undefined) ?? [];
  out.manageRange = rangeNodes(values.range as StaffRange | undefined);
  return out as StaffPayload;
}
