import { App, Button, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { type AlertRow, acknowledgeAlert } from './alerts-api.ts';
import { CloseAlertDialog } from './close-alert-dialog.tsx';

/**
 * A row's actions: details always; a school's manager also acknowledges an open alert and closes
 * one not yet closed, right in the list. A group or an authority only reads (the server gives
 * them no write on a school's alert), so their rows offer details alone.
 */
export function AlertActions({
  t,
  row,
  manage,
  onOpen,
  onChanged,
}: {
  t: TFunction;
  row: Pick<AlertRow, 'id' | 'state'>;
  manage: boolean;
  onOpen: () => void;
  onChanged?: () => void;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [closing, setClosing] = useState(false);
  async function acknowledge() {
    setBusy(true);
    try {
      await acknowledgeAlert(row.id);
      void message.success(t('healthAlerts.acknowledged'));
      onChanged?.();
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false);
    }
  }
  return (
    <Space size={0} wrap>
      {manage && row.state === 'open' && (
        <Button type="link" size="small" loading={busy} onClick={() => void acknowledge()} data-testid="row-acknowledge">
          {t('healthAlerts.actions.acknowledge')}
        </Button>
      )}
      {manage && row.state !== 'closed' && (
        <Button type="link" size="small" onClick={() => setClosing(true)} data-testid="row-close">
          {t('healthAlerts.actions.close')}
        </Button>
      )}
      <Button type="link" size="small" onClick={onOpen} data-testid="row-detail">
        {t('healthAlerts.actions.detail')}
      </Button>
      {closing && (
        <CloseAlertDialog
          id={row.id}
          onClose={() => setClosing(false)}
          onClosed={() => {
            setClosing(false);
            onChanged?.();
          }}
        />
      )}
    </Space>
  );
}
