// Latency under concurrent callers, shared by the API benchmarks that call the server directly.

export interface Figures {
  n: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * `connections` callers loop for `seconds` or until `call` answers null (nothing left to do);
 * each call must answer common-0001. Percentiles of the calls' latencies.
 */
export async function loop(seconds: number, connections: number, call: () => Promise<{ code: string }> | null): Promise<Figures> {
  const lat: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const p = call();
        if (!p) return;
        const r = await p;
        if (r.code !== 'common-0001') throw new Error(JSON.stringify(r));
        lat.push(performance.now() - t0);
      }
    }),
  );
  lat.sort((a, b) => a - b);
  const at = (q: number) => lat[Math.min(lat.length - 1, Math.floor(lat.length * q))];
  return { n: lat.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

export const fmt = (f: Figures) => `${f.n} calls   p50 ${f.p50.toFixed(1)} ms   p95 ${f.p95.toFixed(1)} ms   p99 ${f.p99.toFixed(1)} ms`;
