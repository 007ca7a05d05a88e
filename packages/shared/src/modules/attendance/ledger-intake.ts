import { z } from 'zod';
import { idField } from '../../contract/fields.ts';
import { CARD_NO_PATTERN } from './card.ts';

/**
 * The wire format of a device's upload (attendance's intake). A device signs each batch:
 *   x-device-id: its id; x-device-time: unix seconds when it sent;
 *   x-device-signature: hex HMAC-SHA256 under its secret of `${time}.${exact body}`.
 * Every refusal also carries x-device-retry: 'yes' only for a passing fault (503, with
 * Retry-After); 'no' when sending the same bytes again cannot succeed (fix, re-sign, resend).
 */
export const DEVICE_HEADERS = {
  id: 'x-device-id',
  time: 'x-device-time',
  signature: 'x-device-signature',
  retry: 'x-device-retry',
} as const;

export const INTAKE_LIMITS = {
  /** Events per batch: an offline device flushes its backlog in batches of this size. */
  events: 500,
  /** How far the device's send time may be from the server's (seconds): a replay window too. */
  clockSkewS: 300,
  /** An event stored this long after it happened counts toward the device's backlog. */
  lateAfterS: 600,
  /** How far ahead of the server an event's own time may be. */
  futureS: 300,
  /**
   * How old an event may be when it arrives (days): an older one is refused, so its
   * idempotence key is kept this long and then deleted by a daily job (key retention).
   */
  maxAgeDays: 45,
  /** Calls naming an unregistered device, per source address and minute, before it is told to wait. */
  unknownDeviceCalls: 20,
} as const;

/** The text a device signs: its send time and the body exactly as sent. */
export const devicePayload = (time: string, body: string): string => `${time}.${body}`;

/** What a device reads; a teacher's mark comes from the web, never from a device. */
export const DEVICE_EVENT_KINDS = ['card', 'face', 'qr', 'pin'] as const;
export type DeviceEventKind = (typeof DEVICE_EVENT_KINDS)[number];

const eventId = z.string().regex(/^[\x21-\x7e]{1,64}$/, '1 to 64 visible ASCII characters');
// the rule a card is bound with (card.ts), so every bound number can be read
const cardNo = z.string().regex(CARD_NO_PATTERN, '4 to 32 letters or digits');
const photoRef = z.string().regex(/^[\x21-\x7e]{1,200}$/, '1 to 200 visible ASCII characters');
const faceRef = z.string().regex(/^[\x21-\x7e]{1,64}$/, '1 to 64 visible ASCII characters');
// ISO 8601 with its offset: a device's local clock says which zone it means
const at = z.iso.datetime({ offset: true });

/**
 * Who collects the child at a departure (smart pickup): the card a picker swiped or the face id a
 * face terminal matched them to. The pickup is recorded with the event; a picker the child does not
 * have, or one not valid today, has the departure refused.
 */
export const pickerRef = z
  .object({ cardNo: cardNo.optional(), faceRef: faceRef.optional() })
  .strict()
  .refine((p) => (p.cardNo === undefined) !== (p.faceRef === undefined), 'a picker is named by a card or a face id, one of them');

/** One event as a device read it: a card swipe names the card, the others the child they matched. */
export const deviceEvent = z
  .object({
    eventId,
    kind: z.enum(DEVICE_EVENT_KINDS),
    at,
    direction: z.enum(['in', 'out']).optional(),
    cardNo: cardNo.optional(),
    childId: idField.optional(),
    photoRef: photoRef.optional(),
    picker: pickerRef.optional(),
  })
  .superRefine((e, ctx) => {
    if (e.picker !== undefined && e.direction !== 'out')
      ctx.addIssue({ code: 'custom', path: ['picker'], message: 'a picker collects a child at a departure (direction out)' });
    if (e.kind === 'card' && e.cardNo === undefined)
      ctx.addIssue({ code: 'custom', path: ['cardNo'], message: 'a card swipe names its card' });
    if (e.kind !== 'card' && e.childId === undefined)
      ctx.addIssue({ code: 'custom', path: ['childId'], message: 'a match names its child' });
    if (e.kind === 'face' && e.photoRef === undefined)
      ctx.addIssue({ code: 'custom', path: ['photoRef'], message: 'a face match names its photo' });
  });
export type DeviceEvent = z.output<typeof deviceEvent>;

/** A batch; more than INTAKE_LIMITS.events is refused whole (attendance-0105) before it is read. */
export const intakeBatch = z.object({ events: z.array(deviceEvent).min(1) });

export const INTAKE_RESULTS = ['accepted', 'duplicate', 'refused'] as const;
/**
 * Per event: accepted (stored: resolved to a child, or unresolved with its reason, e.g.
 * unknown-card), duplicate (stored before: nothing stored again), refused (stored as evidence but
 * counts for no child: lost-card, destroyed-card, other-school, or a pickup refused: unknown-picker,
 * expired-picker, not-yet-valid-picker, disabled-picker).
 */
export const intakeAnswer = z.object({
  accepted: z.number().int(),
  duplicate: z.number().int(),
  refused: z.number().int(),
  results: z.array(z.object({ eventId: z.string(), result: z.enum(INTAKE_RESULTS), reason: z.string().nullable() })),
});
export type IntakeAnswer = z.output<typeof intakeAnswer>;
