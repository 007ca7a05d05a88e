// Does sharp stall the request thread? `node --import tsx bench/image-load.ts`. Not run by the tests.
// Runs processImage (compressed copy + thumbnail) on N concurrent large photos (a 4000x3000 noisy
// JPEG, ~5 MB) and prints the event loop's delay meanwhile (p50/p99/max): sharp decodes and encodes
// on libuv's threads, so the loop should stay free; what it costs is CPU the request thread shares.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { processImage } from '../apps/server/src/platform/uploads/image.ts';

const N = Number(process.env.IMAGES ?? 8);
const noise = Buffer.alloc(4000 * 3000 * 3);
for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
const photo = await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
  .jpeg({ quality: 70 })
  .toBuffer();
console.log(
  `photo: ${(photo.length / 1024 / 1024).toFixed(1)} MB; ${N} at once; UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? 4}, sharp concurrency ${sharp.concurrency()}`,
);
const h = monitorEventLoopDelay({ resolution: 5 });
h.enable();
const t0 = performance.now();
const done = await Promise.all(Array.from({ length: N }, () => processImage(photo)));
const ms = performance.now() - t0;
h.disable();
const q = (p: number) => (h.percentile(p) / 1e6).toFixed(0);
if (done.some((d) => d.thumbnail.length === 0)) throw new Error('no thumbnail');
console.log(`${N} images in ${ms.toFixed(0)} ms; event loop delay p50 ${q(50)} ms, p99 ${q(99)} ms, max ${(h.max / 1e6).toFixed(0)} ms`);
