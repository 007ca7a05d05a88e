import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, TIMEOUTS } from '../api/request.ts';
import type { Entry } from '../widgets/index.ts';

/** Exports what the list's filters select; the server streams the workbook. */
export function ExportButton({ url, filters, label }: { url: string; filters: Entry; label?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const data = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== null && v !== undefined));
      await download(url, data, { timeout: TIMEOUTS.studentImport });
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button icon={<ExportOutlined />} loading={busy} onClick={run} data-testid="export">
      {busy ? t('kit.export.running') : (label ?? t('kit.export.label'))}
    </Button>
  );
}
