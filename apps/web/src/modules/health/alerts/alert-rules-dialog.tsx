import type { AlertRules } from '@kg/shared/modules/health/alerts/alerts';
import { useQuery } from '@tanstack/react-query';
import { App, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { Entry, FormField } from '../../../widgets/index.ts';
import { fetchRules, saveRules } from './alerts-api.ts';

/** Bounds as the server checks them, so the message sits under the field before sending. */
const BOUNDS: Record<Exclude<keyof AlertRules, 'acrossClasses'>, [number, number, number]> = {
  classCount: [2, 50, 0],
  classDays: [1, 14, 0],
  schoolCount: [2, 500, 0],
  schoolDays: [1, 14, 0],
  absenceFactor: [1, 10, 1],
  absenceWindow: [5, 60, 0],
  absenceMin: [1, 50, 0],
};

/** The school's thresholds: class and school clusters of one symptom, and illness absences above a class's usual rate. */
export function AlertRulesDialog({ editable, onClose }: { editable: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useQuery({ queryKey: ['detail', 'health-alert-rules'], queryFn: fetchRules });
  const fields = useMemo((): FormField[] => {
    const num = (key: keyof typeof BOUNDS, title?: string): FormField => {
      const [min, max, decimals] = BOUNDS[key];
      return {
        key,
        title,
        component: 'number',
        decimalPlaces: decimals,
        label: t(`healthAlerts.rules.${key}`),
        disabled: !editable,
        rules: [
          { required: true },
          { validator: (v) => (Number(v) < min || Number(v) > max ? t('healthAlerts.rules.between', { min, max }) : undefined) },
          ...(key === 'schoolCount'
            ? [
                {
                  validator: (v: unknown, e: Entry) =>
                    e.acrossClasses && Number(v) < Number(e.classCount) ? t('healthAlerts.rules.schoolBelowClass') : undefined,
                },
              ]
            : []),
        ],
      };
    };
    return [
      num('classCount', t('healthAlerts.rules.classRule')),
      num('classDays'),
      { key: 'acrossClasses', component: 'switch', label: t('healthAlerts.rules.acrossClasses'), disabled: !editable },
      { ...num('schoolCount'), invisible: (e) => !e.acrossClasses },
      { ...num('schoolDays'), invisible: (e) => !e.acrossClasses },
      num('absenceFactor', t('healthAlerts.rules.absenceRule')),
      num('absenceWindow'),
      num('absenceMin'),
    ];
  }, [t, editable]);
  if (!rules.data) return null;
  return (
    <FormDialog
      title={t('healthAlerts.rules.title')}
      name="alert-rules"
      labelWidth={150}
      fields={fields}
      initialValues={rules.data}
      onClose={onClose}
      onSubmit={async (v) => {
        if (!editable) return onClose();
        const r = v as unknown as AlertRules;
        await saveRules({ ...r, acrossClasses: Boolean(r.acrossClasses) });
        void message.success(t('healthAlerts.rules.saved'));
        onClose();
      }}
    >
      <Typography.Paragraph type="secondary">{t('healthAlerts.rules.help')}</Typography.Paragraph>
    </FormDialog>
  );
}
