import { App, Button, Form, Input, Modal, Space, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, showServerFieldError, useAfterSave, useEndpointForm, validated } from '../../../kit/index.ts';
import { CATALOGUE, type Condition, useShownName } from './records-api.ts';

/**
 * The school's conditions: rename, show or hide in the health views, delete one no child has
 * (the server refuses the others; the button says why before asking).
 */
export function ConditionCatalogue({ conditions, loading, mayEdit }: { conditions: Condition[]; loading: boolean; mayEdit: boolean }) {
  const { t } = useTranslation();
  const shown = useShownName();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();
  const [renaming, setRenaming] = useState<Condition | null>(null);
  const f = useEndpointForm(CATALOGUE.updateName);
  const form = f.form;
  const conditionLabel = t('healthChecks.fields.condition');

  const remove = (c: Condition) =>
    c.count > 0
      ? modal.info({ title: c.name, content: t('healthChecks.deleteHeld', { count: c.count }), okText: t('common.ok') })
      : modal.confirm({
          title: t('kit.actions.confirmDelete'),
          content: c.name,
          okText: t('common.ok'),
          cancelText: t('common.cancel'),
          okButtonProps: { danger: true },
          onOk: async () => {
            await call(CATALOGUE.del, { id: c.id });
            await afterSave({ text: t('kit.actions.deleted') });
          },
        });

  async function rename() {
    const v = await validated<{ name: string }>(form);
    if (!v) return; // each wrong field shows why
    try {
      await call(CATALOGUE.updateName, { id: renaming!.id, name: v.name.trim() });
      setRenaming(null);
      await afterSave();
    } catch (err) {
      showServerFieldError(form, err);
    }
  }

  const columns: TableColumnsType<Condition> = [
    { key: 'name', title: t('healthChecks.fields.condition'), render: (_, c) => shown(c) },
    { key: 'count', title: t('healthChecks.fields.count'), dataIndex: 'count', align: 'right' },
    {
      key: 'healthView',
      title: t('healthChecks.fields.healthView'),
      render: (_, c) => (
        <Switch
          size="small"
          checked={c.healthView}
          disabled={!mayEdit}
          checkedChildren={t('healthChecks.shown')}
          unCheckedChildren={t('healthChecks.hidden')}
          onChange={async (on) => {
            await call(CATALOGUE.setHealthView, { id: c.id, healthView: on });
            await afterSave();
          }}
        />
      ),
    },
    ...(mayEdit
      ? [
          {
            key: 'actions',
            title: t('kit.actions.operation'),
            render: (_: unknown, c: Condition) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    form.setFieldsValue({ name: c.name });
                    setRenaming(c);
                  }}
                >
                  {t('healthChecks.rename')}
                </Button>
                <Button type="link" size="small" danger onClick={() => remove(c)}>
                  {t('kit.actions.delete')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Table<Condition>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={conditions}
        loading={loading}
        pagination={false}
        data-testid="condition-table"
        scroll={{ x: 'max-content' }}
      />
      <Modal
        open={renaming !== null}
        title={t('healthChecks.renameTitle')}
        onCancel={() => setRenaming(null)}
        onOk={rename}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={conditionLabel} rules={f.rules('name', conditionLabel)}>
            <Input maxLength={f.maxLength('name')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
