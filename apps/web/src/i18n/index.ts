import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Tree } from './resources.ts';

export type Language = 'zh' | 'en';
export const LANGUAGE_KEY = 'kg.language';

/**
 * Each language comes in two parts: what the login page shows (common, login, request, route,
 * shell: the list is written in <lang>-login.ts and <lang>-rest.ts) and the rest, which the
 * signed-in frame waits for (shell/preload.ts). The login page's first load stays small (its
 * budget: scripts/bundle-size.mjs).
 */
export type Part = 'login' | 'rest';
type Loader = () => Promise<{ default: Tree }>;

const loaders: Record<Language, Record<Part, Loader>> = {
  zh: { login: () => import('./zh-login.ts'), rest: () => import('./zh-rest.ts') },
  en: { login: () => import('./en-login.ts'), rest: () => import('./en-rest.ts') },
};

/** Both languages' strings at once, each whole (the translation tests compare them). */
export async function buildResources(): Promise<Record<Language, Tree>> {
  const whole = async (lang: Language): Promise<Tree> => {
    const [login, rest] = await Promise.all([loaders[lang].login(), loaders[lang].rest()]);
    return { ...login.default, ...rest.default };
  };
  const [zh, en] = await Promise.all([whole('zh'), whole('en')]);
  return { zh, en };
}

// one load per language and part, however many ask at once
const loading = new Map<string, Promise<void>>();
/** The parts asked for so far: a language switch loads the same parts of the new language. */
const wanted = new Set<Part>(['login']);

function loadPart(lang: Language, part: Part): Promise<void> {
  const key = `${lang}:${part}`;
  let p = loading.get(key);
  if (!p) {
    // the parts have no top-level key in common (i18n.test.ts): each adds its own namespaces
    p = loaders[lang][part]().then((m) => void i18n.addResourceBundle(lang, 'translation', m.default, true, true));
    // a failed load (network) may be tried again
    p.catch(() => loading.delete(key));
    loading.set(key, p);
  }
  return p;
}

/**
 * Adds a language's strings once: the login page's part, or everything (the default). The app
 * awaits its language before the first render (main.tsx).
 */
export async function loadLanguage(lang: Language, parts: 'login' | 'all' = 'all'): Promise<void> {
  if (parts === 'all') wanted.add('rest');
  await Promise.all([loadPart(lang, 'login'), ...(parts === 'all' ? [loadPart(lang, 'rest')] : [])]);
}

/** The stored choice, else the browser language; Chinese by default (overview §1). */
export function initialLanguage(): Language {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_KEY) : null;
  if (stored === 'zh' || stored === 'en') return stored;
  const nav = typeof navigator !== 'undefined' ? navigator.language : 'zh';
  return /^en/i.test(nav) ? 'en' : 'zh';
}

// strings come per language (loadLanguage): each language's keys are all there (i18n.test.ts),
// so nothing falls back to a language not loaded. A part added later re-renders what is on
// screen (bindI18nStore), e.g. the document title shown before the signed-in part arrived.
void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'zh',
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { bindI18nStore: 'added' },
});

export async function setLanguage(lang: Language): Promise<unknown> {
  await loadLanguage(lang, wanted.has('rest') ? 'all' : 'login');
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  return i18n.changeLanguage(lang);
}

export const currentLanguage = (): Language => (i18n.language === 'en' ? 'en' : 'zh');

export default i18n;
