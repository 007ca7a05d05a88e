import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../session/session-store.ts';
import NotFoundPage from './not-found.page.tsx';
import { renderAt, signIn, useChinese } from './testing/render.tsx';

describe('404 page', () => {
  beforeEach(() => useChinese());
  afterEach(() => sessionStore.set(null));

  it('says the page does not exist and leads a signed-in user home', async () => {
    signIn();
    renderAt('/404', <NotFoundPage />);
    expect(screen.getByText('抱歉，您访问的页面不存在或无权访问')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('leads a visitor to the login page', async () => {
    renderAt('/404', <NotFoundPage />);
    await userEvent.click(screen.getByRole('button', { name: '前往登录' }));
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });
});
