import { IMAGE_MAX_BYTES } from '@kg/shared';
import { describe, expect, it, vi } from 'vitest';
import { imageFile, stored } from '../test-utils.ts';
import { hasImage, normalizeImage } from './types.ts';
import { type UploadProblem, uploadImage } from './upload-image.ts';

const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: UploadProblem) => e.reason,
  );

describe('image upload path', () => {
  it('stops with noFile when no file was chosen, uploading nothing', async () => {
    const uploader = vi.fn();
    expect(await reason(uploadImage(undefined, { uploader }))).toBe('noFile');
    expect(uploader).not.toHaveBeenCalled();
  });
  it('accepts JPG and PNG only', async () => {
    const uploader = vi.fn(async () => stored(1));
    expect(await reason(uploadImage(imageFile('a.gif', 'image/gif'), { uploader }))).toBe('type');
    expect(await reason(uploadImage(imageFile('a.jpg', 'image/jpeg'), { uploader }))).toBe('ok');
    expect(await reason(uploadImage(imageFile('a.JPEG', ''), { uploader }))).toBe('ok');
    expect(uploader).toHaveBeenCalledTimes(2);
  });
  it('refuses files over 5 MB', async () => {
    const uploader = vi.fn(async () => stored(1));
    expect(await reason(uploadImage(imageFile('a.png', 'image/png', IMAGE_MAX_BYTES + 1), { uploader }))).toBe('size');
    expect(await reason(uploadImage(imageFile('a.png', 'image/png', IMAGE_MAX_BYTES), { uploader }))).toBe('ok');
  });
  it('lets the pre-upload check reject with its own message', async () => {
    const uploader = vi.fn(async () => stored(1));
    const err = await uploadImage(imageFile(), { uploader, beforeUpload: () => '图片太小' }).catch((e) => e);
    expect(err).toMatchObject({ reason: 'rejected', detail: '图片太小' });
    expect(uploader).not.toHaveBeenCalled();
  });
  it('lets the success check reject the stored result', async () => {
    const err = await uploadImage(imageFile(), { uploader: async () => stored(1), checkSuccess: () => false }).catch((e) => e);
    expect(err).toMatchObject({ reason: 'rejected', detail: '' });
  });
  it('reports progress and resolves the stored record', async () => {
    const seen: number[] = [];
    const record = await uploadImage(imageFile(), {
      uploader: async (_f, onProgress) => {
        onProgress(40.4);
        onProgress(140);
        return stored(7);
      },
      onProgress: (p) => seen.push(p),
    });
    expect(record.id).toBe(7);
    expect(seen).toEqual([40, 100, 100]);
  });
  it('wraps a failing uploader with its message', async () => {
    const err = await uploadImage(imageFile(), {
      uploader: async () => {
        throw new Error('网络错误');
      },
    }).catch((e) => e);
    expect(err).toMatchObject({ reason: 'failed', detail: '网络错误' });
  });
});

describe('image record', () => {
  it('reads resourceId as id and defaults to the string 0', () => {
    expect(normalizeImage({ resourceId: 5, url: 'u' })).toEqual({ id: 5, url: 'u', compressUrl: '', thumbnailUrl: '' });
    expect(normalizeImage(null)).toEqual({ id: '0', url: '', compressUrl: '', thumbnailUrl: '' });
    expect(hasImage({ id: '0' })).toBe(false);
    expect(hasImage({ id: 3 })).toBe(true);
  });
});
