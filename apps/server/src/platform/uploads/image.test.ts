import sharp from 'sharp';
import { expect, it } from 'vitest';
import { AppError } from '../../core/errors.ts';
import { processImage } from './image.ts';

it('processes two images at once, lets sixteen wait and answers busy (503 common-0504) beyond that', async () => {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const results = await Promise.allSettled(Array.from({ length: 19 }, () => processImage(png)));
  const done = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(done).toHaveLength(18);
  expect(refused).toHaveLength(1);
  expect(refused[0].reason).toBeInstanceOf(AppError);
  expect(refused[0].reason).toMatchObject({ code: 'common-0504', status: 503, retryAfterS: 5 });
  // the turns are all handed back: a later image is processed again
  expect((await processImage(png)).width).toBe(400);
});

it('stores every form without EXIF or GPS, the original turned upright by its orientation', async () => {
  // a phone-like photo: 300×200 pixels, orientation 6 (shown turned a quarter), GPS of where it was taken
  const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c84' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 28/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '118/1 5/1 0/1' },
    })
    .toBuffer();
  const given = await sharp(photo).metadata();
  expect(given.exif?.toString('latin1')).toContain('PhoneMaker');
  expect(given.orientation).toBe(6);

  const img = await processImage(photo);
  for (const stored of [img.original, img.compress, img.thumbnail]) {
    const m = await sharp(stored).metadata();
    expect(m.exif).toBeUndefined();
    expect(m.xmp).toBeUndefined();
    expect(m.orientation).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('PhoneMaker');
  }
  const upright = await sharp(img.original).metadata();
  expect([upright.width, upright.height]).toEqual([200, 300]);
  expect([img.width, img.height]).toEqual([200, 300]);
});
