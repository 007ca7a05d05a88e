import { Alert, App, Form, Modal, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassOptions } from '../garden-options.ts';
import { type DeletePlan, deleteClass, deletePlan } from './class-api.ts';

interface Target {
  id: number;
  name: string;
}

/**
 * Deleting a class (class-service deleteClass): the server never leaves children in school
 * without a class, so a class with children is deleted only together with the class they
 * move to. is-confirm-delete says which case applies before anything is asked.
 */
export function useDeleteClass(onDeleted: (text: string) => void): { start: (row: Target) => Promise<void>; dialog: ReactNode } {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [moving, setMoving] = useState<{ row: Target; plan: DeletePlan } | null>(null);

  async function start(row: Target) {
    let plan: DeletePlan;
    try {
      plan = await deletePlan(row.id);
    } catch {
      return; // the request layer showed why
    }
    if (plan.needConfirm) {
      setMoving({ row, plan });
      return;
    }
    modal.confirm({
      title: t('kit.actions.confirmDelete'),
      content: plan.formerCount > 0 ? t('classes.delete.former', { count: plan.formerCount }) : undefined,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteClass(row.id);
          onDeleted(t('kit.actions.deleted'));
        } catch {
          // refused (e.g. a child joined meanwhile): the toast says why
        }
      },
    });
  }

  const dialog = moving && (
    <MoveChildrenDialog
      row={moving.row}
      plan={moving.plan}
      onClose={() => setMoving(null)}
      onDeleted={(text) => {
        setMoving(null);
        onDeleted(text);
      }}
    />
  );
  return { start, dialog };
}

function MoveChildrenDialog({
  row,
  plan,
  onClose,
  onDeleted,
}: {
  row: Target;
  plan: DeletePlan;
  onClose: () => void;
  onDeleted: (text: string) => void;
}) {
  const { t } = useTranslation();
  const classes = useClassOptions();
  const [to, setTo] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const options = (classes.data ?? [])
    .filter((c) => c.id !== row.id)
    .map((c) => ({
      value: c.id,
      label: t('classes.delete.option', { grade: c.gradeName, name: c.name, count: c.studentCount }),
    }));

  async function confirm() {
    if (!to) return;
    setBusy(true);
    try {
      const r = await deleteClass(row.id, to);
      onDeleted(t('classes.delete.moved', { count: r.moved, name: classes.data?.find((c) => c.id === to)?.name ?? '' }));
    } catch {
      // the toast says why (e.g. the target class is full)
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('classes.delete.title', { name: row.name })}
      onCancel={onClose}
      onOk={confirm}
      okText={t('classes.delete.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, disabled: !to }}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('classes.delete.hasChildren', { name: row.name, count: plan.studentCount })}
        description={plan.formerCount > 0 ? t('classes.delete.former', { count: plan.formerCount }) : undefined}
      />
      <Form layout="vertical">
        <Form.Item label={t('classes.delete.moveTo')} required>
          <Select
            id="moveToClazzId"
            value={to}
            onChange={setTo}
            options={options}
            loading={classes.isFetching}
            showSearch
            optionFilterProp="label"
            placeholder={t('classes.delete.chooseTarget')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
