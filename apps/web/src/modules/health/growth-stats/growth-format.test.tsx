import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page.tsx';
import { StatusTags } from './growth-format.tsx';

describe('a growth assessment as a person reads it', () => {
  it('reads a record without any z-score as not assessed, never normal', async () => {
    const none = { waz: null, haz: null, whz: null, baz: null };
    await renderPage(
      <>
        <StatusTags of={{ statuses: [], ...none }} />
        <StatusTags of={{ statuses: [], ...none, haz: 0.4 }} />
      </>,
      { lang: 'en' },
    );
    expect(screen.getByText('Not assessed')).toBeTruthy();
    expect(screen.getAllByText('Normal')).toHaveLength(1);
  });

  it('flags oedema beside the assessment', async () => {
    await renderPage(<StatusTags of={{ statuses: ['stunting'], waz: null, haz: -2.4, whz: null, baz: null, oedema: true }} />, {
      lang: 'en',
    });
    expect(screen.getByText('Oedema')).toBeTruthy();
    expect(screen.getByText('Stunted')).toBeTruthy();
  });
});
