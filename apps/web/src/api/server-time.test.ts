import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncServerTime } from './request.ts';
import { isTimeDifferenceKnown, serverNowSeconds, timeDifferenceMs } from './server-time.ts';
import { fail, fakeFetch, ok, resetClient } from './testing/fake-fetch.ts';

let client: Awaited<ReturnType<typeof resetClient>>;
beforeEach(async () => {
  client = await resetClient();
});
afterEach(() => vi.unstubAllGlobals());

describe('syncServerTime', () => {
  it('learns the server time difference from /iam/v1/common/time', async () => {
    const net = fakeFetch(() => ok(Date.now() + 600_000));
    await expect(syncServerTime()).resolves.toBe(true);
    expect(net.calls[0].path).toBe('/api/iam/v1/common/time');
    expect(Math.abs(timeDifferenceMs() - 600_000)).toBeLessThan(1_000);
    expect(Math.abs(serverNowSeconds() - (Date.now() / 1000 + 600))).toBeLessThan(2);
  });

  it('tries 3 times, then gives up silently with no correction', async () => {
    const net = fakeFetch(() => fail(500, 'common-0500', '服务器异常'));
    await expect(syncServerTime()).resolves.toBe(false);
    expect(net.calls).toHaveLength(3);
    expect(timeDifferenceMs()).toBe(0);
    expect(isTimeDifferenceKnown()).toBe(false);
    expect(client.toasts).toEqual([]);
  });

  it('succeeds on a later try', async () => {
    let n = 0;
    const net = fakeFetch(() => (++n < 3 ? fail(502, 'x') : ok(Date.now() - 5_000)));
    await expect(syncServerTime()).resolves.toBe(true);
    expect(net.calls).toHaveLength(3);
    expect(Math.abs(timeDifferenceMs() + 5_000)).toBeLessThan(1_000);
  });
});
