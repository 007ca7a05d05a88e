import { gateEndpoints as E, GATE_EVENTS, type GateStateWire } from '@kg/shared/modules/attendance/gate';
import { buildHeaders } from '../../../api/headers.ts';
import { call } from '../../../kit/index.ts';
import { sessionStore } from '../../../session/session-store.ts';

export type { GateStateWire as GateState };
export type GateLink = 'connecting' | 'live' | 'waiting';

/** Splits a server-sent event stream's text into events as it arrives (comments are heartbeats). */
export function sseParser(onEvent: (event: string, data: string) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n/g, '\n');
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length) onEvent(event, data.join('\n'));
    }
  };
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener('abort', stop, { once: true });
  });

/** Reads one stream to its end: true when the server said bye (reconnect at once). */
async function readStream(res: Response, onState: (s: GateStateWire) => void, signal: AbortSignal): Promise<boolean> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  const decoder = new TextDecoder();
  let bye = false;
  const feed = sseParser((event, data) => {
    if (event === GATE_EVENTS.state) onState(JSON.parse(data) as GateStateWire);
    else if (event === GATE_EVENTS.bye) bye = true;
  });
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return bye;
    feed(decoder.decode(value, { stream: true }));
    if (bye) {
      await reader.cancel().catch(() => undefined);
      return true;
    }
  }
}

/**
 * Follows the school's gate state until `signal` aborts: each round reads the state through the
 * kit first (a token past its time is refreshed there, an ended session logs out to the login
 * page with its way back), then opens the stream with the same signed headers (never a token in
 * a URL) and applies each state it sends. A dropped stream waits 1, 2, 4 … 30 s; a 'bye' none.
 */
export async function followGate(onState: (s: GateStateWire) => void, onLink: (l: GateLink) => void, signal: AbortSignal) {
  const apiPath = `/api${E.stream.path}`;
  for (let attempt = 0; !signal.aborted; ) {
    onLink('connecting');
    try {
      onState(await call(E.state, {}, { silent: true }));
      const headers = await buildHeaders({ method: 'POST', path: apiPath, query: '', body: '' }, sessionStore.get());
      const res = await fetch(apiPath, { method: 'POST', headers, signal });
      if (!res.ok || !res.body) throw new Error(`gate stream: ${res.status}`);
      onLink('live');
      attempt = 0;
      if (await readStream(res, onState, signal)) continue;
    } catch {
      // the network or the server away: wait below, then read the state again
    }
    if (signal.aborted) return;
    onLink('waiting');
    await wait(Math.min(30_000, 1000 * 2 ** attempt++), signal);
  }
}
