import { ClazzStatus } from '@kg/shared/modules/garden/classes';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ClassDetail, fetchLimit } from './class-api.ts';
import { ClassStaff } from './class-staff.tsx';

/** The facts of one class: grade, size against its limit (checkClazzNumLimit), children by gender, staff. */
export function ClassInfo({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation();
  const active = detail.status === ClazzStatus.active;
  const limit = useQuery({
    queryKey: ['detail', 'clazz-limit', detail.id],
    queryFn: () => fetchLimit(detail.id),
    enabled: active,
  });
  const l = limit.data;
  const size = l
    ? l.limit == null
      ? t('classes.sizeNoLimit', { count: l.current })
      : t('classes.sizeOfLimit', { count: l.current, limit: l.limit, remaining: l.remaining })
    : String(detail.studentCount);

  const items: DescriptionsProps['items'] = [
    { key: 'name', label: t('classes.fields.name'), children: detail.name },
    { key: 'grade', label: t('classes.fields.gradeId'), children: detail.gradeName },
    { key: 'size', label: active ? t('classes.columns.size') : t('classes.graduatesCount'), children: size },
    {
      key: 'gender',
      label: t('classes.columns.gender'),
      children: t('classes.genderCounts', { boys: detail.boyCount, girls: detail.girlCount }),
    },
    ...(active ? [] : [{ key: 'graduatedAt', label: t('classes.graduatedAt'), children: detail.graduatedAt ?? '' }]),
    {
      key: 'teachers',
      label: t('classes.fields.teachers'),
      span: 'filled',
      children: <ClassStaff clazzId={detail.id} fallback={detail.teachers} />,
    },
  ];
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} style={{ marginBottom: 24 }} data-testid="class-info" />
  );
}
