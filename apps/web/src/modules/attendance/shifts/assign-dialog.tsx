import { classShiftEndpoints } from '@kg/shared/modules/attendance/class-shifts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useCall } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { assignShift, SHIFT_ENDPOINTS } from './shifts-api.ts';

export interface AssignDialogProps {
  classIds: number[];
  onClose: () => void;
  onSaved: (count: number) => void;
}

/** Puts the chosen classes on one shift from a day on (today when blank); earlier days keep theirs. */
export function AssignDialog({ classIds, onClose, onSaved }: AssignDialogProps) {
  const { t } = useTranslation();
  const shifts = useCall('options', SHIFT_ENDPOINTS.selectList, {});

  const fields = useMemo(
    (): FormField[] => [
      {
        key: 'shiftId',
        component: 'select',
        label: t('menu.attendanceShifts'),
        options: (shifts.data ?? []).map((s) => ({ value: s.id, label: s.name })),
      },
      {
        key: 'effectiveFrom',
        component: 'date',
        label: t('attendanceShifts.fields.effectiveFrom'),
        extra: t('attendanceShifts.effectiveHelp'),
      },
    ],
    [t, shifts.data],
  );

  return (
    <FormDialog
      title={t('attendanceShifts.classes.assignTitle', { count: classIds.length })}
      fields={fields}
      rulesFrom={classShiftEndpoints.batchAddOrUpdate}
      initialValues={{}}
      onClose={onClose}
      onSubmit={async (v) => {
        const effectiveFrom = typeof v.effectiveFrom === 'string' && v.effectiveFrom ? v.effectiveFrom : undefined;
        const { count } = await assignShift({ classIds, shiftId: Number(v.shiftId), effectiveFrom });
        onSaved(count);
      }}
    />
  );
}
