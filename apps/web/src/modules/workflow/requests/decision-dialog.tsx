import { Form, Input, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUploader, RemoteSelect, schemaRules } from '../../../kit/index.ts';
import { type ImageRecord, MultiImageUpload } from '../../../widgets/index.ts';
import { loadStaffOptions, REQUEST_ENDPOINTS } from '../workflow-api.ts';

/** What a dialog asks: an optional comment, a required reason, a staff member and a comment, or a comment's text. */
export type DecisionKind = 'approve' | 'reject' | 'return' | 'transfer' | 'comment';

export interface DecisionValues {
  text?: string;
  toMemberId?: number;
  /** comment: uploaded pictures. */
  images?: ImageRecord[];
}

export interface DecisionDialogProps {
  kind: DecisionKind;
  onSubmit: (values: DecisionValues) => Promise<void>;
  onClose: () => void;
}

const upload = imageUploader('workflow/');
/** The call each decision sends, and the name its input gives the dialog's text. */
const CALLS = {
  approve: ['approve', 'comment'],
  reject: ['reject', 'reason'],
  return: ['sendBack', 'reason'],
  transfer: ['transfer', 'comment'],
  comment: ['comment', 'text'],
} as const;

/** One decision's dialog; it stays open when the server refuses (the toast says why). */
export function DecisionDialog({ kind, onSubmit, onClose }: DecisionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DecisionValues>();
  const [busy, setBusy] = useState(false);
  const r = useMemo(() => {
    const [call, text] = CALLS[kind];
    return schemaRules(REQUEST_ENDPOINTS[call].input, t, { from: { text } });
  }, [kind, t]);
  const textRequired = r.facts('text')?.required ?? false;
  const textLabel = t(textRequired && kind !== 'comment' ? 'workflow.detail.reason' : 'workflow.detail.comment');
  const ok = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await onSubmit({ ...v, text: v.text?.trim() || undefined });
      onClose();
    } catch {
      // the request layer has shown the refusal; the dialog stays for another try
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t(`workflow.actions.${kind}`)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, ...({ 'data-testid': 'decision-ok' } as object) }}
      onOk={() => void ok().catch(() => {})}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        {kind === 'transfer' && (
          <Form.Item
            name="toMemberId"
            label={t('workflow.detail.transferTo')}
            rules={r.rules('toMemberId', t('workflow.detail.transferTo'), { requiredMessage: t('workflow.detail.transferToRequired') })}
          >
            <RemoteSelect
              queryKey={['options', 'workflow', 'transfer']}
              load={loadStaffOptions}
              placeholder={t('workflow.designer.searchPlaceholder')}
            />
          </Form.Item>
        )}
        <Form.Item name="text" label={textLabel} rules={r.rules('text', textLabel, { requiredMessage: t('workflow.detail.textRequired') })}>
          <Input.TextArea rows={3} maxLength={r.maxLength('text')} showCount data-testid="decision-text" />
        </Form.Item>
        {kind === 'comment' && (
          <Form.Item name="images" label={t('workflow.detail.attachments')}>
            <MultiImageUpload uploader={upload} maxCount={9} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
