import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { imageFile, stored, useLanguage } from '../test-utils.ts';
import { MultiImageUpload } from './multi-image-upload.tsx';
import type { ImageRecord } from './types.ts';

beforeAll(() => useLanguage('zh'));

function Harness({ initial = [], spy, maxCount }: { initial?: ImageRecord[]; spy: (v: ImageRecord[]) => void; maxCount?: number }) {
  const [value, setValue] = useState(initial);
  let next = 10;
  return (
    <MultiImageUpload
      maxCount={maxCount}
      uploader={async () => stored(next++)}
      value={value}
      onChange={(v) => {
        setValue(v);
        spy(v);
      }}
    />
  );
}

describe('multi image upload', () => {
  it('appends each uploaded image', async () => {
    const spy = vi.fn();
    render(<Harness initial={[stored(1)]} spy={spy} />);
    await userEvent.upload(screen.getByTestId('file-input'), imageFile());
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith([stored(1), stored(10)]));
    expect(screen.getAllByTestId('image-box')).toHaveLength(2);
  });

  it('removes the image at its index', async () => {
    const spy = vi.fn();
    render(<Harness initial={[stored(1), stored(2), stored(3)]} spy={spy} />);
    await userEvent.hover(screen.getAllByTestId('image-box')[1]);
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(spy).toHaveBeenLastCalledWith([stored(1), stored(3)]);
  });

  it('hides the upload box once maxCount images are held', () => {
    render(<Harness initial={[stored(1), stored(2)]} spy={vi.fn()} maxCount={2} />);
    expect(screen.queryByTestId('file-input')).toBeNull();
  });

  it('offers no removal when disabled', async () => {
    render(<MultiImageUpload uploader={vi.fn()} value={[stored(1)]} disabled />);
    await userEvent.hover(screen.getByTestId('image-box'));
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByTestId('file-input')).toBeNull();
  });
});
