import { DEVICE_HEADERS, deviceEndpoints, INTAKE_LIMITS, type IntakeAnswer } from '@kg/shared/modules/attendance/ledger';
import { childEndpoints } from '@kg/shared/modules/garden/children-endpoints';
import { computeSignature } from '../../../core/signature.ts';
import { signBatch } from './device-secret.ts';
import { type PlannedEvent, planMorning, SIM_DEVICES, type SimDeviceKind } from './simulator-plan.ts';

export interface SimOptions {
  /** The running server, e.g. http://localhost:8080. */
  base: string;
  /** A signed-in session of the school that may register devices (its director). */
  token: string;
  schoolId: number;
  /** Children to drive (at most the school's children in school). */
  children: number;
  minutes: number;
  /** How much faster than real time the morning runs: 60 runs 40 minutes in 40 s. */
  speed: number;
  log?: (line: string) => void;
}

export interface SimReport {
  children: number;
  /** Events uploaded, the re-sent batch included. */
  sent: number;
  accepted: number;
  duplicate: number;
  refused: number;
  /** Events of batches the server did not answer with per-event results. */
  failed: number;
  /** Per reason the server gave (unknown-card, lost-card, unknown-picker …). */
  reasons: Record<string, number>;
  /** Events re-sent as a device does after a timeout: all should come back duplicate. */
  resent: number;
  deviceIds: number[];
}

type Device = { id: number; secret: string; kind: SimDeviceKind };

async function post(base: string, path: string, token: string, body: unknown) {
  const url = `/api${path}`;
  const text = JSON.stringify(body);
  const time = String(Math.floor(Date.now() / 1000));
  const res = await fetch(base + url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      time,
      signature: computeSignature('POST', url, text, time),
    },
    body: text,
  });
  const env = (await res.json()) as { code: string; message: string; data: unknown };
  if (env.code !== 'common-0001') throw new Error(`${path}: ${env.code} ${env.message}`);
  return env.data;
}

/** The school's three demo devices: given a new secret (a secret is shown once), or registered where missing. */
async function devicesOf(o: SimOptions): Promise<Device[]> {
  const out: Device[] = [];
  for (const d of SIM_DEVICES) {
    const page = (await post(o.base, deviceEndpoints.list.path, o.token, { name: d.name, pageSize: 20 })) as {
      list: { id: number; name: string }[];
    };
    const found = page.list.find((r) => r.name === d.name);
    const given = found
      ? await post(o.base, deviceEndpoints.rotateSecret.path, o.token, { id: found.id })
      : await post(o.base, deviceEndpoints.add.path, o.token, { name: d.name, kind: d.kind, location: d.location });
    out.push({ ...(given as { id: number; secret: string }), kind: d.kind });
  }
  return out;
}

async function childIdsOf(o: SimOptions): Promise<number[]> {
  const ids: number[] = [];
  for (let pageNum = 1; ids.length < o.children; pageNum++) {
    const page = (await post(o.base, childEndpoints.list.path, o.token, { pageNum, pageSize: 20 })) as {
      list: { id: number }[];
      total: number;
    };
    ids.push(...page.list.map((c) => c.id));
    if (page.list.length < 20 || ids.length >= page.total) break;
  }
  return ids.sort((a, b) => a - b).slice(0, o.children);
}

/** One signed upload as a device sends it; answers the server's per-event results (or null when it refused the batch). */
async function upload(base: string, device: Device, events: object[]): Promise<IntakeAnswer | null> {
  const body = JSON.stringify({ events });
  const time = String(Math.floor(Date.now() / 1000));
  const res = await fetch(`${base}/api${deviceEndpoints.intake.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [DEVICE_HEADERS.id]: String(device.id),
      [DEVICE_HEADERS.time]: time,
      [DEVICE_HEADERS.signature]: signBatch(device.secret, time, body),
    },
    body,
  });
  const env = (await res.json()) as { code: string; data: IntakeAnswer };
  return env.code === 'common-0001' ? env.data : null;
}

/**
 * Drives a school's morning through the real HTTP intake (simulator-plan.ts has what happens):
 * the morning ends now, so every event lies in the past; the simulated clock runs `speed` times
 * faster than real time, and each online device uploads what it read once a (real) second. The
 * kiosk is offline all morning and flushes its backlog at the end; the first gate batch is sent
 * twice, as after a timeout.
 */
export async function simulateMorning(o: SimOptions): Promise<SimReport> {
  const log = o.log ?? (() => undefined);
  const devices = await devicesOf(o);
  const children = await childIdsOf(o);
  const plan = planMorning(o.schoolId, children, o.minutes, Date.now().toString(36));
  log(
    `devices ${devices.map((d) => `${d.kind}#${d.id}`).join(', ')}; ${children.length} children, ${plan.length} events over ${o.minutes} min at ×${o.speed}`,
  );
  const spanMs = o.minutes * 60_000;
  const startAt = Date.now() - spanMs;
  const report: SimReport = {
    children: children.length,
    sent: 0,
    accepted: 0,
    duplicate: 0,
    refused: 0,
    failed: 0,
    reasons: {},
    resent: 0,
    deviceIds: devices.map((d) => d.id),
  };
  const byKind = new Map(devices.map((d) => [d.kind, d]));
  const tally = (answer: IntakeAnswer | null, size: number) => {
    if (!answer) {
      report.failed += size;
      return;
    }
    report.accepted += answer.accepted;
    report.duplicate += answer.duplicate;
    report.refused += answer.refused;
    for (const r of answer.results) if (r.reason) report.reasons[r.reason] = (report.reasons[r.reason] ?? 0) + 1;
  };
  const send = async (kind: SimDeviceKind, batch: PlannedEvent[]) => {
    const device = byKind.get(kind) as Device;
    for (let i = 0; i < batch.length; i += INTAKE_LIMITS.events) {
      const events = batch
        .slice(i, i + INTAKE_LIMITS.events)
        .map((p) => ({ ...p.event, at: new Date(startAt + p.offsetMs).toISOString() }));
      report.sent += events.length;
      const answer = await upload(o.base, device, events);
      tally(answer, events.length);
      if (kind === 'gate' && report.resent === 0 && answer) {
        report.resent = events.length;
        report.sent += events.length;
        tally(await upload(o.base, device, events), events.length);
      }
    }
  };
  const offline: PlannedEvent[] = [];
  let next = 0;
  const ticks = Math.max(1, Math.ceil(spanMs / o.speed / 1000));
  const began = performance.now();
  for (let tick = 1; tick <= ticks; tick++) {
    const wait = began + tick * 1000 - performance.now();
    if (ticks > 1 && wait > 0) await new Promise((r) => setTimeout(r, wait));
    const until = tick === ticks ? spanMs : (tick * spanMs) / ticks;
    const due: Record<SimDeviceKind, PlannedEvent[]> = { gate: [], face: [], kiosk: [] };
    while (next < plan.length && plan[next].offsetMs <= until) due[plan[next].device].push(plan[next++]);
    offline.push(...due.kiosk);
    await Promise.all([send('gate', due.gate), send('face', due.face)]);
  }
  log(`kiosk back online: flushing ${offline.length} events read while offline`);
  await send('kiosk', offline);
  log(
    `sent ${report.sent} (of them ${report.resent} again after a timeout); accepted ${report.accepted}, duplicate ${report.duplicate}, refused ${report.refused}, failed ${report.failed}; reasons ${JSON.stringify(report.reasons)}`,
  );
  return report;
}
