import { PICKUP_LIMITS, pickupEndpoints } from '@kg/shared/modules/attendance/pickup';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useAfterSave } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { saveSettings, type Totals } from './pickup-api.ts';

/** The school's pickup settings: how many active pickers a child may have, who is told of a refusal. */
export function SettingsDialog({ settings, onClose }: { settings: Totals['settings']; onClose: () => void }) {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const fields = useMemo(
    (): FormField[] => [
      {
        key: 'maxPickers',
        component: 'number',
        label: t('attendancePickup.settings.maxPickers'),
        decimalPlaces: 0,
        maxLength: 2,
        extra: t('attendancePickup.settings.maxPickersHelp', { max: PICKUP_LIMITS.maxPickers.max }),
      },
      { key: 'notifyTeachers', component: 'switch', label: t('attendancePickup.settings.notifyTeachers') },
      { key: 'notifyGuardians', component: 'switch', label: t('attendancePickup.settings.notifyGuardians') },
    ],
    [t],
  );
  return (
    <FormDialog
      title={t('attendancePickup.settings.title')}
      fields={fields}
      rulesFrom={pickupEndpoints.updateSmartPickTotal}
      initialValues={settings}
      labelWidth={180}
      onClose={onClose}
      onSubmit={async (v) => {
        await saveSettings({
          maxPickers: Number(v.maxPickers),
          notifyTeachers: Boolean(v.notifyTeachers),
          notifyGuardians: Boolean(v.notifyGuardians),
        });
        onClose();
        await afterSave();
      }}
    />
  );
}
