import { Alert, Button, Form, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validated } from './form-kit.ts';
import { PageCard } from './page-card.tsx';
import { showServerFieldError } from './server-field-error.ts';
import { useAfterSave } from './use-after-save.ts';

export interface RecordFormPageProps<V> {
  title: string;
  testId: string;
  /** The record as loaded (the form takes the fields it has); a spinner until then. */
  initialValues: object | undefined;
  /** Without the edit code the form shows, disabled, under `readOnlyText`. */
  mayEdit: boolean;
  readOnlyText: string;
  savedText: string;
  save: (values: V) => Promise<unknown>;
  /** Where a saved form goes (its list, the record's detail); without it the form stays. */
  to?: string;
  /** Server field names that stand under another form field (e.g. logoId → logo). */
  rename?: Record<string, string>;
  children: ReactNode;
}

/**
 * A page that edits one record of the school (its profile, its settings): load, edit, save with
 * the server's field errors on their fields, and read-only for whoever may only look.
 */
export function RecordFormPage<V extends object>(p: RecordFormPageProps<V>) {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const v = await validated<V>(form);
    if (!v) return;
    setBusy(true);
    try {
      await p.save(v);
      await afterSave({ text: p.savedText, to: p.to });
    } catch (e) {
      showServerFieldError(form, e, p.rename ? { rename: p.rename } : {});
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageCard title={p.title} testId={p.testId}>
      {!p.initialValues ? (
        <Spin />
      ) : (
        <>
          {!p.mayEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={p.readOnlyText} />}
          <Form form={form} layout="vertical" initialValues={p.initialValues} disabled={!p.mayEdit}>
            {p.children}
          </Form>
          {p.mayEdit && (
            <Button type="primary" data-testid="save" loading={busy} onClick={submit}>
              {t('kit.actions.save')}
            </Button>
          )}
        </>
      )}
    </PageCard>
  );
}
