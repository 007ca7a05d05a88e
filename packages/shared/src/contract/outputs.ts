import { z } from 'zod';

/**
 * Building blocks of output schemas. The server encodes its handler's value with the
 * endpoint's output schema (unknown fields are dropped, a wrong type is a bug it reports);
 * the web's types are the schema's wire side (`z.input`).
 */

/** A page of a list (domain §9). */
export const pageOf = <R extends z.ZodType>(row: R) =>
  z.object({ list: z.array(row), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() });
export type PageOf<R> = { list: R[]; total: number; pageNum: number; pageSize: number };

/** A point in time: the database's Date leaves as ISO 8601 text. */
export const timestamp = z.codec(z.string(), z.union([z.date(), z.string()]), {
  decode: (s) => s,
  encode: (d) => (d instanceof Date ? d.toISOString() : d),
});

/** A calendar day 'YYYY-MM-DD' (date columns are read as text). */
export const day = z.string();

/** A call that answers no data. */
export const nothing = z.null();

/** A call that answers the id of what it created or changed. */
export const savedId = z.object({ id: z.number().int() });

/** An option for a select: value id and its label. */
export const idName = z.object({ id: z.number().int(), name: z.string() });

/** An image as records answer it (course cover, brand pictures, request attachments): URLs are signed and expire. */
export const imageRecord = z.object({
  id: z.number().int(),
  url: z.string(),
  compressUrl: z.string(),
  thumbnailUrl: z.string(),
});
export type ImageRecord = z.output<typeof imageRecord>;
