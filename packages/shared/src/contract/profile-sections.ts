import { z } from 'zod';

/**
 * A section another module adds to a child's profile (health's summary; attendance, fees and
 * growth records later). `data` has the shape the contributing module declares beside its own
 * endpoints (e.g. health's `childHealthSection`): the server encodes it with that schema, and the
 * web's section registered under the same key reads it.
 */
export const childProfileSection = z.object({
  module: z.string(),
  key: z.string(),
  data: z.unknown(),
});
export type ChildProfileSectionWire = z.input<typeof childProfileSection>;
