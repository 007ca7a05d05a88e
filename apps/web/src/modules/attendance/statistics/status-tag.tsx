import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { present: 'green', absent: 'red', sick: 'orange', personal: 'blue' };

/** A child's day status as a coloured tag, with its symptom group on a sick day and a half day said. */
export function StatusTag({ status, group, halfDay }: { status: string; group?: string | null; halfDay?: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid={`status-${status}`}>
      {t(`attendanceStatistics.status.${status}`, { defaultValue: status })}
      {group ? ` · ${t(`attendanceStatistics.groups.${group}`, { defaultValue: group })}` : ''}
      {halfDay ? ` · ${t('attendanceStatistics.fields.halfDay')}` : ''}
    </Tag>
  );
}
