import { todayChina } from '@kg/shared/time/china';
import { AutoComplete, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call, schemaRules } from '../../../kit/index.ts';
import { RecordDialog } from './record-dialog.tsx';
import { blankToNull } from './record-values.ts';
import { type Condition, HISTORY } from './records-api.ts';

export interface HistoryDialogProps {
  child: { studentId: number; name: string; histories: { name: string; since: string | null; status: number; note: string | null }[] };
  conditions: Condition[];
  onClose: () => void;
  onSaved: () => void;
}

interface Item {
  name?: string;
  since?: Dayjs | null;
  status?: number;
  note?: string;
}

/**
 * A child's medical history as one list. A condition is chosen from the catalogue by name or
 * typed new (it joins the catalogue on save), so one field serves both.
 */
export function HistoryDialog({ child, conditions, onClose, onSaved }: HistoryDialogProps) {
  const { t } = useTranslation();
  const byName = new Map(conditions.map((c) => [c.name, c.id]));
  // each item's rules come from the save call's input, under the list the dialog names 'histories'
  const r = useMemo(() => schemaRules(HISTORY.addOrUpdateStuMedicalHistory.input, t), [t]);
  const label = (k: 'condition' | 'status' | 'note') => t(`healthChecks.fields.${k}`);
  // the server names histories.N.metadataId for a condition the form holds as its name
  const send = (items: Item[]) =>
    call(HISTORY.addOrUpdateStuMedicalHistory, {
      studentId: child.studentId,
      histories: items.map((x) => {
        const name = String(x.name).trim();
        const id = byName.get(name);
        return {
          ...(id ? { metadataId: id } : { name }),
          since: x.since ? x.since.format('YYYY-MM-DD') : null,
          status: Number(x.status),
          note: blankToNull(x.note),
        };
      }),
    });

  return (
    <RecordDialog<Item>
      title={t('healthChecks.editHistoryTitle', { name: child.name })}
      name="histories"
      testId="history-items"
      initial={child.histories.map((h) => ({
        name: h.name,
        since: h.since ? dayjs(h.since) : null,
        status: h.status,
        note: h.note ?? '',
      }))}
      newItem={{ status: 1 }}
      sameKey="name"
      send={send}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(field) => (
        <>
          <Form.Item
            name={[field.name, 'name']}
            label={label('condition')}
            tooltip={t('healthChecks.conditionHelp')}
            // the input takes a catalogue id or a new name, so it cannot require the name the form always asks for
            rules={[
              { required: true, whitespace: true, message: t('kit.form.required', { label: label('condition') }) },
              ...r.rules(['histories', field.name, 'name'], label('condition')),
            ]}
          >
            <AutoComplete
              options={conditions.map((c) => ({ value: c.name }))}
              filterOption={(input, o) => String(o?.value ?? '').includes(input.trim())}
              data-testid="condition"
            />
          </Form.Item>
          <Form.Item
            name={[field.name, 'status']}
            label={label('status')}
            rules={r.rules(['histories', field.name, 'status'], label('status'), { picked: true })}
          >
            <Select options={[1, 2].map((s) => ({ value: s, label: t(`healthChecks.statuses.${s}`) }))} />
          </Form.Item>
          <Form.Item name={[field.name, 'since']} label={t('healthChecks.fields.since')}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.format('YYYY-MM-DD') > todayChina()} />
          </Form.Item>
          <Form.Item name={[field.name, 'note']} label={label('note')} rules={r.rules(['histories', field.name, 'note'], label('note'))}>
            <Input maxLength={r.maxLength(['histories', 'note'])} />
          </Form.Item>
        </>
      )}
    </RecordDialog>
  );
}
