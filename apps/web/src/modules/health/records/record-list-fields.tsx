import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, type FormListFieldData, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The editable list of a child's records (allergies, conditions): each item a card whose fields
 * sit two to a row on a wide screen and one under another on a phone.
 */
export function RecordListFields({
  name,
  testId,
  newItem,
  children,
}: {
  name: string;
  testId: string;
  newItem: object;
  children: (field: FormListFieldData) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div data-testid={testId}>
          {fields.length === 0 && <Typography.Paragraph type="secondary">{t('healthChecks.emptyList')}</Typography.Paragraph>}
          {fields.map((field, i) => (
            <div key={field.key} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '12px 12px 0', marginBottom: 12 }}>
              <Row justify="space-between" align="middle" style={{ marginBottom: 8 }}>
                <Typography.Text strong>#{i + 1}</Typography.Text>
                <Button type="link" danger size="small" icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                  {t('healthChecks.removeItem')}
                </Button>
              </Row>
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 12 }}>
                {children(field)}
              </div>
            </div>
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(newItem)} data-testid="add-item">
            {t('healthChecks.addItem')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
