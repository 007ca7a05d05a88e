import { RECIPES_CODES as R } from '@kg/shared/modules/recipes/codes';
import { INTAKE_DEFAULTS, INTAKE_KEYS, INTAKE_MAX, type IntakeKey, SHARE_RANGES } from '@kg/shared/modules/recipes/intakes';
import { Button, Form, InputNumber, Space, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call, PageCard, schemaRules, showServerFieldError, useAfterSave, useCall } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { MENU_ENDPOINTS as E } from './menu-api.ts';

type Values = { values: Record<IntakeKey, number> };

/** The school's reference intakes per child per day, the energy ranges and the care share; defaults one click away. */
export default function RecipesIntakesPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const afterSave = useAfterSave();
  const canEdit = usePermission([R.menuManage]);
  const q = useCall('detail', E.intakes, {});
  const r = useMemo(() => schemaRules(E.updateIntakes.input, t), [t]);
  if (!q.data) return <Spin />;
  const initial = { values: Object.fromEntries(q.data.map((x) => [x.key, x.value])) } as Values;
  const save = async ({ values }: Values) => {
    try {
      await call(E.updateIntakes, { values });
      await afterSave({ text: t('kit.actions.saved') });
    } catch (err) {
      showServerFieldError(form, err, { known: ['values'] });
    }
  };
  const notAboveMax = (lo: IntakeKey, hi: IntakeKey) => ({
    validator: (_: unknown, v: number) =>
      v > form.getFieldValue(['values', hi]) ? Promise.reject(new Error(t('recipesMenus.intake.minAboveMax'))) : Promise.resolve(),
    key: lo,
  });
  return (
    <PageCard title={t('recipesMenus.intakesTitle')} testId="recipes-intakes">
      <Typography.Paragraph type="secondary">{t('recipesMenus.intake.intro')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={save} disabled={!canEdit} style={{ maxWidth: 720 }}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 16 }}>
          {INTAKE_KEYS.map((k) => {
            const range = SHARE_RANGES.find(([lo]) => lo === k);
            return (
              <Form.Item
                key={k}
                name={['values', k]}
                label={t(`recipesMenus.intake.keys.${k}`)}
                extra={t('recipesMenus.intake.defaultValue', { value: INTAKE_DEFAULTS[k] })}
                dependencies={range ? [['values', range[1]]] : undefined}
                // a range's minimum not above its maximum: a check across fields, beside the input's own rules
                rules={[...r.rules(['values', k], t(`recipesMenus.intake.keys.${k}`)), ...(range ? [notAboveMax(range[0], range[1])] : [])]}
              >
                <InputNumber
                  min={0.1}
                  max={INTAKE_MAX[k]}
                  step={k.endsWith('Min') || k.endsWith('Max') ? 1 : 0.5}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            );
          })}
        </div>
        {canEdit && (
          <Space>
            <Button type="primary" htmlType="submit" data-testid="save">
              {t('kit.actions.save')}
            </Button>
            <Button onClick={() => form.setFieldsValue({ values: { ...INTAKE_DEFAULTS } })}>{t('recipesMenus.intake.defaults')}</Button>
          </Space>
        )}
      </Form>
    </PageCard>
  );
}
