import { Form, type FormInstance, Grid } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { FieldItem, isInvisible } from './field-item.tsx';
import type { Entry, FieldSettings, FormField } from './types.ts';

export interface SchemaFormProps extends FieldSettings {
  fields: FormField[];
  /** From SchemaForm.useForm(): validateFields(), getFieldsValue(true), setFieldsValue(). */
  form?: FormInstance;
  /**
   * Prefixes the field ids (`<name>_<key>`). Lists' search forms name themselves, so an edit
   * form's plain ids are already unique; a second form on the same page passes a name.
   */
  name?: string;
  /** The record; the form is reset whenever its content changes (e.g. once it has loaded). */
  initialValues?: Entry;
  onValuesChange?: (changed: Entry, all: Entry) => void;
  /** Grid columns on wide screens (default 2); one column under the mobile breakpoint. */
  columns?: number;
  /** Label width in px (default 110). */
  labelWidth?: number;
  /** Extra parts inside the form: lists (guardians, certificates), buttons. */
  children?: ReactNode;
  style?: CSSProperties;
}

const stableKey = (v: unknown) => JSON.stringify(v ?? {});

/**
 * A form built from field descriptors (domain §3) on a grid: colspan/rowspan place each field,
 * a title starts a new section, invisible fields are left out (their values are kept).
 */
export function SchemaForm({
  fields,
  form: given,
  name,
  initialValues,
  onValuesChange,
  columns = 2,
  labelWidth = 110,
  children,
  style,
  ...settings
}: SchemaFormProps) {
  const [own] = Form.useForm();
  const form = given ?? own;
  const entry = (Form.useWatch([], { form, preserve: true }) ?? initialValues ?? {}) as Entry;
  const screens = Grid.useBreakpoint();
  const cols = screens.lg === false ? 1 : Math.max(1, columns);

  // reset when the record's content changes, not on every new object of the same content
  const seen = useRef(stableKey(initialValues));
  useEffect(() => {
    const key = stableKey(initialValues);
    if (key === seen.current) return;
    seen.current = key;
    form.resetFields();
  }, [initialValues, form]);

  return (
    <Form
      form={form}
      name={name}
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      disabled={settings.disabled}
      labelCol={{ flex: `${labelWidth}px` }}
      labelWrap
      wrapperCol={{ flex: 1 }}
      style={style}
    >
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, columnGap: 24 }}>
        {fields
          .filter((f) => !isInvisible(f, entry))
          .map((field) => (
            <FieldCell key={field.key} field={field} cols={cols}>
              <FieldItem field={field} prefix={[]} entryPath={[]} entry={entry} settings={settings} />
            </FieldCell>
          ))}
      </div>
      {children}
    </Form>
  );
}

SchemaForm.useForm = Form.useForm;

function FieldCell({ field, cols, children }: { field: FormField; cols: number; children: ReactNode }) {
  const span = (n: number | undefined, max: number) => Math.min(Math.max(1, n ?? 1), max);
  const cell: CSSProperties =
    field.component === 'dataItems'
      ? { display: 'contents' }
      : { gridColumn: `span ${span(field.colspan, cols)}`, gridRow: `span ${span(field.rowspan, 99)}` };
  return (
    <>
      {field.title && <h4 style={{ gridColumn: '1 / -1', margin: '8px 0 16px', fontWeight: 600 }}>{field.title}</h4>}
      <div style={cell} data-field={field.key}>
        {children}
      </div>
    </>
  );
}
