import { App, Button, type ButtonProps, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call, useAfterSave } from '../../../kit/index.ts';
import { REQUEST_ENDPOINTS as R, type RequestDetail, SUBMIT_PATH } from '../workflow-api.ts';
import { DecisionDialog, type DecisionKind, type DecisionValues } from './decision-dialog.tsx';

/** Sends one decision on request `id`. */
function send(kind: DecisionKind, id: number, v: DecisionValues) {
  switch (kind) {
    case 'approve':
      return call(R.approve, { id, comment: v.text });
    case 'reject':
      return call(R.reject, { id, reason: v.text ?? '' });
    case 'return':
      return call(R.sendBack, { id, reason: v.text ?? '' });
    case 'transfer':
      return call(R.transfer, { id, toMemberId: v.toMemberId ?? 0, comment: v.text });
    case 'comment':
      return call(R.comment, { id, text: v.text ?? '', imageIds: (v.images ?? []).map((i) => Number(i.id)).filter((n) => n > 0) });
  }
}

/** The buttons of what the caller may do now (the server says which); each decision asks in a dialog. */
export function RequestActions({ request }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const [open, setOpen] = useState<DecisionKind | null>(null);
  const { can, id } = request;
  const button = (kind: DecisionKind, props: ButtonProps = {}) =>
    can[kind] && (
      <Button key={kind} data-testid={`action-${kind}`} onClick={() => setOpen(kind)} {...props}>
        {t(`workflow.actions.${kind}`)}
      </Button>
    );
  const withdraw = () =>
    modal.confirm({
      title: t('workflow.detail.withdrawConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        await call(R.withdraw, { id });
        await afterSave({ text: t('workflow.detail.done') });
      },
    });
  return (
    <>
      <Space wrap data-testid="request-actions">
        {button('approve', { type: 'primary' })}
        {button('reject', { danger: true })}
        {button('return')}
        {button('transfer')}
        {can.resubmit && (
          <Button type="primary" data-testid="action-resubmit" onClick={() => navigate(`${SUBMIT_PATH}?resubmit=${id}`)}>
            {t('workflow.actions.resubmit')}
          </Button>
        )}
        {can.withdraw && (
          <Button danger data-testid="action-withdraw" onClick={withdraw}>
            {t('workflow.actions.withdraw')}
          </Button>
        )}
        {button('comment')}
      </Space>
      {open && (
        <DecisionDialog
          kind={open}
          onClose={() => setOpen(null)}
          onSubmit={async (v) => {
            await send(open, id, v);
            await afterSave({ text: t('workflow.detail.done') });
          }}
        />
      )}
    </>
  );
}
