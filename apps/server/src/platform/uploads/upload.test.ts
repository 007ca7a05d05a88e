import { UPLOAD_LIMITS } from '@kg/shared/modules/garden/files';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { WorkerPool } from '../../core/worker-pool.ts';
import { type MultipartPart, multipartCall } from '../files/testing.ts';
import { makeWorkbook } from '../workbook/testing.ts';
import { acceptMultipart } from './multipart.ts';
import { upload } from './upload.ts';

// The kit alone, on a bare Fastify accepting multipart as the app does: every upload call of every
// module (images, meal photos, child, staff and exam imports) refuses size, kind and count here.
const workers = new WorkerPool({ threads: 1, queuePerThread: 2 });
const ctx = { workers } as AppContext;
const columns = [{ key: 'name', header: '姓名', required: true }] as const;
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  acceptMultipart(app);
  const answer = async (work: () => Promise<unknown>) => {
    try {
      return { ok: await work() };
    } catch (err) {
      if (err instanceof AppError) return { code: err.code, field: err.field };
      throw err;
    }
  };
  const fields = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
  app.post('/api/image', (request) =>
    answer(async () => {
      const u = await upload.image(request, { fields, fallbackName: 'photo' });
      return { name: u.name, day: u.fields.day, width: u.image.width, mime: u.image.mime };
    }),
  );
  app.post('/api/workbook', (request) => answer(() => upload.workbook(ctx, request, { maxBytes: 20_000, maxRows: 5, columns })));
});
afterAll(async () => {
  await app.close();
  await workers.close();
});

const send = async (url: string, parts: MultipartPart[]) => (await multipartCall(app, url, { parts })).json();
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
const day = { field: 'day', data: '2030-03-05' };

describe('upload.image', () => {
  it('answers the processed image, its fields and a display name without path or control characters', async () => {
    const body = await send('/api/image', [day, { field: 'file', filename: 'C:\\photos\\a\u0007b.png', data: await png() }]);
    expect(body).toEqual({ ok: { name: 'ab.png', day: '2030-03-05', width: 40, mime: 'image/png' } });
    const unnamed = await send('/api/image', [day, { field: 'file', filename: '\u0001', data: await png() }]);
    expect(unnamed.ok.name).toBe('photo.png');
  });

  it('refuses a file over 5 MB (file-0009), a non-image by its content (file-0008) and a second file, naming it', async () => {
    const big = Buffer.alloc(UPLOAD_LIMITS.imageMaxBytes + 1);
    expect(await send('/api/image', [day, { field: 'file', filename: 'a.png', data: big }])).toEqual({ code: 'file-0009' });
    const text = Buffer.from('not a picture at all');
    expect(await send('/api/image', [day, { field: 'file', filename: 'a.png', data: text }])).toEqual({ code: 'file-0008' });
    const two = await send('/api/image', [
      day,
      { field: 'file', filename: 'a.png', data: await png() },
      { field: 'file', filename: 'b.png', data: await png() },
    ]);
    expect(two).toEqual({ code: 'common-0400', field: 'file' });
  });

  it('refuses a bad field before a missing file, and then a missing or empty file (file-0007)', async () => {
    expect(await send('/api/image', [{ field: 'day', data: 'soon' }])).toEqual({ code: 'common-0400', field: 'day' });
    expect(await send('/api/image', [day])).toEqual({ code: 'file-0007' });
    expect(await send('/api/image', [day, { field: 'file', filename: 'a.png', data: Buffer.alloc(0) }])).toEqual({ code: 'file-0007' });
  });

  it('refuses a multipart body without a boundary or cut short with 400 common-0400, not a 500', async () => {
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/api/image',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(noBoundary.json()).toEqual({ code: 'common-0400' });
    const cut = await app.inject({
      method: 'POST',
      url: '/api/image',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(cut.json()).toEqual({ code: 'common-0400' });
  });

  it('refuses a request that is not multipart (file-0007)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/image', payload: { day: '2030-03-05' } });
    expect(res.json()).toEqual({ code: 'file-0007' });
  });
});

describe('upload.workbook', () => {
  it('reads the rows off the request thread by the columns', async () => {
    const file = await makeWorkbook(['姓名'], [['张小米'], ['李大米']]);
    const body = await send('/api/workbook', [{ field: 'file', filename: 'a.xlsx', data: file }]);
    expect(body.ok.map((r: { values: { name: string } }) => r.values.name)).toEqual(['张小米', '李大米']);
  });

  it('refuses a file over its limit (file-0002), a missing or empty file (file-0007) and a second file', async () => {
    expect(await send('/api/workbook', [{ field: 'file', filename: 'a.xlsx', data: Buffer.alloc(20_001, 1) }])).toEqual({
      code: 'file-0002',
    });
    expect(await send('/api/workbook', [{ field: 'note', data: 'x' }])).toEqual({ code: 'file-0007' });
    expect(await send('/api/workbook', [{ field: 'file', filename: 'a.xlsx', data: Buffer.alloc(0) }])).toEqual({ code: 'file-0007' });
    const file = await makeWorkbook(['姓名'], [['张小米']]);
    const two = await send('/api/workbook', [
      { field: 'file', filename: 'a.xlsx', data: file },
      { field: 'file', filename: 'b.xlsx', data: file },
    ]);
    expect(two).toEqual({ code: 'common-0400', field: 'file' });
  });
});
