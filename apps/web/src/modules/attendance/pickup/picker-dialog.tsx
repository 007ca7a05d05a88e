import { pickupEndpoints } from '@kg/shared/modules/attendance/pickup';
import { todayChina } from '@kg/shared/time/china';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, imageUploader } from '../../../kit/index.ts';
import type { Entry, FormField } from '../../../widgets/index.ts';
import { type PickerRow, type PickInfo, savePicker } from './pickup-api.ts';

const upload = imageUploader('attendance/pickers/');
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

export interface PickerDialogProps {
  studentId: number;
  guardians: PickInfo['guardians'];
  /** The picker being edited; null adds one. */
  picker: PickerRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add or edit a child's picker: who (a guardian, or anyone with name, relation and phone), the
 * photo the face terminals enrol (an uploaded image), the face id and card they are read by, and
 * the validity. An unchanged phone stays masked; the server keeps the number it holds.
 */
export function PickerDialog({ studentId, guardians, picker, onClose, onSaved }: PickerDialogProps) {
  const { t } = useTranslation();
  const fields = useMemo(
    (): FormField[] => [
      {
        key: 'guardianId',
        component: 'select',
        label: t('attendancePickup.picker.guardian'),
        options: guardians.map((g) => ({ value: g.id, label: `${g.name}（${g.relation}）` })),
        extra: t('attendancePickup.picker.guardianHelp'),
      },
      { key: 'name', component: 'input', label: t('attendancePickup.picker.name') },
      { key: 'relation', component: 'input', label: t('attendancePickup.picker.relation') },
      { key: 'phone', component: 'input', label: t('attendancePickup.picker.phone'), maxLength: 11 },
      { key: 'photo', component: 'image', label: t('attendancePickup.picker.photo'), rules: [{ required: true }] },
      { key: 'faceRef', component: 'input', label: t('attendancePickup.picker.faceRef'), extra: t('attendancePickup.picker.faceRefHelp') },
      { key: 'cardNo', component: 'input', label: t('attendancePickup.picker.cardNo') },
      { key: 'validFrom', component: 'date', label: t('attendancePickup.picker.validFrom') },
      { key: 'validTo', component: 'date', label: t('attendancePickup.picker.validTo'), extra: t('attendancePickup.picker.validToHelp') },
    ],
    [t, guardians],
  );
  const initialValues = useMemo(
    (): Entry =>
      picker
        ? {
            ...picker,
            guardianId: picker.guardianId ?? undefined,
            faceRef: picker.faceRef ?? '',
            cardNo: picker.cardNo ?? '',
            photo: picker.photo,
          }
        : { validFrom: todayChina() },
    [picker],
  );

  return (
    <FormDialog
      title={t(picker ? 'attendancePickup.picker.edit' : 'attendancePickup.picker.add')}
      fields={fields}
      rulesFrom={pickupEndpoints.addSmartPickupStudentsOneAnchor}
      initialValues={initialValues}
      uploader={upload}
      extraFields={['photoId']}
      onClose={onClose}
      onSubmit={async (v) => {
        const photo = v.photo as { id: string | number };
        await savePicker(
          {
            studentId,
            guardianId: v.guardianId == null || v.guardianId === '' ? null : Number(v.guardianId),
            name: String(v.name).trim(),
            relation: String(v.relation).trim(),
            phone: String(v.phone).trim(),
            photoId: Number(photo.id),
            faceRef: text(v.faceRef),
            cardNo: text(v.cardNo),
            validFrom: String(v.validFrom),
            validTo: text(v.validTo),
          },
          picker?.id,
        );
        onSaved();
      }}
    />
  );
}
