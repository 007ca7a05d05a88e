import { Button, Col, Form, Row, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldItem } from '../schema-form/field-item.tsx';
import type { Entry, FieldSettings, FormField } from '../schema-form/types.ts';

/** A search field: key, label, optional endKey (date range), component, disabled (domain §3). */
export type SearchField = Omit<FormField, 'rules' | 'rowspan' | 'colspan' | 'title'>;

export interface SearchFormProps {
  fields: SearchField[];
  /** Starting values; the form re-initialises when their content changes. */
  initialData?: Entry;
  /** 查询: the form data, date ranges split into key and endKey. */
  onSearch: (data: Entry) => void;
  /** 清空: called after the reset, before the new search. */
  onClear?: () => void;
  /** A field keyed planId changed (exam plans): pages reload what depends on the plan. */
  onPlanChange?: (planId: unknown, data: Entry) => void;
  loading?: boolean;
  loadRegions?: FieldSettings['loadRegions'];
}

const stableKey = (v: unknown) => JSON.stringify(v ?? {});
const trimmed = (data: Entry): Entry => Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));

/**
 * The search bar of list pages (domain §3–§5, §9): 80 px labels, filters on 21 of 24 columns
 * and the 查询/清空 buttons on 3.
 */
export function SearchForm({ fields, initialData, onSearch, onClear, onPlanChange, loading, loadRegions }: SearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const entry = (Form.useWatch([], { form, preserve: true }) ?? initialData ?? {}) as Entry;

  const seen = useRef(stableKey(initialData));
  useEffect(() => {
    const key = stableKey(initialData);
    if (key === seen.current) return;
    seen.current = key;
    form.resetFields();
  }, [initialData, form]);

  const search = () => onSearch(trimmed(form.getFieldsValue(true) as Entry));
  const clear = () => {
    form.resetFields();
    onClear?.();
    search();
  };

  return (
    <Form
      form={form}
      initialValues={initialData}
      labelCol={{ flex: '80px' }}
      labelWrap
      wrapperCol={{ flex: 1 }}
      onFinish={search}
      onValuesChange={(changed: Entry, all: Entry) => {
        if ('planId' in changed) onPlanChange?.(changed.planId, all);
      }}
    >
      {/* 21/3 from the large breakpoint; stacked on phones (mobile layout under 993 px) */}
      <Row gutter={16} align="top">
        <Col xs={24} lg={21}>
          <Row gutter={16}>
            {fields.map((field) => (
              <Col key={field.key} xs={24} md={12} xl={8} data-field={field.key}>
                <FieldItem field={field} prefix={[]} entryPath={[]} entry={entry} settings={{ loadRegions }} />
              </Col>
            ))}
          </Row>
        </Col>
        {/* right-aligned: where 3 columns are narrower than the two buttons they reach left, not out of the card */}
        <Col xs={24} lg={3} style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Space size={8} style={{ whiteSpace: 'nowrap' }}>
            <Button type="primary" htmlType="submit" loading={loading} autoInsertSpace={false}>
              {t('widgets.search.search')}
            </Button>
            <Button onClick={clear} autoInsertSpace={false}>
              {t('widgets.search.clear')}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
