import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Language = 'zh' | 'en';
export const LANGUAGE_KEY = 'kg.language';

type Tree = { [key: string]: string | Tree };

/**
 * Each feature keeps its strings in locales/<lang>/<file>.ts (default export, nested object);
 * the file name is the first key segment: locales/zh/menu.ts → t('menu.workbench').
 */
const files = import.meta.glob<{ default: Tree }>('./locales/*/*.ts', { eager: true });

export function buildResources(): Record<Language, Tree> {
  const out: Record<Language, Tree> = { zh: {}, en: {} };
  for (const [path, mod] of Object.entries(files)) {
    const m = /\.\/locales\/(zh|en)\/([\w-]+)\.ts$/.exec(path);
    if (m) out[m[1] as Language][m[2]] = mod.default;
  }
  return out;
}

/** The stored choice, else the browser language; Chinese by default (overview §1). */
export function initialLanguage(): Language {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_KEY) : null;
  if (stored === 'zh' || stored === 'en') return stored;
  const nav = typeof navigator !== 'undefined' ? navigator.language : 'zh';
  return /^en/i.test(nav) ? 'en' : 'zh';
}

const resources = buildResources();
void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'zh',
  resources: { zh: { translation: resources.zh }, en: { translation: resources.en } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setLanguage(lang: Language): Promise<unknown> {
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  return i18n.changeLanguage(lang);
}

export const currentLanguage = (): Language => (i18n.language === 'en' ? 'en' : 'zh');

export default i18n;
