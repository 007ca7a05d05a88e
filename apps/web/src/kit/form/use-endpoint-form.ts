import type { Endpoint, Payload } from '@kg/shared';
import { Form, type FormInstance } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validated } from '../form-kit.ts';
import { showServerFieldError } from '../server-field-error.ts';
import { issueMessage } from './issue-message.ts';
import { type FieldPath, type SchemaRuleOptions, schemaRules } from './schema-rules.ts';

const nameOf = (p: FieldPath) => (Array.isArray(p) ? p.join('.') : String(p));

/**
 * A form that sends one endpoint: its fields' rules come from the endpoint's zod input (the
 * schema the server validates with), submit parses the input with that schema before sending,
 * and a refusal naming a field lands under that field. Options are read on the first render.
 *
 *   const f = useEndpointForm(E.save);
 *   <Form form={f.form}><Form.Item name="name" label={l} rules={f.rules('name', l)}>…
 *   <Button loading={f.busy} onClick={() => f.submit((input) => call(E.save, input), toInput)} />
 */
export function useEndpointForm<E extends Endpoint, V extends object = Payload<E> & object>(endpoint: E, opts: SchemaRuleOptions = {}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  const options = useRef(opts).current;
  // the label each field's rules were asked with: a refusal of that field names it the same way
  const labels = useRef(new Map<string, string>()).current;
  const derived = useMemo(() => schemaRules(endpoint.input, t, options), [endpoint, t, options]);
  const back = useMemo(() => Object.fromEntries(Object.entries(options.from ?? {}).map(([k, v]) => [v, k])), [options]);

  const rules: typeof derived.rules = (p, label, o) => {
    labels.set(nameOf(p), label);
    return derived.rules(p, label, o);
  };

  /**
   * Checks the fields, maps them to the endpoint's input (`toInput`, when the form holds other
   * shapes), parses it with the endpoint's schema and sends it. Resolves true once sent; false
   * when a field is wrong (each shows why) or the server refused (its toast says why, a named
   * field is marked).
   */
  async function submit(send: (input: Payload<E>, values: V) => Promise<unknown>, toInput?: (values: V) => Payload<E>): Promise<boolean> {
    const values = await validated<V>(form);
    if (!values) return false;
    const input = toInput ? toInput(values) : (values as unknown as Payload<E>);
    const parsed = endpoint.input.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const name = issue.path.map((k) => (typeof k === 'number' ? k : String(k)));
      if (typeof name[0] === 'string' && back[name[0]]) name[0] = back[name[0]];
      const label = labels.get(name.join('.'));
      // a field the form does not hold is left to the server's answer, as before this check
      if (label !== undefined) {
        (form as FormInstance).setFields([{ name, errors: [issueMessage(issue, label, t, options.format?.[String(name.at(-1))])] }]);
        return false;
      }
    }
    setBusy(true);
    try {
      await send(input, values);
      return true;
    } catch (err) {
      showServerFieldError(form, err, options.from ? { rename: back } : {});
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { form, busy, rules, maxLength: derived.maxLength, facts: derived.facts, withRules: derived.withRules, submit };
}
