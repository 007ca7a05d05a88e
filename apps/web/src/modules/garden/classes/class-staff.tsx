import { GARDEN_CODES as G, POST_TYPES } from '@kg/shared';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { withNote } from '../../../kit/with-note.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { type ClassStaffMember, fetchAccessTeachers } from './class-api.ts';

type Shown = ClassStaffMember & { allRange?: boolean; phone?: string };

/**
 * The staff of a class. Class forms carry no teacher field: who works with a class follows
 * from each staff member's manage range (staff authorisation), so this list is read-only.
 * With class or staff rights it also names the whole-school staff who see the class.
 */
export function ClassStaff({ clazzId, fallback }: { clazzId: number; fallback: ClassStaffMember[] }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const wide = usePermission([G.clazz, G.teacher]);
  const access = useQuery({
    queryKey: ['detail', 'clazz-teachers', clazzId],
    queryFn: () => fetchAccessTeachers(clazzId),
    enabled: wide,
  });
  const teachers: Shown[] = access.data ?? fallback;
  const post = (v: number | null) => POST_TYPES.find((p) => p.value === v);

  return (
    <div data-testid="class-teachers">
      {teachers.length === 0 ? (
        <Typography.Text type="secondary">{t('classes.teachers.none')}</Typography.Text>
      ) : (
        <Space wrap>
          {teachers.map((m) => {
            const p = post(m.postType);
            const role = [p && (en ? p.labelEn : p.label), m.jobTitle].filter(Boolean).join(' · ');
            return (
              <Tag key={m.teacherId} color={m.allRange ? 'default' : 'blue'}>
                {withNote(m.realName, role)}
                {m.allRange && ` · ${t('classes.teachers.allRange')}`}
              </Tag>
            );
          })}
        </Space>
      )}
      <div>
        <Typography.Text type="secondary">{t('classes.teachers.hint')}</Typography.Text>
      </div>
    </div>
  );
}
