import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Tree } from './resources.ts';

export type Language = 'zh' | 'en';
export const LANGUAGE_KEY = 'kg.language';

const loaders: Record<Language, () => Promise<{ default: Tree }>> = {
  zh: () => import('./zh.ts'),
  en: () => import('./en.ts'),
};

/** Both languages' strings at once (the translation tests compare them). */
export async function buildResources(): Promise<Record<Language, Tree>> {
  const [zh, en] = await Promise.all([loaders.zh(), loaders.en()]);
  return { zh: zh.default, en: en.default };
}

/** Adds a language's strings once; the app awaits its language before the first render (main.tsx). */
export async function loadLanguage(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  i18n.addResourceBundle(lang, 'translation', (await loaders[lang]()).default);
}

/** The stored choice, else the browser language; Chinese by default (overview §1). */
export function initialLanguage(): Language {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_KEY) : null;
  if (stored === 'zh' || stored === 'en') return stored;
  const nav = typeof navigator !== 'undefined' ? navigator.language : 'zh';
  return /^en/i.test(nav) ? 'en' : 'zh';
}

// strings come per language (loadLanguage): each language's keys are all there (i18n.test.ts),
// so nothing falls back to a language not loaded
void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'zh',
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export async function setLanguage(lang: Language): Promise<unknown> {
  await loadLanguage(lang);
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  return i18n.changeLanguage(lang);
}

export const currentLanguage = (): Language => (i18n.language === 'en' ? 'en' : 'zh');

export default i18n;
