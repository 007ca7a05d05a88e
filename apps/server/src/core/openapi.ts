import type { Endpoint } from '@kg/shared';
import { OMITTABLE_FIELDS } from '@kg/shared/contract/fields';
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
  const { body, querystring } = (out.schema ?? {}) as { body?: JsonNode; querystring?: JsonNode };
  if (e) for (const json of [body, querystring]) if (json) leaveOutOmittable(e.input, json);
  const scoped = e?.scope ? { ...out, schema: { ...(out.schema as FastifySchema), 'x-scope': e.scope } as FastifySchema } : out;
  if (e?.transfer !== 'download') return scoped;
  const content = Object.fromEntries((e.files ?? []).map((type) => [type, binary]));
  return {
    ...scoped,
    schema: { ...(scoped.schema as FastifySchema), response: { 200: { description: 'The file', content } } } as FastifySchema,
  };
};

type JsonNode = { properties?: Record<string, JsonNode>; required?: string[]; items?: JsonNode; anyOf?: JsonNode[] };
type ZodNode = { _zod: { def: { type: string; shape?: Record<string, ZodNode>; innerType?: ZodNode; element?: ZodNode } } };

/**
 * A field a call may leave out (contract/fields' omittable) is no required key of the document
 * either: zod's emitter reads a preprocess's inner schema, as the input type did before the mark.
 * Walks the input's objects, their wrappers and lists beside the JSON made of them.
 */
function leaveOutOmittable(schema: unknown, json: JsonNode): void {
  const def = (schema as ZodNode)._zod.def;
  if (def.type === 'array' && def.element && json.items) leaveOutOmittable(def.element, json.items);
  if (def.innerType) for (const j of json.anyOf ?? [json]) leaveOutOmittable(def.innerType, j);
  if (def.type !== 'object' || !def.shape) return;
  for (const [key, field] of Object.entries(def.shape)) {
    const j = json.properties?.[key];
    if (j) leaveOutOmittable(field, j);
  }
  const shape = def.shape;
  const required = json.required?.filter((k) => !(shape[k] && OMITTABLE_FIELDS.has(shape[k] as never)));
  if (required?.length) json.required = required;
  else delete json.required;
}

/**
 * An upload's body as what it is, a multipart form: its declared input as fields beside the file.
 * serve() gives uploads no body schema (the handler reads the stream), so the document takes it
 * from the declaration.
 */
const uploadForm = (input: Parameters<typeof jsonSchemaTransform>[0], e: Endpoint) => {
  const out = jsonSchemaTransform({ ...input, schema: { ...input.schema, body: e.input } });
  const schema = out.schema as FastifySchema & { body: JsonNode };
  leaveOutOmittable(e.input, schema.body);
  const body = {
    ...schema.body,
    type: 'object',
    properties: { ...schema.body.properties, file: binary.schema },
    required: [...(schema.body.required ?? []), 'file'],
  };
  const scoped = e.scope ? { 'x-scope': e.scope } : {};
  return { ...out, schema: { ...schema, body, consumes: ['multipart/form-data'], ...scoped } as FastifySchema };
};
