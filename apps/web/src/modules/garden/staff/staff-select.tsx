import { GARDEN_CODES as G } from '@kg/shared';
import { staffEndpoints } from '@kg/shared/modules/garden/staff';
import { useTranslation } from 'react-i18next';
import { call, RemoteSelect, withNote } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import type { FieldOption } from '../../../widgets/index.ts';

const loadStaff = async (realName: string): Promise<FieldOption[]> => {
  const page = await call(staffEndpoints.list, { pageNum: 1, pageSize: 20, status: 1, ...(realName ? { realName } : {}) });
  return page.list.map((s) => ({ value: s.id, label: withNote(s.realName, s.jobTitle) }));
};

export interface StaffSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  /** The course's teacher as saved, shown before any search. */
  current?: FieldOption | null;
}

/**
 * The teaching staff member, searched by name among active staff. Staff are listed only to
 * holders of the staff page code; others keep the saved teacher and cannot choose another.
 */
export function StaffSelect({ value, onChange, id, current }: StaffSelectProps) {
  const { t } = useTranslation();
  const canList = usePermission([G.teacher]);
  return (
    <RemoteSelect
      id={id}
      value={value}
      onChange={onChange}
      queryKey={['options', 'course-teachers']}
      load={loadStaff}
      current={current}
      disabled={!canList}
      placeholder={canList ? t('classboard.course.teacherSearch') : t('classboard.course.teacherNoAccess')}
    />
  );
}
