import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { ERRORS } from '@kg/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite names every file under assets/ by its content hash: a changed file gets a new name. */
const HASHED = /^assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * API answers of 1 kB and more leave compressed (br, else gzip) when their type compresses:
 * JSON does; xlsx (zip files already) and images do not (mime-db). Requests are never
 * decompressed: no client sends compressed bodies, and the signature check reads the body as
 * sent. Register it in the scope of the API routes, before them (it hooks routes as they are
 * declared); the web assets stay outside it, they carry precompressed copies.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}

function cacheHeaders(dist: string) {
  return (reply: FastifyReply, file: string) => {
    const rel = path.relative(dist, file).split(path.sep).join('/');
    reply.header('cache-control', HASHED.test(rel) ? IMMUTABLE : 'no-cache');
  };
}

/**
 * The built SPA at `/`: each file as it is on disk when asked (a rebuild under a running server
 * is served at once; nothing is listed at start), its .br or .gz copy when the browser takes it;
 * client-side routes fall back to index.html; unknown /api paths are 404 envelopes.
 */
export async function registerWeb(app: FastifyInstance, dist: string): Promise<void> {
  const index = path.join(dist, 'index.html');
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: true,
    index: false,
    preCompressed: true,
    // dist/.vite holds the build's chunk manifest (scripts/bundle-size.mjs): not for browsers
    dotfiles: 'ignore',
    cacheControl: false,
    // a missing build is reported per request below, not at start
    suppressWarning: true,
    setHeaders: cacheHeaders(dist),
  });
  const sendIndex = (reply: FastifyReply) => {
    if (!fs.existsSync(index))
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .send('<!doctype html><title>Kindergarten</title><p>Web app not built: run npm run build.</p>');
    return reply.sendFile('index.html');
  };
  // the root is a directory to the static route, which would refuse it
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    // a missing hashed asset is a stale page asking for an old build: HTML would not help it
    const page = request.method === 'GET' || request.method === 'HEAD';
    if (pathname.startsWith('/api') || pathname.startsWith('/assets/') || !page) {
      const message = `${ERRORS['common-0404'][request.lang]}: ${pathname}`;
      return reply.status(404).send({ code: 'common-0404', message, data: null });
    }
    return sendIndex(reply);
  });
}
