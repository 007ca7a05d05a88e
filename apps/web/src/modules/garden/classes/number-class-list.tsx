import { useQuery } from '@tanstack/react-query';
import { Empty, Input, Menu, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchNumberClazzes, numberClazzKey } from './numbers-api.ts';

/** The left column of the student-number manager: the classes in range with how many children are numbered. */
export function NumberClassList({ selected, onSelect }: { selected: number | null; onSelect: (id: number) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const classes = useQuery({ queryKey: numberClazzKey(name), queryFn: () => fetchNumberClazzes(name) });

  return (
    <div data-testid="number-classes">
      <Input.Search
        allowClear
        placeholder={t('classes.numbers.searchClass')}
        onSearch={(v) => setName(v.trim())}
        style={{ marginBottom: 12 }}
      />
      <Spin spinning={classes.isFetching}>
        {classes.data?.length === 0 ? (
          <Empty description={t('classes.numbers.noClasses')} />
        ) : (
          <Menu
            mode="inline"
            selectedKeys={selected === null ? [] : [String(selected)]}
            onClick={({ key }) => onSelect(Number(key))}
            style={{ borderInlineEnd: 'none' }}
            items={(classes.data ?? []).map((c) => ({
              key: String(c.id),
              label: (
                <span data-testid="number-class" style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                  <span>
                    {c.name}
                    <Typography.Text type="secondary"> {c.gradeName}</Typography.Text>
                  </span>
                  <Typography.Text type={c.numberedCount < c.studentCount ? 'warning' : 'secondary'}>
                    {t('classes.numbers.numbered', { done: c.numberedCount, total: c.studentCount })}
                  </Typography.Text>
                </span>
              ),
            }))}
          />
        )}
      </Spin>
    </div>
  );
}
