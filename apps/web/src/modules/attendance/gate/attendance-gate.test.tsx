import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { gateEndpoints as E } from '@kg/shared/modules/attendance/gate';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage, schoolSession } from '../../../test/render-page.tsx';
import AttendanceGatePage from './attendance-gate.page.tsx';
import type { GateState } from './gate-api.ts';

const api = { request: fakeRequest() };

const state = (patch: Partial<GateState> = {}): GateState => ({
  day: '2026-11-27',
  schoolDay: true,
  expected: 30,
  arrived: 1,
  onLeave: 2,
  latest: [{ studentId: 5, name: '李小明', className: '大一班', at: '2026-11-27T00:05:00.000Z', kind: 'card' }],
  classes: [{ classId: 1, name: '大一班', expected: 30, arrived: 1 }],
  at: '2026-11-27T00:05:01.000Z',
  ...patch,
});

/** A stream the test writes server-sent events into, as the server's answer to the screen's fetch. */
function fakeStream() {
  const encoder = new TextEncoder();
  let ctrl!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      ctrl = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown) => ctrl.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    ping: () => ctrl.enqueue(encoder.encode(': ping\n\n')),
  };
}

let streams: ReturnType<typeof fakeStream>[];
const fetchMock = vi.fn();

beforeEach(() => {
  streams = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => {
    const s = fakeStream();
    streams.push(s);
    return s.response;
  });
  vi.stubGlobal('fetch', fetchMock);
  api.request.mockReset();
  api.request.mockImplementation(answers([E.state, state()]));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const count = (key: string) => within(screen.getByTestId(`gate-${key}`)).getByText(/\d+/).textContent;

describe('gate screen', () => {
  it('shows the state read on opening, then each state the stream sends', async () => {
    await renderPage(<AttendanceGatePage />, { route: '/fullPage/attendance/index', session: schoolSession({ permissions: [C.view] }) });
    await screen.findByText('李小明');
    expect(count('arrived')).toBe('1');
    expect(count('notYet')).toBe('27');
    await waitFor(() => expect(streams).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    // the session travels in the signed headers, never in the URL
    expect(url).toBe(`/api${E.stream.path}`);
    expect(init.headers.authorization).toBe('Bearer tok');
    await screen.findByText('实时');
    streams[0].ping();
    streams[0].send('state', {
      ...state({ arrived: 2 }),
      latest: [{ studentId: 6, name: '王小红', className: '大一班', at: '2026-11-27T00:06:00.000Z', kind: 'face' }, ...state().latest],
    });
    await screen.findByText('王小红');
    expect(count('arrived')).toBe('2');
    expect(screen.getAllByTestId('gate-arrival')).toHaveLength(2);
    expect(screen.getByText('人脸')).toBeTruthy();
  });

  it("reconnects after the server's bye and reads the current state again", async () => {
    await renderPage(<AttendanceGatePage />, { route: '/fullPage/attendance/index', session: schoolSession({ permissions: [C.view] }) });
    await waitFor(() => expect(streams).toHaveLength(1));
    api.request.mockImplementation(answers([E.state, state({ arrived: 9 })]));
    streams[0].send('bye', {});
    await waitFor(() => expect(streams).toHaveLength(2));
    await waitFor(() => expect(count('arrived')).toBe('9'));
    expect(api.request).toHaveBeenCalledTimes(2);
  });

  it('says when today is not a school day and when the connection is lost', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 503 }));
    api.request.mockImplementation(answers([E.state, state({ schoolDay: false, latest: [], arrived: 0 })]));
    await renderPage(<AttendanceGatePage />, { route: '/fullPage/attendance/index', session: schoolSession({ permissions: [C.view] }) });
    await screen.findByText('今天不是上学日');
    await screen.findByText('今天还没有幼儿入园');
    await screen.findByText('连接中断，正在重连');
  });
});
