import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, type FormInstance, Select, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/request.ts';
import { imageUploader, PageCard, useAfterSave, useIdParam } from '../../../kit/index.ts';
import { SchemaForm } from '../../../widgets/index.ts';
import { fetchRequest, fetchStartable, MINE_PATH, requestPath, resubmitRequest, submitRequest } from '../workflow-api.ts';
import { formEntry, requestValues, schemaFields } from './request-form.ts';

const upload = imageUploader('workflow/');

/** The server names a wrong value form.<key> (or values.<key>): show it under that field too. */
function showValueError(form: FormInstance, e: unknown, keys: readonly string[]) {
  const field = e instanceof ApiError ? (e.data as { field?: unknown } | null)?.field : undefined;
  const key = typeof field === 'string' ? field.replace(/^(form|values)\./, '') : '';
  if (keys.includes(key)) form.setFields([{ name: key, errors: [(e as Error).message] }]);
}

/**
 * A new request: choose a process (or come with ?processId=), fill in its form, submit. With
 * ?resubmit= a returned request opens with its values, to be changed and sent again.
 */
export function SubmitView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const resubmitId = useIdParam('resubmit');
  const [chosen, setChosen] = useState<number | null>(useIdParam('processId'));
  const [form] = SchemaForm.useForm();
  const [busy, setBusy] = useState(false);
  const startable = useQuery({ queryKey: ['options', 'workflow-startable'], queryFn: fetchStartable, enabled: resubmitId === null });
  const returned = useQuery({
    queryKey: ['detail', 'workflow-request', resubmitId],
    queryFn: () => fetchRequest(resubmitId!),
    enabled: resubmitId !== null,
  });
  const process = resubmitId ? returned.data : startable.data?.find((p) => p.id === chosen);
  const fields = useMemo(() => (process ? schemaFields(process.form, t) : []), [process, t]);
  const initial = useMemo(
    () => (returned.data ? formEntry(returned.data.values, returned.data.form, returned.data.images) : {}),
    [returned.data],
  );

  async function submit() {
    if (!process) return;
    await form.validateFields();
    const values = requestValues(form.getFieldsValue(true), process.form);
    setBusy(true);
    try {
      if (resubmitId) {
        await resubmitRequest(resubmitId, values);
        await afterSave({ text: t('workflow.submit.sent'), to: requestPath(resubmitId) });
      } else {
        const { id } = await submitRequest(process.id, values);
        await afterSave({ text: t('workflow.submit.sent'), to: requestPath(id) });
      }
    } catch (e) {
      showValueError(
        form,
        e,
        process.form.map((f) => f.key),
      );
    } finally {
      setBusy(false);
    }
  }

  if ((resubmitId ? returned : startable).isPending) return <Spin />;
  return (
    <PageCard title={t(resubmitId ? 'workflow.submit.resubmitTitle' : 'workflow.submit.title')} testId="workflow-submit">
      {!resubmitId && (
        <div className="wf-section">
          {startable.data?.length ? (
            <Select
              style={{ width: '100%', maxWidth: 480 }}
              value={chosen ?? undefined}
              placeholder={t('workflow.submit.choose')}
              options={startable.data.map((p) => ({ value: p.id, label: p.name }))}
              onChange={(id: number) => setChosen(id)}
              data-testid="process-choice"
            />
          ) : (
            <Empty description={t('workflow.submit.noProcesses')} />
          )}
        </div>
      )}
      {process && (
        <Card size="small" title={'processName' in process ? process.processName : process.name}>
          {'description' in process && process.description && <Alert type="info" message={process.description} className="wf-section" />}
          <SchemaForm key={`${process.id}`} form={form} fields={fields} initialValues={initial} uploader={upload} />
          <Space wrap>
            <Button type="primary" loading={busy} data-testid="submit" onClick={() => void submit().catch(() => {})}>
              {t('workflow.submit.send')}
            </Button>
            <Button onClick={() => navigate(MINE_PATH)}>{t('kit.actions.back')}</Button>
          </Space>
        </Card>
      )}
    </PageCard>
  );
}
