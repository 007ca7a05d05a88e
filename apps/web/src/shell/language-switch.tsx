import { TranslationOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Language, setLanguage } from '../i18n/index.ts';

/** Header language switch: every string follows, then 'Switch Language Success' (overview §1). */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const choose = async (next: Language) => {
    if (next === lang) return;
    await setLanguage(next);
    // this render's t is fixed to the old language: say it in the new one
    void message.success(i18n.getFixedT(next)('shell.switchLanguageSuccess'));
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: (['zh', 'en'] as const).map((l) => ({ key: l, label: t(`shell.language.${l}`) })),
        onClick: ({ key }) => void choose(key as Language),
      }}
    >
      <Button
        type="text"
        className="kg-header-action"
        aria-label={t('shell.language.label')}
        data-testid="language-switch"
        icon={<TranslationOutlined />}
      >
        {!compact && t(`shell.language.${lang}`)}
      </Button>
    </Dropdown>
  );
}
