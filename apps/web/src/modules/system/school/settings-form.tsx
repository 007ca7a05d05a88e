import { timeValue } from '@kg/shared/contract/fields';
import { SETTINGS_LANGUAGES, SWITCHABLE_MODULES, settingsEndpoints } from '@kg/shared/modules/system/settings';
import { Col, Divider, Form, Input, Row, Select, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaRules } from '../../../kit/index.ts';
import { ExternalLinkFields } from './external-link-fields.tsx';

const isTime = (v: string) => timeValue.safeParse(v).success;

/** The save call's input holds the fields' rules (required, the time format, the signature's length). */
function useSettingsRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    const time = t('school.settings.timeFormat');
    const format = { arrivalTime: time, leaveTime: time, attendanceCutoff: time, start: time, end: time };
    return schemaRules(settingsEndpoints.saveSettings.input, t, { format });
  }, [t]);
}
const CHECKS = ['morningCheck', 'noonCheck', 'afternoonCheck'] as const;

/** One 'HH:mm' field; `after` names a field this one must come after. */
function TimeField({
  name,
  label,
  after,
  message,
}: {
  name: (string | number)[];
  label: string;
  after?: (string | number)[];
  message?: string;
}) {
  const r = useSettingsRules();
  const rules: Rule[] = r.rules(name, label);
  if (after)
    rules.push(({ getFieldValue }) => ({
      validator: (_, v: string) => (!v || !isTime(v) || v > getFieldValue(after) ? Promise.resolve() : Promise.reject(new Error(message))),
    }));
  return (
    <Form.Item name={name} label={label} rules={rules} dependencies={after ? [after] : undefined}>
      <Input maxLength={5} placeholder="HH:mm" data-testid={name.join('-')} />
    </Form.Item>
  );
}

/** The settings' fields: school day, check windows, modules, language, SMS signature and external links. */
export function SettingsFields() {
  const { t } = useTranslation();
  const r = useSettingsRules();
  const f = (k: string) => t(`school.settings.fields.${k}`);
  const cutoff: Rule = ({ getFieldValue }) => ({
    validator: (_, v: string) =>
      !v || !isTime(v) || (v >= getFieldValue('arrivalTime') && v < getFieldValue('leaveTime'))
        ? Promise.resolve()
        : Promise.reject(new Error(t('school.settings.cutoffInDay'))),
  });
  return (
    <>
      <Divider titlePlacement="start">{t('school.settings.timetable')}</Divider>
      <Row gutter={24}>
        <Col xs={12} md={6}>
          <TimeField name={['arrivalTime']} label={f('arrivalTime')} />
        </Col>
        <Col xs={12} md={6}>
          <TimeField name={['leaveTime']} label={f('leaveTime')} after={['arrivalTime']} message={t('school.settings.leaveAfterArrival')} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="attendanceCutoff"
            label={f('attendanceCutoff')}
            extra={t('school.settings.attendanceHint')}
            dependencies={['arrivalTime', 'leaveTime']}
            // the cutoff lies within the school day: a check across fields, beside the input's own rules
            rules={[...r.rules('attendanceCutoff', f('attendanceCutoff')), cutoff]}
          >
            <Input maxLength={5} placeholder="HH:mm" style={{ maxWidth: 160 }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={24}>
        <Window w="nap" />
      </Row>
      <Divider titlePlacement="start">{t('school.settings.checks')}</Divider>
      <Typography.Paragraph type="secondary">{t('school.settings.checksHint')}</Typography.Paragraph>
      <Row gutter={24}>
        {CHECKS.map((w) => (
          <Window key={w} w={w} />
        ))}
      </Row>
      <Divider titlePlacement="start">{t('school.settings.modules')}</Divider>
      <Typography.Paragraph type="secondary">{t('school.settings.moduleHint')}</Typography.Paragraph>
      <Form.Item name="modulesOff" noStyle>
        <ModuleSwitches />
      </Form.Item>
      <Divider titlePlacement="start">{t('school.settings.other')}</Divider>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="defaultLanguage" label={f('defaultLanguage')} rules={r.rules('defaultLanguage', f('defaultLanguage'))}>
            <Select options={SETTINGS_LANGUAGES.map((l) => ({ value: l, label: t(`school.settings.languages.${l}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="smsSignature"
            label={f('smsSignature')}
            extra={t('school.settings.smsHint')}
            rules={r.rules('smsSignature', f('smsSignature'))}
          >
            <Input maxLength={r.maxLength('smsSignature')} />
          </Form.Item>
        </Col>
      </Row>
      <ExternalLinkFields />
    </>
  );
}

/** A switch per switchable module: on means absent from modulesOff. */
function ModuleSwitches({ value = [], onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <div style={{ marginBottom: 24 }}>
      {SWITCHABLE_MODULES.map((m) => (
        <div key={m} style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 8 }}>
          <Switch
            checked={!value.includes(m)}
            checkedChildren={t('school.settings.on')}
            unCheckedChildren={t('school.settings.off')}
            data-testid={`module-${m}`}
            onChange={(on) => onChange?.(on ? value.filter((x) => x !== m) : [...value, m])}
          />
          <span>{t(`school.settings.moduleNames.${m}`)}</span>
        </div>
      ))}
    </div>
  );
}

/** A window of the day: its start and an end after it. */
function Window({ w }: { w: 'nap' | (typeof CHECKS)[number] }) {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={12}>
      <Typography.Text strong>{t(`school.settings.fields.${w}`)}</Typography.Text>
      <Row gutter={12} style={{ marginTop: 8 }}>
        <Col span={12}>
          <TimeField name={[w, 'start']} label={t('school.settings.start')} />
        </Col>
        <Col span={12}>
          <TimeField name={[w, 'end']} label={t('school.settings.end')} after={[w, 'start']} message={t('school.settings.endAfterStart')} />
        </Col>
      </Row>
    </Col>
  );
}
