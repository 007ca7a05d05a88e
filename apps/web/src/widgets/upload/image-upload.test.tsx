import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { imageFile, stored, useLanguage } from '../test-utils.ts';
import { ImageUpload, type ImageUploadProps } from './image-upload.tsx';
import type { ImageRecord } from './types.ts';

beforeAll(() => useLanguage('zh'));

function Harness(props: Partial<ImageUploadProps> & { initial?: ImageUploadProps['value']; spy?: (v: ImageRecord) => void }) {
  const [value, setValue] = useState(props.initial);
  return (
    <ImageUpload
      uploader={async () => stored(9)}
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.spy?.(v);
      }}
    />
  );
}

describe('single image upload', () => {
  it('shows the upload face with the JPG/PNG 5M hint', () => {
    render(<Harness />);
    expect(screen.getByText('上传图片')).toBeTruthy();
    expect(screen.getByText('只能上传JPG/PNG格式，且不超过5M')).toBeTruthy();
  });

  it('sets the image after an upload, showing progress meanwhile', async () => {
    let finish!: (r: ImageRecord) => void;
    const spy = vi.fn();
    const uploader = vi.fn((_f: File, onProgress: (p: number) => void) => {
      onProgress(30);
      return new Promise<ImageRecord>((r) => {
        finish = r;
      });
    });
    render(<Harness uploader={uploader} spy={spy} />);
    await userEvent.upload(screen.getByTestId('file-input'), imageFile());
    expect(await screen.findByText('30%')).toBeTruthy();
    finish(stored(9));
    await waitFor(() => expect(spy).toHaveBeenCalledWith(stored(9)));
    expect(screen.getByTestId('image-box').querySelector('img')?.getAttribute('src')).toBe(stored(9).thumbnailUrl);
  });

  it('removal clears the urls and resets id to the string 0', async () => {
    const spy = vi.fn();
    render(<Harness initial={{ resourceId: 4, url: 'https://files.test/4.png' }} spy={spy} />);
    await userEvent.hover(screen.getByTestId('image-box'));
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(spy).toHaveBeenCalledWith({ id: '0', url: '', compressUrl: '', thumbnailUrl: '' });
    expect(screen.getByText('上传图片')).toBeTruthy();
  });

  it('offers no hover actions and no upload when disabled', async () => {
    const { rerender } = render(<ImageUpload uploader={vi.fn()} value={stored(4)} disabled />);
    await userEvent.hover(screen.getByTestId('image-box'));
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    rerender(<ImageUpload uploader={vi.fn()} value={null} disabled />);
    expect((screen.getByTestId('file-input') as HTMLInputElement).disabled).toBe(true);
  });

  it('refuses a GIF and a file over 5M with a message, uploading nothing', async () => {
    const uploader = vi.fn(async () => stored(1));
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness uploader={uploader} />);
    await user.upload(screen.getByTestId('file-input'), imageFile('a.gif', 'image/gif'));
    expect(await screen.findByText('只能上传JPG或PNG格式的图片')).toBeTruthy();
    await user.upload(screen.getByTestId('file-input'), imageFile('big.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('图片大小不能超过5M')).toBeTruthy();
    expect(uploader).not.toHaveBeenCalled();
  });

  it('says 未获取到文件，请重新选择上传 when the browser gives no file', async () => {
    const uploader = vi.fn();
    render(<Harness uploader={uploader} />);
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [] } });
    expect(await screen.findByText('未获取到文件，请重新选择上传')).toBeTruthy();
    expect(uploader).not.toHaveBeenCalled();
  });

  it('shows the message of a rejecting success check and keeps the box empty', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} checkSuccess={() => '图片审核未通过'} />);
    await userEvent.upload(screen.getByTestId('file-input'), imageFile());
    expect(await screen.findByText('图片审核未通过')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });
});
