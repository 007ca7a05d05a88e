import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { isPhone } from '@kg/shared';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { enterInstitution, loginWithPassword } from '../../api/auth.ts';
import { saveReferer } from '../../session/referer.ts';
import { useChooseInstitution } from '../../shell/institution-chooser.tsx';
import { tabsStore } from '../../shell/tabs-store.ts';
import { homePath, safeRedirect } from './landing.ts';
import { LanguageToggle } from './language-toggle.tsx';
import { type LoginVariant, savePartnerRegion, VARIANTS } from './login-variants.ts';
import { storeRegulatedFlag } from './regulated-flag.ts';
import './login.css';

interface Values {
  phone: string;
  password: string;
}

/** The login page and its partner variants: phone and password, DESIGN §5 protocol (api/auth.ts). */
export function LoginScreen({ variant }: { variant: LoginVariant }) {
  const spec = VARIANTS[variant];
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const chooseInstitution = useChooseInstitution();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const title = t(`login.variants.${variant}.title`);

  // the login page has a title of its own (overview §2)
  useEffect(() => {
    document.title = title;
  }, [title]);

  async function submit({ phone, password }: Values) {
    setBusy(true);
    setError('');
    try {
      // a new login replaces whatever this tab held (overview §4), keeping only a referer it brings
      sessionStorage.clear();
      const referer = params.get('referer');
      if (referer) saveReferer(referer, params.get('protocol') ?? '');
      const result = await loginWithPassword(phone, password, { silent: true });
      let session = result.session;
      tabsStore.reset();
      savePartnerRegion(spec.region);
      if (spec.loginType && result.orgCount <= 1) session = await enterInstitution(session.orgId, spec.loginType);
      await storeRegulatedFlag(session);
      // the chooser navigates itself once an institution is picked
      if (result.orgCount > 1 && (await chooseInstitution())) return;
      void navigate(safeRedirect(params.get('redirect')) ?? homePath(session), { replace: true });
    } catch (e) {
      // a failed login just stops loading and shows why (overview §4)
      setError((e as Error).message || t('login.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="kg-login" style={{ ['--kg-accent' as string]: spec.accent }}>
      <div className="kg-login-lang">
        <LanguageToggle />
      </div>
      <main className="kg-login-card">
        <div className="kg-login-brand">
          <div className="kg-login-logo" aria-hidden>
            {t(`login.variants.${variant}.mark`)}
          </div>
          <div>
            <h1>{title}</h1>
            <p>{t(`login.variants.${variant}.subtitle`)}</p>
          </div>
        </div>
        <Form<Values> layout="vertical" requiredMark={false} onFinish={submit} disabled={busy} size="large">
          <Form.Item
            name="phone"
            label={t('login.phone')}
            rules={[
              { required: true, message: t('login.phoneRequired') },
              { validator: (_, v: string) => (!v || isPhone(v) ? Promise.resolve() : Promise.reject(new Error(t('login.phoneInvalid')))) },
            ]}
          >
            <Input
              name="phone"
              prefix={<MobileOutlined />}
              maxLength={11}
              inputMode="numeric"
              autoComplete="username"
              placeholder={t('login.phonePlaceholder')}
            />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password
              name="password"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              placeholder={t('login.passwordPlaceholder')}
            />
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} role="alert" className="kg-login-error" />}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
      </main>
      <footer className="kg-login-footer">{t(`login.variants.${variant}.footer`)}</footer>
    </div>
  );
}
