import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { moveItem } from './process-draft.ts';

/**
 * Up, down and remove for item `i` of an ordered list the designer edits (form fields, chain
 * steps); test ids are `<testPrefix>-up`, `-down`, `-remove`.
 */
export function ItemOrderActions<T>({
  list,
  i,
  onChange,
  testPrefix,
}: {
  list: T[];
  i: number;
  onChange: (next: T[]) => void;
  testPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      <Button
        type="text"
        icon={<ArrowUpOutlined />}
        aria-label={t('workflow.designer.up')}
        disabled={i === 0}
        onClick={() => onChange(moveItem(list, i, -1))}
        data-testid={`${testPrefix}-up`}
      />
      <Button
        type="text"
        icon={<ArrowDownOutlined />}
        aria-label={t('workflow.designer.down')}
        disabled={i === list.length - 1}
        onClick={() => onChange(moveItem(list, i, 1))}
        data-testid={`${testPrefix}-down`}
      />
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('kit.actions.delete')}
        onClick={() => onChange(list.filter((_, j) => j !== i))}
        data-testid={`${testPrefix}-remove`}
      />
    </Space>
  );
}
