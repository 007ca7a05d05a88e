import { useTranslation } from 'react-i18next';
import { type Language, setLanguage } from '../../../i18n/index.ts';
import { toast } from '../../../kit/toast.ts';

const OPTIONS: { value: Language; label: string }[] = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
];

/** The login page's own language switch (the shell's lives in the header); plain buttons, no antd. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <fieldset className="kg-login-segmented" aria-label={t('login.language')}>
      {OPTIONS.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === current}
          onClick={async () => {
            if (o.value === current) return;
            await setLanguage(o.value);
            // the instance's t: the hook's still speaks the language just left
            toast('success', i18n.t('common.switchLanguageSuccess'));
          }}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
