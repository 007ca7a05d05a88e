import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import enLogin from './en-login.ts';
import enRest from './en-rest.ts';
import i18n from './index.ts';
import zhLogin from './zh-login.ts';
import zhRest from './zh-rest.ts';

// every namespace file of each language, by name (locales/<lang>/<name>.ts)
const namesIn = (files: Record<string, unknown>) => Object.keys(files).map((p) => p.replace(/^.*\/|\.ts$/g, ''));
const ALL = {
  zh: namesIn(import.meta.glob('./locales/zh/*.ts')),
  en: namesIn(import.meta.glob('./locales/en/*.ts')),
};
const LOGIN_PAGE = ['common', 'login', 'request', 'route', 'shell'];

describe('the two parts of a language', () => {
  it.each([
    ['zh', zhLogin, zhRest],
    ['en', enLogin, enRest],
  ] as const)('%s: the login part holds the login page namespaces, the rest every other, none twice', (lang, login, rest) => {
    expect(Object.keys(login).sort()).toEqual(LOGIN_PAGE);
    expect(Object.keys(rest).filter((k) => LOGIN_PAGE.includes(k))).toEqual([]);
    expect([...Object.keys(login), ...Object.keys(rest)].sort()).toEqual([...ALL[lang]].sort());
  });
});

function Shown({ k }: { k: string }) {
  const { t } = useTranslation();
  return <span data-testid="shown">{t(k)}</span>;
}

describe('strings added after the first render', () => {
  afterEach(() => i18n.removeResourceBundle('zh', 'later'));

  it('re-render what is on screen, so a title rendered before its part arrived is translated', async () => {
    await i18n.changeLanguage('zh');
    render(<Shown k="later:arrived.title" />);
    expect(screen.getByTestId('shown').textContent).toBe('arrived.title');
    act(() => void i18n.addResourceBundle('zh', 'later', { arrived: { title: '迟到的标题' } }, true, true));
    expect(screen.getByTestId('shown').textContent).toBe('迟到的标题');
  });
});
