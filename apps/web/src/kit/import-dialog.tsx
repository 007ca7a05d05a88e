import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, download, request, TIMEOUTS } from '../api/request.ts';
import { IMPORT_MAX_BYTES, importFileProblem, XLSX_MIME } from './import-file-check.ts';

/** One refused row of an all-or-nothing import (the server's file-0012 data). */
export interface FailedRow {
  row: number;
  reason: string;
}

interface Refusal {
  failed: FailedRow[];
  reportId: number;
}

export interface ImportDialogProps {
  open: boolean;
  title: string;
  /** GET: the template workbook. */
  templateUrl: string;
  /** POST multipart "file". */
  uploadUrl: string;
  /** The upload's declared input (e.g. the plan it imports into), sent as form fields beside the file. */
  fields?: Readonly<Record<string, string | number>>;
  /** The failure report by id. */
  reportUrl: string;
  onClose: () => void;
  /** After a successful import, with the number of rows imported. */
  onImported: (count: number) => void;
  /** The server's size limit for this import (default IMPORT_MAX_BYTES): a larger file is refused before sending. */
  maxBytes?: number;
}

const XLSX_ACCEPT = `.xlsx,${XLSX_MIME}`;

const refusalOf = (err: unknown): Refusal | null => {
  if (!(err instanceof ApiError) || err.code !== 'file-0012') return null;
  const d = err.data as Partial<Refusal> | null;
  return d && Array.isArray(d.failed) && typeof d.reportId === 'number' ? { failed: d.failed, reportId: d.reportId } : null;
};

/**
 * Import from a workbook: template, file, upload with progress (300 s, domain §7). The server
 * imports all rows or none; a refusal lists each bad row and offers the report workbook. A file
 * that is not an .xlsx workbook, is empty or over the size limit is refused on choice, with why.
 */
export function ImportDialog({
  open,
  title,
  templateUrl,
  uploadUrl,
  fields,
  reportUrl,
  onClose,
  onImported,
  maxBytes = IMPORT_MAX_BYTES,
}: ImportDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [problem, setProblem] = useState('');
  const busy = percent !== null;

  const reset = () => {
    setFile(null);
    setPercent(null);
    setRefusal(null);
    setProblem('');
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  async function upload() {
    if (!file) {
      setProblem(t('kit.import.noFile'));
      return;
    }
    const wrong = importFileProblem(file, maxBytes, t);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    const form = new FormData();
    // a field not chosen yet is left out (the server names it), never sent as the text "undefined"
    for (const [name, value] of Object.entries(fields ?? {})) if (value !== undefined && value !== null) form.append(name, String(value));
    form.append('file', file);
    setRefusal(null);
    setProblem('');
    setPercent(0);
    try {
      const res = await request<{ count: number }>(uploadUrl, {
        data: form,
        timeout: TIMEOUTS.studentImport,
        silent: true,
        onUploadProgress: (p) => setPercent(p),
      });
      reset();
      onImported(res.count);
    } catch (err) {
      setPercent(null);
      const r = refusalOf(err);
      if (r) setRefusal(r);
      else setProblem(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      mask={{ closable: !busy }}
      closable={!busy}
      width={640}
      footer={[
        <Button key="cancel" onClick={close} disabled={busy}>
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" onClick={upload} loading={busy} data-testid="import-submit">
          {t('kit.import.start')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Typography.Text>{t('kit.import.step1')}</Typography.Text>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => download(templateUrl, undefined, { method: 'GET' })}
            data-testid="import-template"
          >
            {t('kit.import.template')}
          </Button>
        </Space>
        <Upload.Dragger
          accept={XLSX_ACCEPT}
          maxCount={1}
          disabled={busy}
          beforeUpload={(f) => {
            const wrong = importFileProblem(f, maxBytes, t);
            setFile(wrong ? null : f);
            setRefusal(null);
            setProblem(wrong ?? '');
            // sent on "start import", not on choice; a refused file is not kept in the list
            return wrong ? Upload.LIST_IGNORE : false;
          }}
          // a dropped file of another type never reaches beforeUpload (the drop honours accept): say why
          onDrop={(e) => {
            const dropped = [...(e.dataTransfer?.files ?? [])];
            const wrong = dropped.map((f) => importFileProblem(f, maxBytes, t)).find(Boolean);
            if (wrong) {
              setFile(null);
              setProblem(wrong);
            }
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('kit.import.choose')}</p>
          <p className="ant-upload-hint">{t('kit.import.hint')}</p>
        </Upload.Dragger>
        {busy ? <Progress percent={percent} status="active" data-testid="import-progress" /> : null}
        {problem ? <Alert type="error" showIcon title={problem} data-testid="import-problem" /> : null}
        {refusal ? (
          <Alert
            type="error"
            showIcon
            data-testid="import-refused"
            title={t('kit.import.refused', { count: refusal.failed.length })}
            description={
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Table<FailedRow>
                  size="small"
                  rowKey={(r) => `${r.row}-${r.reason}`}
                  dataSource={refusal.failed}
                  pagination={refusal.failed.length > 10 ? { pageSize: 10, size: 'small' } : false}
                  columns={[
                    { title: t('kit.import.row'), dataIndex: 'row', width: 80 },
                    { title: t('kit.import.reason'), dataIndex: 'reason' },
                  ]}
                />
                <Button
                  icon={<DownloadOutlined />}
                  onClick={() => download(reportUrl, { id: refusal.reportId })}
                  data-testid="import-report"
                >
                  {t('kit.import.report')}
                </Button>
              </Space>
            }
          />
        ) : null}
      </Space>
    </Modal>
  );
}
