import crypto from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { enforceAccessDeclarations } from './core/access.ts';
import { AccessLog } from './core/access-log.ts';
import { registerBodyParsers } from './core/body.ts';
import { registerCallHooks } from './core/call-hooks.ts';
import type { AppContext } from './core/context.ts';
import { registerControlCharCheck } from './core/control-chars.ts';
import { registerErrorHandler } from './core/error-handler.ts';
import { openapiTransform } from './core/openapi.ts';
import { responseSerializerCompiler } from './core/response-serializer.ts';
import { registerSessionHook } from './core/session.ts';
import { registerSignatureCheck } from './core/signature.ts';
import { registerCompression, registerWeb } from './core/web-assets.ts';
import { registerModules } from './modules/index.ts';
import { auditCallHooks } from './platform/audit/index.ts';
import { acceptMultipart } from './platform/uploads/multipart.ts';

export interface BuildOptions {
  logger?: boolean | object;
  /** Extra routes registered after the modules (tests of the declaration rule use this). */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
}

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // one line per call when it ends instead of Fastify's two, and no query string
    logController: new AccessLog(),
    bodyLimit: 2 * 1024 * 1024,
    // the longest call is the student import upload (300 s, overview §7)
    requestTimeout: 310_000,
    trustProxy: ctx.config.trustProxy,
    genReqId: (req) => {
      const given = req.headers.requestid;
      return typeof given === 'string' && /^[\w.-]{1,80}$/.test(given) ? given : crypto.randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('ctx', ctx);
  registerCallHooks(app, auditCallHooks);
  app.addHook('onClose', () => ctx.workers.close());
  app.addHook('onClose', () => ctx.sessions.close());
  app.decorateRequest('lang', 'zh');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: ctx.config.checkResponses }));
  enforceAccessDeclarations(app);
  app.addHook('onRequest', (request, reply, done) => {
    request.lang = /^en/i.test(String(request.headers['accept-language'] ?? '')) ? 'en' : 'zh';
    reply.header('requestId', request.id);
    done();
  });
  registerBodyParsers(app);
  registerErrorHandler(app);
  acceptMultipart(app);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: 'Kindergarten back office API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: openapiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerSignatureCheck(app);
  registerControlCharCheck(app);
  registerSessionHook(app);

  // compression covers the API only: the web assets carry precompressed copies (core/web-assets.ts)
  await app.register(async (api) => {
    await registerCompression(api);
    await api.register(registerModules, { prefix: '/api' });
  });
  if (opts.extraRoutes) await app.register(async (scoped) => opts.extraRoutes!(scoped));

  await registerWeb(app, ctx.config.webDist);
  return app;
}
