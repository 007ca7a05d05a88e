import { DeleteOutlined, PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Form, Input, List, Modal, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, useEndpointForm, validated } from '../../../kit/index.ts';
import { deleteModel, MODEL_ENDPOINTS, type ModelRow, saveModel, topModel } from './care-api.ts';

const KEY = ['options', 'care-models'];
const useModels = () => useQuery({ queryKey: KEY, queryFn: () => call(MODEL_ENDPOINTS.list, {}) });

/** Fills a text from a content template (topped ones first, as the server orders them). */
export function TemplatePicker({ onPick }: { onPick: (content: string) => void }) {
  const { t } = useTranslation();
  const models = useModels();
  const items = (models.data ?? []).map((m) => ({ key: String(m.id), label: m.title, onClick: () => onPick(m.content) }));
  return (
    <Dropdown menu={{ items }} disabled={!items.length} trigger={['click']}>
      <Button type="link" size="small" data-testid="use-template">
        {t('healthCare.useTemplate')}
      </Button>
    </Dropdown>
  );
}

/** Manages the school's care content templates: add, top or untop, delete. */
export function TemplatesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const models = useModels();
  const f = useEndpointForm(MODEL_ENDPOINTS.add);
  const form = f.form;
  const title = t('healthCare.model.title');
  const content = t('healthCare.model.content');
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } finally {
      await refresh();
    }
  };
  const add = async () => {
    const v = await validated<{ title: string; content: string }>(form);
    if (!v) return; // each wrong field shows why
    await act(() => saveModel({ title: v.title.trim(), content: v.content.trim() }));
    form.resetFields();
  };
  const row = (m: ModelRow) => (
    <List.Item
      actions={[
        <Button
          key="top"
          type="link"
          size="small"
          icon={m.topped ? <PushpinFilled /> : <PushpinOutlined />}
          onClick={() => act(() => topModel(m.id, !m.topped))}
        >
          {t(m.topped ? 'healthCare.model.untop' : 'healthCare.model.top')}
        </Button>,
        <Button
          key="delete"
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => act(() => deleteModel(m.id))}
          aria-label={t('kit.actions.delete')}
        />,
      ]}
    >
      <List.Item.Meta
        title={
          <Space size={4}>
            {m.title}
            {m.topped && <Tag color="orange">{t('healthCare.model.topped')}</Tag>}
          </Space>
        }
        description={m.content}
      />
    </List.Item>
  );
  return (
    <Modal open title={t('healthCare.templates')} onCancel={onClose} footer={null} width={640}>
      <Form form={form} layout="vertical">
        <Form.Item name="title" label={title} rules={f.rules('title', title)}>
          <Input maxLength={f.maxLength('title')} />
        </Form.Item>
        <Form.Item name="content" label={content} rules={f.rules('content', content)}>
          <Input.TextArea rows={2} maxLength={f.maxLength('content')} />
        </Form.Item>
        <Button type="primary" onClick={add} data-testid="add-template">
          {t('kit.actions.add')}
        </Button>
      </Form>
      <List
        loading={models.isLoading}
        dataSource={models.data ?? []}
        renderItem={row}
        locale={{ emptyText: t('healthCare.model.empty') }}
      />
    </Modal>
  );
}
