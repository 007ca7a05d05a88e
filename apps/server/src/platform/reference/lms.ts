/** One row of a WHO LMS table. */
export interface Lms {
  x: number;
  L: number;
  M: number;
  S: number;
}

/** L, M and S at x, linearly between the two tabulated rows around it (WHO's own method). */
export function interpolate(below: Lms, above: Lms, x: number): Lms {
  if (above.x === below.x) return { ...below, x };
  const t = (x - below.x) / (above.x - below.x);
  const at = (a: number, b: number) => a + (b - a) * t;
  return { x, L: at(below.L, above.L), M: at(below.M, above.M), S: at(below.S, above.S) };
}

/** The value at z-score k (a percentile's curve, the SD lines): M·(1 + L·S·k)^(1/L), M·e^(S·k) when L = 0. */
export const valueAt = ({ L, M, S }: Lms, k: number) => (L === 0 ? M * Math.exp(S * k) : M * (1 + L * S * k) ** (1 / L));
const sdValue = valueAt;

/**
 * A measurement's z-score: ((y/M)^L − 1)/(L·S), log(y/M)/S when L = 0. For weight-based
 * measures WHO restricts the tails beyond ±3 SD to the distance between SD2 and SD3.
 */
export function zScore(y: number, lms: Lms, restrictTails: boolean): number {
  const { L, M, S } = lms;
  const z = L === 0 ? Math.log(y / M) / S : ((y / M) ** L - 1) / (L * S);
  if (!restrictTails || Math.abs(z) <= 3) return z;
  const sign = z > 0 ? 1 : -1;
  const sd3 = sdValue(lms, 3 * sign);
  const sd2 = sdValue(lms, 2 * sign);
  return 3 * sign + (y - sd3) / Math.abs(sd3 - sd2);
}
