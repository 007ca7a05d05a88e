import i18n from '../i18n/index.ts';

/** Widget tests read the Chinese texts of the spec; jsdom's navigator would pick English. */
export const useLanguage = (lang: 'zh' | 'en' = 'zh') => i18n.changeLanguage(lang);

export const imageFile = (name = 'a.png', type = 'image/png', bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

export const stored = (id: number | string) => ({
  id,
  url: `https://files.test/${id}.png`,
  compressUrl: `https://files.test/${id}-c.png`,
  thumbnailUrl: `https://files.test/${id}-t.png`,
});
