import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { declaredSectionsOfBuild, registerPageNames } from '../kit/page-model.ts';
import { userRoutes } from '../kit/route-model.ts';
import { renderPage, schoolSession } from '../test/render-page.tsx';
import { UserMenu } from './user-menu.tsx';

const PAGE_FILES = import.meta.glob('../**/*.page.tsx');
const CJK = /[\u4e00-\u9fff]/;

beforeAll(() => {
  registerPageNames(Object.keys(PAGE_FILES).map((f) => f.replace(/^.*\/|\.page\.tsx$/g, '')));
});
afterAll(() => i18n.changeLanguage('zh'));

// The header's other strings in English are checked in layout.test.tsx; the menu opens in a
// popup outside the header (from the browser test of the language switch, which needed no server).
describe('user menu', () => {
  it.each([
    ['en', ['User information', 'Log out']],
    ['zh', ['用户信息', '退出登录']],
  ] as const)('offers user information and logout in %s', async (lang, expected) => {
    const session = schoolSession({ realName: '王老师' });
    const routes = userRoutes(declaredSectionsOfBuild(), session, false);
    await renderPage(<UserMenu session={session} routes={routes} />, { route: '/desktop/index', session, lang });
    await userEvent.click(screen.getByTestId('user-menu'));
    const items = (await screen.findAllByRole('menuitem')).map((m) => m.textContent?.trim());
    expect(items).toEqual(expected);
    if (lang === 'en') expect(items.join(' ')).not.toMatch(CJK);
  });
});
