import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

const compiled = new WeakMap<z.ZodType, Serialize>();

/**
 * A compiled writer of one response schema (fast-json-stringify): it writes the declared fields
 * only, so a field a handler did not declare never leaves, and it does not re-validate each answer.
 * Built from the wire side of the schema (a timestamp codec's text), once per schema and process.
 */
export function compiledSerializer(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-07' });
    serialize = fastJson(json as Parameters<typeof fastJson>[0]);
    compiled.set(schema, serialize);
  }
  return serialize;
}

/**
 * The check of development and test runs (config.checkResponses): the answer must encode with
 * its zod schema (a wrong type is a bug, answered 500), and the compiled writer must have written
 * what zod's encoding gives, so the suite proves the two agree on every answer it sees.
 */
function checked(schema: z.ZodType, data: unknown, written: string, method: string, url: string): string {
  const r = z.safeEncode(schema, data);
  if (!r.success) throw new ResponseSerializationError(method, url, { cause: r.error });
  // the same JSON, not the same text: the writer puts required fields before optional ones
  if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(r.data))))
    throw new Error(`${method} ${url}: the compiled response writer differs from the output schema`);
  return written;
}

/**
 * Fastify's serializer compiler for the routes serve() mounts (their response schemas are zod):
 * the writer is compiled on a route's first answer, not at start, so an app built for one test
 * file compiles only what it calls.
 */
export function responseSerializerCompiler(o: { check: boolean }) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }): Serialize => {
    const zod = schema as z.ZodType;
    let serialize: Serialize | undefined;
    return (data) => {
      serialize ??= compiledSerializer(zod);
      const written = serialize(data);
      return o.check ? checked(zod, data, written, method, url) : written;
    };
  };
}
