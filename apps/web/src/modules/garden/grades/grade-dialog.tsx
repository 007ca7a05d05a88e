import { gradeEndpoints } from '@kg/shared/modules/garden/grades';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { type GradeRow, levelOptions, saveGrade } from './grade-api.ts';

export interface GradeDialogProps {
  /** The grade being edited; null adds one. */
  grade: GradeRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a grade: name, level (one grade per level) and order. */
export function GradeDialog({ grade, onClose, onSaved }: GradeDialogProps) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';

  const fields = useMemo(
    (): FormField[] => [
      { key: 'name', component: 'input', label: t('grades.fields.name') },
      {
        key: 'level',
        component: 'select',
        label: t('grades.fields.level'),
        options: levelOptions(en),
        // the wire reads a blank level as 0 (the lowest): the form asks for a choice
        rules: [{ required: true }],
        extra: t('grades.levelHelp'),
      },
      { key: 'sort', component: 'number', label: t('grades.fields.sort'), decimalPlaces: 0, maxLength: 4, extra: t('grades.sortHelp') },
    ],
    [t, en],
  );

  // a sort of 0 is the default: shown empty (domain §3)
  const initialValues = useMemo(() => (grade ? { name: grade.name, level: grade.level, sort: grade.sort || undefined } : {}), [grade]);

  return (
    <FormDialog
      title={t(grade ? 'grades.editTitle' : 'grades.addTitle')}
      fields={fields}
      // the add call's input: an edit sends the same fields, each then optional on the wire
      rulesFrom={gradeEndpoints.add}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        await saveGrade({ name: String(v.name).trim(), level: Number(v.level), sort: Number(v.sort ?? 0) }, grade?.id);
        onSaved();
      }}
    />
  );
}
