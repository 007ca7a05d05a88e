import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import DetailPreviewPage from './detail-preview.page.tsx';

describe('shared document preview', () => {
  it('shows the title, source, date and content of the link as plain text', async () => {
    const q = new URLSearchParams({
      title: '开学通知',
      content: '9 月 1 日开学。\n<img src=x onerror=alert(1)>',
      source: '阳光第一幼儿园',
      date: '2025-08-20',
    });
    const { container } = await renderPage(<DetailPreviewPage />, {
      route: `/detail-preview?${q}`,
      path: '/detail-preview',
      session: null,
    });
    expect(screen.getByTestId('preview-title').textContent).toBe('开学通知');
    expect(screen.getByText('阳光第一幼儿园 · 2025-08-20')).toBeTruthy();
    expect(screen.getByTestId('preview-content').textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
    expect(document.title).toBe('开学通知');
  });

  it('says there is nothing to preview without a title or content', async () => {
    await renderPage(<DetailPreviewPage />, { route: '/detail-preview', session: null });
    expect(screen.getByText('没有可预览的内容')).toBeTruthy();
  });
});
