import { App, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language, setLanguage } from '../../i18n/index.ts';

/** The login page's own language switch (the shell's lives in the header). */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  return (
    <Segmented<Language>
      size="small"
      aria-label={t('login.language')}
      value={i18n.language === 'en' ? 'en' : currentLanguage()}
      options={[
        { value: 'zh', label: '中文' },
        { value: 'en', label: 'English' },
      ]}
      onChange={async (lang) => {
        await setLanguage(lang);
        void message.success(t('common.switchLanguageSuccess'));
      }}
    />
  );
}
