import { ClazzStatus } from '@kg/shared/modules/garden/classes';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClassTeachers } from './class-teachers.tsx';
import { type ClazzDetail, fetchLimit } from './clazz-api.ts';

/** The facts of one class: grade, size against its limit (checkClazzNumLimit), children by gender, staff. */
export function ClassInfo({ detail }: { detail: ClazzDetail }) {
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
      ? t('clazz.sizeNoLimit', { count: l.current })
      : t('clazz.sizeOfLimit', { count: l.current, limit: l.limit, remaining: l.remaining })
    : String(detail.studentCount);

  const items: DescriptionsProps['items'] = [
    { key: 'name', label: t('clazz.fields.name'), children: detail.name },
    { key: 'grade', label: t('clazz.fields.gradeId'), children: detail.gradeName },
    { key: 'size', label: active ? t('clazz.columns.size') : t('clazz.graduatesCount'), children: size },
    {
      key: 'gender',
      label: t('clazz.columns.gender'),
      children: t('clazz.genderCounts', { boys: detail.boyCount, girls: detail.girlCount }),
    },
    ...(active ? [] : [{ key: 'graduatedAt', label: t('clazz.graduatedAt'), children: detail.graduatedAt ?? '' }]),
    {
      key: 'teachers',
      label: t('clazz.fields.teachers'),
      span: 'filled',
      children: <ClassTeachers clazzId={detail.id} fallback={detail.teachers} />,
    },
  ];
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} style={{ marginBottom: 24 }} data-testid="class-info" />
  );
}
