import { z } from 'zod';
import { endpoints } from '../../contract/endpoint.ts';

/** Liveness and readiness probes (/api/health*): public, unsigned, GET only. */

const probe = z.object({ status: z.literal('up'), database: z.enum(['up', 'down']), time: z.number() });

export const healthEndpoints = endpoints('/health', {
  alive: {
    path: '/health',
    access: 'public',
    methods: ['GET'],
    input: z.object({}),
    output: probe,
    summary: 'Liveness: the process answers; reports whether the database is reachable',
  },
  ready: {
    path: 'ready',
    access: 'public',
    methods: ['GET'],
    input: z.object({}),
    output: probe,
    summary: 'Readiness: 200 when the database is reachable, else 503',
  },
});
