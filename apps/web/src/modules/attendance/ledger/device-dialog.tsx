import { DEVICE_KINDS, deviceEndpoints } from '@kg/shared/modules/attendance/ledger';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../kit/index.ts';
import type { FormField } from '../../../widgets/index.ts';
import { addDevice, type DeviceKind, type DeviceRow, updateDevice } from './device-api.ts';

export interface DeviceDialogProps {
  /** The device being edited; null registers one. */
  device: DeviceRow | null;
  onClose: () => void;
  /** With the new device's secret when one was registered. */
  onSaved: (created?: { id: number; secret: string; name: string }) => void;
}

/** Register or edit a device: a name unique in the school, its kind, where it stands, and (editing) whether it may upload. */
export function DeviceDialog({ device, onClose, onSaved }: DeviceDialogProps) {
  const { t } = useTranslation();

  const fields = useMemo(
    (): FormField[] => [
      // required and lengths come from the endpoint's input (rulesFrom below)
      { key: 'name', component: 'input', label: t('attendanceLedger.fields.name') },
      {
        key: 'kind',
        component: 'radio',
        label: t('attendanceLedger.fields.kind'),
        options: DEVICE_KINDS.map((k) => ({ value: k, label: t(`attendanceLedger.kinds.${k}`) })),
      },
      { key: 'location', component: 'input', label: t('attendanceLedger.fields.location') },
      ...(device
        ? [
            {
              key: 'enabled',
              component: 'radio',
              label: t('attendanceLedger.fields.enabled'),
              options: [
                { value: 1, label: t('attendanceLedger.enabled') },
                { value: 0, label: t('attendanceLedger.disabled') },
              ],
            } satisfies FormField,
          ]
        : []),
    ],
    [t, device],
  );

  const initialValues = useMemo(
    () =>
      device
        ? { name: device.name, kind: device.kind, location: device.location ?? '', enabled: device.enabled ? 1 : 0 }
        : { kind: 'gate' },
    [device],
  );

  return (
    <FormDialog
      title={t(device ? 'attendanceLedger.editTitle' : 'attendanceLedger.addTitle')}
      fields={fields}
      rulesFrom={device ? deviceEndpoints.update : deviceEndpoints.add}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (v) => {
        const location = typeof v.location === 'string' && v.location.trim() ? v.location.trim() : null;
        const input = { name: String(v.name).trim(), kind: v.kind as DeviceKind, location };
        if (device) {
          await updateDevice(device.id, { ...input, enabled: Number(v.enabled) === 1 });
          onSaved();
        } else {
          const created = await addDevice(input);
          onSaved({ ...created, name: input.name });
        }
      }}
    />
  );
}
