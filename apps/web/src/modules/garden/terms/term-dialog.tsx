import { TERM_TYPES, termEndpoints } from '@kg/shared/modules/garden/terms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { Entry, FieldOption, FormField } from '../../../widgets/index.ts';
import { currentSchoolYear, saveTerm, type TermRow, termWindow } from './term-api.ts';

export interface TermDialogProps {
  /** The term being edited; null adds one. */
  term: TermRow | null;
  yearOptions: FieldOption[];
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a term: school year, autumn or spring, start and end within the school year. */
export function TermDialog({ term, yearOptions, onClose, onSaved }: TermDialogProps) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';

  const fields = useMemo((): FormField[] => {
    // dates are checked here as the server will, so the message sits under the field at once
    const startCheck = (v: unknown, e: Entry) => {
      if (!v || !e.schoolYear || !e.termType) return undefined;
      const w = termWindow(Number(e.schoolYear), Number(e.termType));
      return String(v) < w.startFrom || String(v) > w.startTo ? t('terms.startWindow', { from: w.startFrom, to: w.startTo }) : undefined;
    };
    const endCheck = (v: unknown, e: Entry) => {
      if (!v) return undefined;
      if (e.startDate && String(v) <= String(e.startDate)) return t('terms.endAfterStart');
      const endBy = e.schoolYear ? termWindow(Number(e.schoolYear), 1).endBy : null;
      return endBy && String(v) > endBy ? t('terms.endWindow', { date: endBy }) : undefined;
    };
    return [
      { key: 'schoolYear', component: 'select', label: t('terms.fields.schoolYear'), options: yearOptions },
      {
        key: 'termType',
        component: 'radio',
        label: t('terms.fields.termType'),
        options: TERM_TYPES.map((x) => ({ value: x.value, label: en ? x.labelEn : x.label })),
      },
      {
        key: 'startDate',
        component: 'date',
        label: t('terms.fields.startDate'),
        rules: [{ validator: startCheck }],
      },
      { key: 'endDate', component: 'date', label: t('terms.fields.endDate'), rules: [{ validator: endCheck }] },
    ];
  }, [t, en, yearOptions]);

  const initialValues = useMemo(
    () =>
      term
        ? { schoolYear: term.schoolYear, termType: term.termType, startDate: term.startDate, endDate: term.endDate }
        : { schoolYear: currentSchoolYear(), termType: 1 },
    [term],
  );

  return (
    <FormDialog
      title={t(term ? 'terms.editTitle' : 'terms.addTitle')}
      fields={fields}
      rulesFrom={termEndpoints.add}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        await saveTerm(
          { schoolYear: Number(v.schoolYear), termType: Number(v.termType), startDate: String(v.startDate), endDate: String(v.endDate) },
          term?.id,
        );
        onSaved();
      }}
    />
  );
}
