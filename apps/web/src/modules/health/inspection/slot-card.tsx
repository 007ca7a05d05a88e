import { Button, Card, Form, Select, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRules, showServerFieldError } from '../../../kit/index.ts';
import { CONF_ENDPOINTS, type ItemRow, type SlotRow, saveSlot } from './inspect-api.ts';

interface SlotValues {
  enabled: boolean;
  window: [Dayjs, Dayjs];
  itemIds: number[];
}

/** One check slot: on or off, its window, and its items in the order they are checked (the order chosen). */
export function SlotCard({ slot, items, canEdit, onSaved }: { slot: SlotRow; items: ItemRow[]; canEdit: boolean; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SlotValues>();
  const [busy, setBusy] = useState(false);
  // the range control holds the input's starts and ends: its rule is starts' (a required time, picked)
  const r = useMemo(() => schemaRules(CONF_ENDPOINTS.confSubmit.input, t, { from: { window: 'starts' } }), [t]);
  const initial: SlotValues = {
    enabled: slot.enabled,
    window: [dayjs(`2000-01-01T${slot.starts}`), dayjs(`2000-01-01T${slot.ends}`)],
    itemIds: slot.items.map((i) => i.id),
  };
  async function save() {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      await saveSlot({
        slot: slot.slot,
        enabled: v.enabled,
        starts: v.window[0].format('HH:mm'),
        ends: v.window[1].format('HH:mm'),
        itemIds: v.itemIds,
      });
      onSaved();
    } catch (err) {
      // the window's two ends are one control here
      showServerFieldError(form, err, { known: ['enabled', 'window', 'itemIds'], rename: { starts: 'window', ends: 'window' } });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card
      size="small"
      title={t(`healthInspect.slots.${slot.slot}`)}
      data-testid={`slot-${slot.slot}`}
      extra={
        canEdit && (
          <Button type="primary" size="small" loading={busy} onClick={save} data-testid={`slot-save-${slot.slot}`}>
            {t('kit.actions.save')}
          </Button>
        )
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} disabled={!canEdit}>
        <Form.Item name="enabled" label={t('healthInspect.conf.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {/* one range control for the input's starts and ends */}
        <Form.Item
          name="window"
          label={t('healthInspect.conf.window')}
          rules={r.rules('window', t('healthInspect.conf.window'), { picked: true })}
        >
          <TimePicker.RangePicker format="HH:mm" minuteStep={5} order allowClear={false} style={{ width: '100%', maxWidth: 260 }} />
        </Form.Item>
        <Form.Item name="itemIds" label={t('healthInspect.conf.items')} extra={t('healthInspect.conf.itemsHint')}>
          <Select mode="multiple" options={items.map((i) => ({ value: i.id, label: i.name }))} optionFilterProp="label" />
        </Form.Item>
      </Form>
    </Card>
  );
}
