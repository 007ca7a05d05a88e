import { LEAVE_SYMPTOM_KEYS } from '@kg/shared/modules/attendance/leave-symptoms';
import { MARKS, MARKS_WITH_REASON, type Mark, ROLL_CALL_LIMITS } from '@kg/shared/modules/attendance/roll-call';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { Entry, FormField } from '../../../widgets/index.ts';
import { markChild, type RegisterChild } from './roll-call-api.ts';

export interface MarkDialogProps {
  child: RegisterChild;
  day: string;
  onClose: () => void;
  onSaved: (row: RegisterChild) => void;
}

const needsReason = (e: Entry) => MARKS_WITH_REASON.includes(e.mark as Mark);

/**
 * A teacher's mark of one child: present, absent, sick, personal or left; a reason for the three
 * that say why a child is not here, symptoms for a sick day (the list a sick leave uses). The
 * server appends it to the ledger and answers the day as recomputed.
 */
export function MarkDialog({ child, day, onClose, onSaved }: MarkDialogProps) {
  const { t } = useTranslation();
  const fields = useMemo(
    (): FormField[] => [
      {
        key: 'mark',
        component: 'radio',
        label: t('attendanceRollCall.fields.mark'),
        options: MARKS.map((m) => ({ value: m, label: t(`attendanceRollCall.marks.${m}`) })),
        rules: [{ required: true }],
      },
      {
        key: 'symptoms',
        component: 'multiSelect',
        label: t('attendanceRollCall.fields.symptoms'),
        options: LEAVE_SYMPTOM_KEYS.map((s) => ({ value: s, label: t(`attendanceLeave.symptomNames.${s}`) })),
        invisible: (e) => e.mark !== 'sick',
        rules: [
          {
            validator: (v, e) =>
              e.mark === 'sick' && !(Array.isArray(v) && v.length) ? t('attendanceRollCall.symptomsRequired') : undefined,
          },
        ],
      },
      {
        key: 'note',
        component: 'input',
        rows: 2,
        maxLength: ROLL_CALL_LIMITS.note,
        label: t('attendanceRollCall.fields.note'),
        rules: [
          {
            validator: (v, e) =>
              needsReason(e) && !(typeof v === 'string' && v.trim()) ? t('attendanceRollCall.noteRequired') : undefined,
          },
        ],
      },
    ],
    [t],
  );
  const initialValues = useMemo(() => ({ mark: child.state === 'pending' || child.state === 'absent' ? 'present' : 'left' }), [child]);
  return (
    <FormDialog
      title={t('attendanceRollCall.markTitle', { name: child.name })}
      fields={fields}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const mark = v.mark as Mark;
        const note = typeof v.note === 'string' && v.note.trim() ? v.note.trim() : undefined;
        const symptoms = mark === 'sick' ? (v.symptoms as (typeof LEAVE_SYMPTOM_KEYS)[number][]) : undefined;
        onSaved(await markChild({ studentId: child.studentId, day, mark, note, symptoms }));
      }}
    />
  );
}
