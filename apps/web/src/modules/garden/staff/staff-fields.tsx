import { STAFF_LIMITS } from '@kg/shared/modules/garden/staff';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOption, FormField } from '../../../widgets/index.ts';
import type { StaffFormat } from './staff-format.ts';

export interface StaffFieldOptions {
  f: StaffFormat;
  positions: FieldOption[];
  /** Role options; absent: the user may not set roles and the field is left out. */
  roles?: FieldOption[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The staff form's fields (staffFormSchema): basic profile, then occupation. */
export function useStaffFields({ f, positions, roles }: StaffFieldOptions): FormField[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const field = (key: string, component: FormField['component'], extra: Partial<FormField> = {}): FormField => ({
      key,
      component,
      label: t(`staff.fields.${key}`),
      ...extra,
    });
    const required = [{ required: true }];
    const list: FormField[] = [
      field('realName', 'input', { title: t('staff.form.basic'), rules: required, maxLength: STAFF_LIMITS.realName }),
      field('mobile', 'phone', { rules: required }),
      field('gender', 'radio', { options: f.genderOptions }),
      field('birthday', 'date'),
      field('idCardType', 'select', { options: f.cardTypeOptions }),
      field('idCardNo', 'input', { idCard: true, cardTypeKey: 'idCardType', maxLength: 30 }),
      field('nation', 'select', { options: f.nationOptions }),
      field('countryType', 'select', { options: f.countryTypeOptions }),
      field('education', 'select', { options: f.educationOptions }),
      field('email', 'input', { maxLength: 100, rules: [{ pattern: EMAIL, message: t('staff.form.emailInvalid') }] }),
      field('nativePlace', 'region'),
      field('address', 'input', { maxLength: 200 }),
      field('postType', 'select', { title: t('staff.form.occupation'), rules: required, options: f.postTypeOptions }),
      field('jobTitle', 'input', { maxLength: 50 }),
      field('positionIds', 'multiSelect', {
        options: positions,
        // positions are kept on their own page; it opens beside the form (domain §2)
        extra: (
          <a href="/garden/base/position" target="_blank" rel="noreferrer">
            {t('staff.form.managePositions')}
          </a>
        ),
      }),
      field('entryDate', 'date'),
      field('workStartDate', 'date'),
      field('teacherQualification', 'input', { maxLength: 50 }),
      field('professionalTitle', 'input', { maxLength: 50 }),
    ];
    if (roles) list.push(field('roleIds', 'multiSelect', { options: roles }));
    return list;
  }, [t, f, positions, roles]);
}
