import { useQuery } from '@tanstack/react-query';
import { Alert, AutoComplete, Button, Card, Form, Input, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/request.ts';
import { PageCard, showServerFieldError, useAfterSave, useEndpointForm, useIdParam } from '../../../kit/index.ts';
import { CcEditor } from '../designer/cc-editor.tsx';
import { ChainEditor, type Pickers } from '../designer/chain-editor.tsx';
import { FieldListEditor } from '../designer/field-list-editor.tsx';
import { type DraftProblem, draftProblems, type ProcessDraft, savedParts, WORKFLOW_LIMITS } from '../designer/process-draft.ts';
import {
  fetchKinds,
  fetchProcess,
  loadRoleOptions,
  loadStaffOptions,
  PROCESS_ENDPOINTS,
  PROCESS_LIST_PATH,
  saveProcess,
} from '../workflow-api.ts';
import { useKindLabel } from './kind-label.ts';
import { draftOf, serverProblem } from './process-draft-of.ts';
import '../workflow.css';

interface Basics {
  name: string;
  kind: string;
  description?: string;
}

const PICKERS: Pickers = { staff: loadStaffOptions, roles: loadRoleOptions };

/** The designer: a new process, one (?id=) to change — a new version once it has requests — or a copy (?copy=). */
export function ProcessEditView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const kindLabel = useKindLabel();
  const id = useIdParam();
  const copyOf = useIdParam('copy');
  const source = id ?? copyOf;
  const f = useEndpointForm<typeof PROCESS_ENDPOINTS.add, Basics>(PROCESS_ENDPOINTS.add, {
    format: { kind: t('workflow.process.kindRule') },
  });
  const form = f.form;
  const label = (k: 'name' | 'kind' | 'description') => t(`workflow.process.${k}`);
  const [draft, setDraft] = useState<ProcessDraft>(() => draftOf({}));
  const [problems, setProblems] = useState<DraftProblem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const kinds = useQuery({ queryKey: ['options', 'workflow-kinds'], queryFn: fetchKinds });
  const detail = useQuery({
    queryKey: ['detail', 'workflow-process', source],
    queryFn: () => fetchProcess(source!),
    enabled: source !== null,
  });

  useEffect(() => {
    const d = detail.data;
    if (!d) return;
    form.setFieldsValue({
      name: copyOf ? `${d.name}${t('workflow.process.copySuffix')}`.slice(0, WORKFLOW_LIMITS.name) : d.name,
      kind: d.kind,
      description: d.description ?? '',
    });
    setDraft(draftOf(d));
  }, [detail.data, form, copyOf, t]);

  const update = (d: ProcessDraft) => {
    setDraft(d);
    if (problems) setProblems(draftProblems(d));
  };
  // a kind chosen for a form still empty starts from the kind's own fields
  const chooseKind = (kind: string) => {
    const info = kinds.data?.find((k) => k.kind === kind);
    if (info && draft.fields.length === 0) update({ ...draft, fields: draftOf({ form: info.form }).fields });
  };
  const pickers = useMemo<Pickers>(() => {
    const people = detail.data?.people;
    const labels = (list: { id: number; name: string }[] = []) => list.map((p) => ({ value: p.id, label: p.name }));
    return { ...PICKERS, known: { staff: labels(people?.staff), roles: labels(people?.roles) } };
  }, [detail.data]);
  const kindOptions = useMemo(
    () => (kinds.data ?? []).map((k) => ({ value: k.kind, label: `${kindLabel(k.kind)} (${k.kind})` })),
    [kinds.data, kindLabel],
  );

  async function save() {
    const found = draftProblems(draft);
    setProblems(found);
    const basics = await form.validateFields();
    if (found.length) return;
    setBusy(true);
    try {
      const body = {
        kind: basics.kind.trim(),
        name: basics.name.trim(),
        description: basics.description?.trim() || null,
        icon: null,
        color: null,
        ...savedParts(draft),
      };
      await saveProcess(body, id);
      await afterSave({ to: PROCESS_LIST_PATH });
    } catch (e) {
      const field = e instanceof ApiError ? (e.data as { field?: unknown } | null)?.field : null;
      const p = typeof field === 'string' ? serverProblem(field, (e as Error).message) : null;
      if (p) setProblems([p]);
      else showServerFieldError(form, e, { known: ['name', 'kind', 'description'] });
    } finally {
      setBusy(false);
    }
  }

  if (source !== null && detail.isPending) return <Spin />;
  const shown = problems ?? [];
  return (
    <PageCard title={t(id ? 'workflow.process.editTitle' : 'workflow.process.addTitle')} testId="workflow-edit">
      {id !== null && (detail.data?.requestCount ?? 0) > 0 && (
        <Alert
          type="info"
          showIcon
          className="wf-section"
          message={t('workflow.process.newVersion', { version: (detail.data?.version ?? 1) + 1 })}
        />
      )}
      <Form form={form} layout="vertical">
        <Card size="small" title={t('workflow.process.basics')} className="wf-section">
          <div className="wf-grid">
            <Form.Item
              name="name"
              label={label('name')}
              rules={f.rules('name', label('name'), { requiredMessage: t('workflow.process.nameRequired') })}
            >
              <Input maxLength={f.maxLength('name')} data-testid="process-name" />
            </Form.Item>
            <Form.Item
              name="kind"
              label={label('kind')}
              extra={t('workflow.process.kindHelp')}
              rules={f.rules('kind', label('kind'), { requiredMessage: t('workflow.process.kindRule') })}
            >
              {id !== null ? (
                <KindShown label={kindLabel} />
              ) : (
                <AutoComplete options={kindOptions} onSelect={chooseKind} data-testid="process-kind" />
              )}
            </Form.Item>
          </div>
          <Form.Item name="description" label={label('description')} rules={f.rules('description', label('description'))}>
            <Input.TextArea rows={2} maxLength={f.maxLength('description')} data-testid="process-description" />
          </Form.Item>
        </Card>
        <Card size="small" title={t('workflow.process.form')} className="wf-section">
          <FieldListEditor value={draft.fields} onChange={(fields) => update({ ...draft, fields })} problems={shown} />
        </Card>
        <Card size="small" title={t('workflow.process.chain')} className="wf-section">
          <ChainEditor
            value={draft.steps}
            onChange={(steps) => update({ ...draft, steps })}
            fields={draft.fields}
            pickers={pickers}
            problems={shown}
          />
        </Card>
        <Card size="small" title={t('workflow.process.cc')} className="wf-section">
          <CcEditor value={draft.cc} onChange={(cc) => update({ ...draft, cc })} pickers={pickers} />
        </Card>
        <Space wrap>
          <Button type="primary" loading={busy} data-testid="save" onClick={() => void save().catch(() => {})}>
            {t('kit.actions.save')}
          </Button>
          <Button data-testid="back" onClick={() => navigate(PROCESS_LIST_PATH)}>
            {t('kit.actions.back')}
          </Button>
        </Space>
      </Form>
    </PageCard>
  );
}

/** A saved process's kind cannot change: shown by its name, not its key. */
function KindShown({ value, label }: { value?: string; label: (kind: string) => string }) {
  const shown = value ? label(value) : '';
  return <Input disabled value={shown === value ? shown : `${shown} (${value})`} data-testid="process-kind" />;
}
