import { ExportOutlined } from '@ant-design/icons';
import { jobEndpoints } from '@kg/shared/modules/platform/jobs';
import { App, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, notify } from '../api/api-error.ts';
import { download, TIMEOUTS } from '../api/request.ts';
import type { Entry } from '../widgets/index.ts';
import { call } from './call.ts';

/** How often a queued export's job is asked for its progress. */
const POLL_MS = 1_000;

/**
 * Exports what the list's filters select. A small export streams the workbook in the answer; a
 * large one answers `{ jobId }` (it runs as a background job), and the button follows the job,
 * showing its progress, and saves the file when it is done. Leaving the page stops following;
 * the file stays on the jobs page for a day.
 */
export function ExportButton({ url, filters, label }: { url: string; filters: Entry; label?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  async function follow(id: number) {
    void message.info(t('jobs.export.queued'));
    while (mounted.current) {
      const job = await call(jobEndpoints.get, { id });
      setProgress(job.progress);
      if (job.state === 'done') {
        await download(jobEndpoints.download.path, { id });
        void message.success(t('jobs.export.ready'));
        return;
      }
      if (job.state === 'dead') {
        void message.error(t('jobs.export.failed', { error: job.error ?? '' }));
        return;
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  async function run() {
    setBusy(true);
    setProgress(null);
    try {
      const data = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== null && v !== undefined));
      await download(url, data, { timeout: TIMEOUTS.studentImport, silent: true });
    } catch (err) {
      // a large export answers the envelope { jobId } instead of the file (download names it a bad answer)
      const jobId = err instanceof ApiError && err.status === 200 ? (err.data as { jobId?: unknown } | null)?.jobId : undefined;
      if (typeof jobId === 'number') await follow(jobId).catch(() => {});
      else if (err instanceof ApiError) notify(err);
    } finally {
      if (mounted.current) {
        setBusy(false);
        setProgress(null);
      }
    }
  }
  const text =
    progress !== null ? t('jobs.export.progress', { progress }) : busy ? t('kit.export.running') : (label ?? t('kit.export.label'));
  return (
    <Button icon={<ExportOutlined />} loading={busy} onClick={run} data-testid="export">
      {text}
    </Button>
  );
}
