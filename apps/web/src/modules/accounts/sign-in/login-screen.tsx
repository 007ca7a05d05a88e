import { isPhone } from '@kg/shared';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { enterInstitution, loginWithPassword, loginWithSmsCode } from '../../../api/auth.ts';
import { tabsStore } from '../../../kit/tabs-store.ts';
import { chooseInstitution, preloadSignedIn } from '../../../session/after-sign-in.ts';
import { saveReferer } from '../../../session/referer.ts';
import { landingPath } from './landing.ts';
import { LanguageToggle } from './language-toggle.tsx';
import { ErrorIcon, EyeIcon, LockIcon, MobileIcon } from './login-icons.tsx';
import { type LoginVariant, savePartnerRegion, VARIANTS } from './login-variants.ts';
import { storeRegulatedFlag } from './regulated-flag.ts';
import { SmsCodeField } from './sms-code-field.tsx';
import './login.css';

interface Values {
  phone: string;
  password: string;
  code: string;
}

/** The translation key of what is wrong with a field, if anything. */
function fieldError(name: keyof Values, v: string): string | null {
  if (name === 'phone') return !v ? 'login.phoneRequired' : isPhone(v) ? null : 'login.phoneInvalid';
  return v ? null : name === 'code' ? 'login.codeRequired' : 'login.passwordRequired';
}

/**
 * The login page and its partner variants: phone and password, DESIGN §5 protocol (api/auth.ts).
 * Plain elements styled like antd's (login.css): the first load carries no antd.
 */
export function LoginScreen({ variant }: { variant: LoginVariant }) {
  const spec = VARIANTS[variant];
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [values, setValues] = useState<Values>({ phone: '', password: '', code: '' });
  // a field shows its error once it was edited or the form was sent, as antd's Form does
  const [touched, setTouched] = useState({ phone: false, password: false, code: false, all: false });
  // an SMS code signs the owner in while wrong passwords (someone else's, perhaps) lock the password
  const [bySms, setBySms] = useState(false);
  const secret: keyof Values = bySms ? 'code' : 'password';
  const [showPassword, setShowPassword] = useState(false);
  const id = useId();
  const title = t(`login.variants.${variant}.title`);

  // the login page has a title of its own (overview §2)
  useEffect(() => {
    document.title = title;
  }, [title]);

  const errorOf = (name: keyof Values) => {
    const key = touched[name] || touched.all ? fieldError(name, values[name]) : null;
    return key && t(key);
  };
  const change = (name: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setTouched((f) => ({ ...f, [name]: true }));
  };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setTouched((f) => ({ ...f, all: true }));
    if (fieldError('phone', values.phone) || fieldError(secret, values[secret])) return;
    void submit(values);
  }

  /** The phone to text a code to, or null (its field then says what is wrong). */
  const codePhone = () => {
    setTouched((f) => ({ ...f, phone: true }));
    return fieldError('phone', values.phone) ? null : values.phone;
  };

  async function submit({ phone, password, code }: Values) {
    setBusy(true);
    setError('');
    try {
      // a new login replaces whatever this tab held (overview §4), keeping only a referer it brings
      sessionStorage.clear();
      const referer = params.get('referer');
      if (referer) saveReferer(referer, params.get('protocol') ?? '');
      const result = bySms ? await loginWithSmsCode(phone, code) : await loginWithPassword(phone, password, { silent: true });
      let session = result.session;
      tabsStore.reset();
      savePartnerRegion(spec.region);
      if (spec.loginType && result.orgCount <= 1) session = await enterInstitution(session.orgId, spec.loginType);
      await storeRegulatedFlag(session);
      // the chooser navigates itself once an institution is picked
      if (result.orgCount > 1 && (await chooseInstitution())) return;
      void navigate(landingPath(session, params.get('redirect')), { replace: true });
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
        {/* the signed-in frame loads while the user types (session/after-sign-in.ts) */}
        <form className="kg-login-form" onSubmit={onSubmit} onFocus={preloadSignedIn} noValidate>
          <fieldset disabled={busy}>
            <Field id={`${id}-phone`} label={t('login.phone')} error={errorOf('phone')}>
              <MobileIcon />
              <input
                id={`${id}-phone`}
                name="phone"
                value={values.phone}
                onChange={change('phone')}
                maxLength={11}
                inputMode="numeric"
                autoComplete="username"
                placeholder={t('login.phonePlaceholder')}
                aria-invalid={Boolean(errorOf('phone'))}
              />
            </Field>
            {bySms ? (
              <Field id={`${id}-code`} label={t('login.code')} error={errorOf('code')}>
                <LockIcon />
                <SmsCodeField
                  id={`${id}-code`}
                  value={values.code}
                  invalid={Boolean(errorOf('code'))}
                  onChange={change('code')}
                  phone={codePhone}
                  onError={setError}
                />
              </Field>
            ) : (
              <Field id={`${id}-password`} label={t('login.password')} error={errorOf('password')}>
                <LockIcon />
                <input
                  id={`${id}-password`}
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  value={values.password}
                  onChange={change('password')}
                  autoComplete="current-password"
                  placeholder={t('login.passwordPlaceholder')}
                  aria-invalid={Boolean(errorOf('password'))}
                />
                <button
                  type="button"
                  className="kg-login-eye"
                  aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  <EyeIcon open={showPassword} />
                </button>
              </Field>
            )}
            {error && (
              <div role="alert" className="kg-login-error">
                <ErrorIcon />
                <span>{error}</span>
              </div>
            )}
            <button type="submit" className="kg-login-submit">
              {busy && <span className="kg-login-spinner" aria-hidden />}
              {t('login.submit')}
            </button>
            <button
              type="button"
              className="kg-login-switch"
              onClick={() => {
                setBySms((v) => !v);
                setError('');
              }}
            >
              {t(bySms ? 'login.usePassword' : 'login.useSms')}
            </button>
          </fieldset>
        </form>
      </main>
      <footer className="kg-login-footer">{t(`login.variants.${variant}.footer`)}</footer>
    </div>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error: string | null; children: ReactNode }) {
  return (
    <div className="kg-login-field">
      <label htmlFor={id}>{label}</label>
      <div className={error ? 'kg-login-input kg-login-input-error' : 'kg-login-input'}>{children}</div>
      {error && <div className="kg-login-field-error">{error}</div>}
    </div>
  );
}
