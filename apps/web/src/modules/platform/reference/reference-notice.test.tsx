import { referenceEndpoints } from '@kg/shared/modules/platform/reference';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { ReferenceNotice } from './reference-notice.tsx';

const api = { request: fakeRequest() };

const status = (growth: boolean, food: boolean) => [
  { dataset: 'food' as const, available: food, rows: food ? 1836 : 0, unreadable: 0, lenient: 0, loadedAt: null },
  { dataset: 'growth' as const, available: growth, rows: growth ? 17620 : 0, unreadable: 0, lenient: 0, loadedAt: null },
];

beforeEach(() => {
  api.request.mockReset();
});

const statusCalls = () => api.request.mock.calls.filter(([url]) => url === referenceEndpoints.status.path);

describe('a reference that is not loaded', () => {
  it('says the growth standards are not loaded, in the page language, and the food tables when they are missing', async () => {
    api.request.mockImplementation(answers([referenceEndpoints.status, status(false, false)]));
    await renderPage(
      <>
        <ReferenceNotice dataset="growth" />
        <ReferenceNotice dataset="food" />
      </>,
    );
    expect(await screen.findByText('生长标准未加载')).toBeTruthy();
    expect(screen.getByText('食物成分表未加载')).toBeTruthy();
  });

  it('shows nothing when the dataset is there', async () => {
    api.request.mockImplementation(answers([referenceEndpoints.status, status(true, false)]));
    await renderPage(<ReferenceNotice dataset="growth" />, { lang: 'en' });
    await waitFor(() => expect(statusCalls().length).toBeGreaterThan(0));
    expect(screen.queryByTestId('reference-missing-growth')).toBeNull();
  });
});
