import sharp from 'sharp';
import { expect, it } from 'vitest';
import { AppError } from '../../../core/errors.ts';
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
