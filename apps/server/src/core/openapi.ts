import type { Endpoint } from '@kg/shared';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const binary = { schema: { type: 'string', format: 'binary' } };

/**
 * The OpenAPI transform: zod schemas as JSON schema; the institution a call acts in as `x-scope`
 * (its declared scope); and a download's answer as what it is, a binary body of its declared
 * content types (serve() gives downloads no response schema, since they answer a file, not the envelope);
 * an upload's body as a multipart form.
 */
export const openapiTransform: typeof jsonSchemaTransform = (input) => {
  const e = (input.route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
  if (e?.transfer === 'upload') return uploadForm(input, e);
  const out = jsonSchemaTransform(input);
  const scoped = e?.scope ? { ...out, schema: { ...(out.schema as FastifySchema), 'x-scope': e.scope } as FastifySchema } : out;
  if (e?.transfer !== 'download') return scoped;
  const content = Object.fromEntries((e.files ?? []).map((type) => [type, binary]));
  return {
    ...scoped,
    schema: { ...(scoped.schema as FastifySchema), response: { 200: { description: 'The file', content } } } as FastifySchema,
  };
};

type BodySchema = { properties?: Record<string, unknown>; required?: string[] };

/**
 * An upload's body as what it is, a multipart form: its declared input as fields beside the file.
 * serve() gives uploads no body schema (the handler reads the stream), so the document takes it
 * from the declaration.
 */
const uploadForm = (input: Parameters<typeof jsonSchemaTransform>[0], e: Endpoint) => {
  const out = jsonSchemaTransform({ ...input, schema: { ...input.schema, body: e.input } });
  const schema = out.schema as FastifySchema & { body: BodySchema };
  const body = {
    ...schema.body,
    type: 'object',
    properties: { ...schema.body.properties, file: binary.schema },
    required: [...(schema.body.required ?? []), 'file'],
  };
  const scoped = e.scope ? { 'x-scope': e.scope } : {};
  return { ...out, schema: { ...schema, body, consumes: ['multipart/form-data'], ...scoped } as FastifySchema };
};
