import { Button, Col, Form, Row, Space } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../kit/use-mobile.ts';
import { FieldItem } from '../schema-form/field-item.tsx';
import type { Entry, FieldSettings, FormField } from '../schema-form/types.ts';
import { textWidth } from '../util/text-width.ts';

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
/** Labels are as wide as the longest one (never wrapped), between these bounds in px. */
export const LABEL_MIN = 80;
export const LABEL_MAX = 200;
/** The label's colon and gap beside its text. */
const LABEL_CHROME = 24;

export const labelWidthOf = (fields: readonly SearchField[]) =>
  Math.min(LABEL_MAX, Math.max(LABEL_MIN, ...fields.map((f) => textWidth(f.label ?? '') + LABEL_CHROME)));

const hasValue = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

const trimmed = (data: Entry): Entry => Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));

/**
 * The search bar of list pages (domain §3–§5, §9). Labels take the width of the longest one, so
 * no label wraps in a long language; the filters flow in a grid and the 查询/清空 buttons sit
 * beside them, moving under them rather than over a filter when the row is short. Below the
 * mobile breakpoint only the first filter shows until "more filters" opens the rest (which
 * counts the hidden filters in use). The form has its own name, so its field ids never meet
 * those of an edit form open beside a kept-alive list.
 */
export function SearchForm({ fields, initialData, onSearch, onClear, onPlanChange, loading, loadRegions }: SearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const name = `search-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const narrow = useIsMobile();
  const [expanded, setExpanded] = useState(false);
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
  const labelWidth = labelWidthOf(fields);
  // a phone has no room for long labels beside the filters: they go above them
  const stacked = narrow && labelWidth > LABEL_MIN;
  const collapsible = narrow && fields.length > 1;
  const collapsed = collapsible && !expanded;
  const inUse = fields.slice(1).filter((f) => hasValue(entry[f.key]) || (f.endKey && hasValue(entry[f.endKey]))).length;

  return (
    <Form
      form={form}
      name={name}
      initialValues={initialData}
      layout={stacked ? 'vertical' : 'horizontal'}
      // antd's phone-width rule gives a horizontal label `min-width: 100%`, which pushed the input
      // (0 px wide) past the right edge: the label keeps its own width
      labelCol={stacked ? undefined : { flex: `${labelWidth}px`, style: { minWidth: 0 } }}
      // grows from nothing: an input's own width must not push it under its label
      wrapperCol={stacked ? undefined : { flex: '1 1 0', style: { minWidth: 0 } }}
      onFinish={search}
      onValuesChange={(changed: Entry, all: Entry) => {
        if ('planId' in changed) onPlanChange?.(changed.planId, all);
      }}
    >
      <div className="kg-search" style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, alignItems: 'flex-start' }}>
        <Row gutter={16} style={{ flex: '1 1 480px', minWidth: 0 }} data-testid="search-filters">
          {fields.map((field, i) => (
            // a collapsed filter stays in the form (its value holds), just not shown
            <Col key={field.key} xs={24} md={12} xl={8} data-field={field.key} style={collapsed && i > 0 ? { display: 'none' } : undefined}>
              <FieldItem field={field} prefix={[]} entryPath={[]} entry={entry} settings={{ loadRegions }} />
            </Col>
          ))}
        </Row>
        <Space size={8} style={{ marginLeft: 'auto', marginBottom: 16, whiteSpace: 'nowrap' }} data-testid="search-buttons">
          {collapsible && (
            <Button type="link" onClick={() => setExpanded((x) => !x)} aria-expanded={expanded} data-testid="search-more">
              {expanded ? t('widgets.search.fewer') : inUse ? t('widgets.search.moreInUse', { count: inUse }) : t('widgets.search.more')}
            </Button>
          )}
          <Button type="primary" htmlType="submit" loading={loading} autoInsertSpace={false}>
            {t('widgets.search.search')}
          </Button>
          <Button onClick={clear} autoInsertSpace={false}>
            {t('widgets.search.clear')}
          </Button>
        </Space>
      </div>
    </Form>
  );
}
