import type { DeviceEvent } from '@kg/shared/modules/attendance/ledger';

/** Each demo school's three devices (ledger-demo.ts), which a simulated morning drives; the kiosk is offline and flushes late. */
export const SIM_DEVICES = [
  { name: '东门闸机', kind: 'gate', location: '东门' },
  { name: '大厅人脸机', kind: 'face', location: '一楼大厅' },
  { name: '自助考勤机', kind: 'kiosk', location: '门卫室' },
] as const;
export type SimDeviceKind = (typeof SIM_DEVICES)[number]['kind'];

/** A device's upload as planned: which device, when in the morning (ms from its start), what. */
export interface PlannedEvent {
  device: SimDeviceKind;
  offsetMs: number;
  event: Omit<DeviceEvent, 'at'>;
  /** Why it is in the plan: the noise is counted apart in the report. */
  note: 'arrival' | 'double-swipe' | 'unknown-card' | 'lost-card' | 'unauthorised-picker';
}

/** The card number the demo gives a child (ledger-demo.ts): school and child, zero-padded. */
export const demoCardNo = (schoolId: number, childId: number) => `C${String(schoolId).padStart(3, '0')}${String(childId).padStart(8, '0')}`;
/** The demo marks every 97th child's card lost (ledger-demo.ts). */
export const isDemoLostCard = (childId: number) => childId % 97 === 0;

/** A small seeded generator: the same seed plans the same morning. */
export function seeded(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4_294_967_296;
  };
}

/**
 * A school's morning: each child arrives once (most by card at the gate, some by face, a few at
 * the kiosk), arrivals peaking mid-morning; then the noise a real gate sees: a few children
 * swipe twice seconds apart, unknown cards, a card the demo reported lost, and a child taken out
 * by a picker the school does not know (refused at the intake).
 */
export function planMorning(schoolId: number, childIds: readonly number[], minutes: number, run: string, seed = 26): PlannedEvent[] {
  const random = seeded(seed);
  const span = minutes * 60_000;
  // a triangular spread: fewer at the doors' opening and closing, most in the middle
  const when = () => Math.floor(((random() + random()) / 2) * (span - 10_000));
  const plan: PlannedEvent[] = [];
  let n = 0;
  // a run's own ids: the next run's events are new events, not resends
  const id = (prefix: string) => `sim-${run}-${prefix}-${++n}`;
  for (const childId of childIds) {
    const at = when();
    const r = random();
    if (isDemoLostCard(childId)) {
      plan.push({
        device: 'gate',
        offsetMs: at,
        note: 'lost-card',
        event: { eventId: id('g'), kind: 'card', direction: 'in', cardNo: demoCardNo(schoolId, childId) },
      });
    } else if (r < 0.7) {
      const cardNo = demoCardNo(schoolId, childId);
      plan.push({ device: 'gate', offsetMs: at, note: 'arrival', event: { eventId: id('g'), kind: 'card', direction: 'in', cardNo } });
      if (random() < 0.06)
        plan.push({
          device: 'gate',
          offsetMs: at + 2000 + Math.floor(random() * 3000),
          note: 'double-swipe',
          event: { eventId: id('g'), kind: 'card', direction: 'in', cardNo },
        });
    } else if (r < 0.95) {
      plan.push({
        device: 'face',
        offsetMs: at,
        note: 'arrival',
        event: { eventId: id('f'), kind: 'face', direction: 'in', childId, photoRef: `sim/face/${childId}.jpg` },
      });
    } else {
      plan.push({ device: 'kiosk', offsetMs: at, note: 'arrival', event: { eventId: id('k'), kind: 'pin', direction: 'in', childId } });
    }
  }
  for (let i = 0; i < Math.max(1, Math.ceil(childIds.length / 50)); i++)
    plan.push({
      device: 'gate',
      offsetMs: when(),
      note: 'unknown-card',
      event: { eventId: id('g'), kind: 'card', direction: 'in', cardNo: `X${Math.floor(random() * 1e9)}` },
    });
  const early = childIds[Math.floor(random() * childIds.length)];
  if (early !== undefined && !isDemoLostCard(early))
    plan.push({
      device: 'gate',
      offsetMs: span - 5000,
      note: 'unauthorised-picker',
      event: {
        eventId: id('g'),
        kind: 'card',
        direction: 'out',
        cardNo: demoCardNo(schoolId, early),
        picker: { cardNo: `P${Math.floor(random() * 1e9)}` },
      },
    });
  return plan.sort((a, b) => a.offsetMs - b.offsetMs);
}
