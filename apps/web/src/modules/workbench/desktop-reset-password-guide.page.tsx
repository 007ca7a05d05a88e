import { isPhone, isStrongPassword } from '@kg/shared';
import { passwordEndpoints } from '@kg/shared/modules/accounts/password';
import { Alert, App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../kit/call.ts';
import { schemaRules } from '../../kit/form/schema-rules.ts';
import { logout } from '../../session/logout.ts';
import { useSession } from '../../session/session-store.ts';
import { SmsCodeButton } from '../accounts/index.ts';

interface Values {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/**
 * /desktop/reset-password-guide (overview §2, DESIGN §5.6): the forced change of the initial
 * password by SMS code. The server signs the account out everywhere, so the user signs in again.
 */
export default function ResetPasswordGuidePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const phone = Form.useWatch('phone', form);
  const readOnly = Boolean(session?.readOnly);
  const r = useMemo(() => schemaRules(passwordEndpoints.passwordReset.input, t), [t]);
  // the call checks the phone's format and the password's strength past its input, with the same shared checks
  const shared = (ok: (v: string) => boolean, key: string) => ({
    validator: (_: unknown, v: string) => (!v || ok(v) ? Promise.resolve() : Promise.reject(new Error(t(key)))),
  });

  // the account's own phone prefills the form: password/need answers it to its owner, and is one of
  // the few calls the server still answers until the password is changed (iam-0015 otherwise)
  useEffect(() => {
    if (!session || readOnly) return;
    call(passwordEndpoints.passwordNeed, {}, { silent: true })
      .then((p) => {
        if (isPhone(p.phone) && !form.getFieldValue('phone')) form.setFieldValue('phone', p.phone);
      })
      .catch(() => undefined);
  }, [session?.accountId, readOnly]); // eslint-disable-line react-hooks/exhaustive-deps

  async function submit(v: Values) {
    setBusy(true);
    try {
      await call(passwordEndpoints.passwordReset, v);
      void message.success(t('workbench.resetPassword.done'));
      // every session of the account ended on the server: leave this one too, then sign in again
      void navigate('/login', { replace: true });
      await logout();
    } catch {
      // the request layer showed the server's message (wrong code, weak password)
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '24px 12px' }}>
      <Card style={{ width: '100%', maxWidth: 520 }} title={t('workbench.resetPassword.title')}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('workbench.resetPassword.intro')}
          </Typography.Paragraph>
          {readOnly && <Alert type="warning" showIcon title={t('workbench.readOnly.noChanges')} />}
          <Form<Values> form={form} layout="vertical" onFinish={submit} disabled={busy || readOnly} requiredMark={false}>
            <Form.Item
              name="phone"
              label={t('account.phone.label')}
              rules={[
                ...r.rules('phone', t('account.phone.label'), { requiredMessage: t('account.phone.required') }),
                shared(isPhone, 'account.phone.invalid'),
              ]}
            >
              <Input name="phone" maxLength={11} inputMode="numeric" autoComplete="tel" placeholder={t('account.phone.placeholder')} />
            </Form.Item>
            <Form.Item label={t('account.sms.code')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item
                  name="code"
                  noStyle
                  rules={r.rules('code', t('account.sms.code'), { requiredMessage: t('account.sms.codeRequired') })}
                >
                  <Input
                    name="code"
                    maxLength={6}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    placeholder={t('account.sms.codePlaceholder')}
                  />
                </Form.Item>
                <SmsCodeButton
                  scene="password"
                  target={phone}
                  disabled={readOnly}
                  phone={async () => (await form.validateFields(['phone'])).phone}
                />
              </Space.Compact>
            </Form.Item>
            <Form.Item
              name="password"
              label={t('workbench.resetPassword.newPassword')}
              extra={t('workbench.resetPassword.rule')}
              // the input takes any text here: the call's strength check refuses a blank one too
              rules={[
                { required: true, message: t('workbench.resetPassword.passwordRequired') },
                shared(isStrongPassword, 'workbench.resetPassword.rule'),
              ]}
            >
              <Input.Password name="password" maxLength={20} autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={t('workbench.resetPassword.confirm')}
              dependencies={['password']}
              // the confirmation only guards typing: the call takes it as optional
              rules={[
                { required: true, message: t('workbench.resetPassword.confirmRequired') },
                ({ getFieldValue }) => ({
                  validator: (_, v: string) =>
                    !v || v === getFieldValue('password')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('workbench.resetPassword.mismatch'))),
                }),
              ]}
            >
              <Input.Password name="confirmPassword" maxLength={20} autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy} disabled={readOnly}>
              {t('workbench.resetPassword.submit')}
            </Button>
          </Form>
        </Space>
      </Card>
    </div>
  );
}
