import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../session/session-store.ts';
import NotFoundPage from './not-found.page.tsx';
import { renderAt, useChinese } from './testing/render.tsx';

describe('404 page', () => {
  beforeEach(() => useChinese());
  afterEach(() => sessionStore.set(null));

  // a signed-in person's 404 sits in the frame: layout.test.tsx
  it('leads a visitor to the login page, without the frame', async () => {
    renderAt('/404', <NotFoundPage />);
    expect(screen.getByText('抱歉，您访问的页面不存在或无权访问')).toBeTruthy();
    expect(screen.queryByTestId('user-menu')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '前往登录' }));
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });
});
