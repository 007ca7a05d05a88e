import { globalRuleEndpoints } from '@kg/shared/modules/attendance/global-rules';
import { PRESENT_MODES } from '@kg/shared/modules/attendance/shift-fields';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { Entry, FormField } from '../../../widgets/index.ts';
import { type RuleInput, saveRules } from './shifts-api.ts';

export interface RulesDialogProps {
  /** The rules in effect today: the form starts from them. */
  current: Omit<RuleInput, 'effectiveFrom'>;
  onClose: () => void;
  onSaved: (effectiveFrom: string) => void;
}

const time = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Changes the school's rules from a day on (today when blank); earlier days keep the rules they had. */
export function RulesDialog({ current, onClose, onSaved }: RulesDialogProps) {
  const { t } = useTranslation();

  const fields = useMemo((): FormField[] => {
    const timeField = (key: 'presentBefore' | 'halfDayNoon' | 'absentNoticeAt', extra?: string): FormField => ({
      key,
      component: 'input',
      label: t(`attendanceRules.fields.${key}`),
      placeholder: 'HH:mm',
      maxLength: 5,
      extra,
    });
    // what one rule needs of another is checked here as the server will
    const needed = (key: string, when: (e: Entry) => boolean) => (v: unknown, e: Entry) =>
      when(e) && !time(v) ? t('kit.form.required', { label: t(`attendanceRules.fields.${key}`) }) : undefined;
    return [
      {
        key: 'presentMode',
        component: 'radio',
        label: t('attendanceRules.fields.presentMode'),
        options: PRESENT_MODES.map((m) => ({ value: m, label: t(`attendanceRules.modes.${m}`) })),
      },
      {
        ...timeField('presentBefore'),
        invisible: (e) => Number(e.presentMode) !== 2,
        rules: [{ validator: needed('presentBefore', (e) => Number(e.presentMode) === 2) }],
      },
      {
        key: 'graceMinutes',
        component: 'number',
        label: t('attendanceRules.fields.graceMinutes'),
        decimalPlaces: 0,
        maxLength: 3,
        extra: t('attendanceRules.help.graceMinutes'),
      },
      timeField('halfDayNoon', t('attendanceRules.help.halfDayNoon')),
      {
        ...timeField('absentNoticeAt', t('attendanceRules.help.absentNoticeAt')),
        rules: [{ validator: needed('absentNoticeAt', (e) => e.noticeGuardians === true) }],
      },
      { key: 'noticeGuardians', component: 'switch', label: t('attendanceRules.fields.noticeGuardians') },
      {
        key: 'effectiveFrom',
        component: 'date',
        label: t('attendanceRules.fields.effectiveFrom'),
        extra: t('attendanceRules.help.effectiveFrom'),
      },
    ];
  }, [t]);

  const initialValues = useMemo(
    () => ({
      presentMode: current.presentMode,
      presentBefore: current.presentBefore ?? '',
      graceMinutes: current.graceMinutes,
      halfDayNoon: current.halfDayNoon ?? '',
      absentNoticeAt: current.absentNoticeAt ?? '',
      noticeGuardians: current.noticeGuardians === true,
    }),
    [current],
  );

  return (
    <FormDialog
      title={t('attendanceRules.editTitle')}
      fields={fields}
      rulesFrom={globalRuleEndpoints.update}
      initialValues={initialValues}
      labelWidth={120}
      onClose={onClose}
      onSubmit={async (v) => {
        const presentMode = Number(v.presentMode);
        const answer = await saveRules({
          presentMode,
          presentBefore: presentMode === 2 ? time(v.presentBefore) : null,
          graceMinutes: Number(v.graceMinutes ?? 0),
          halfDayNoon: time(v.halfDayNoon),
          absentNoticeAt: time(v.absentNoticeAt),
          noticeGuardians: v.noticeGuardians === true,
          effectiveFrom: typeof v.effectiveFrom === 'string' && v.effectiveFrom ? v.effectiveFrom : undefined,
        });
        onSaved(answer.effectiveFrom);
      }}
    />
  );
}
