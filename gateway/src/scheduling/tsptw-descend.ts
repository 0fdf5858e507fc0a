import { Tour, fillRelocate, fillReverse } from './tsptw-search';

/**
 * Runs improving moves until none is left: or-opt (move a segment of 1–3 customers, also
 * reversed) and 2-opt (reverse a stretch). Two filters keep it fast:
 * - on a feasible tour a move must first save cost, which is O(1) to price from the legs it
 *   removes and adds; only then is its timing simulated;
 * - scans stop once a customer would have to precede one it can never reach in time
 *   (ready + service + travel > due), since moving further only adds such pairs;
 * - a segment moves at most `reach` positions and 2-opt reverses at most 2 × reach: on a
 *   day with time windows, far moves are almost never on time, and the kicks of the outer
 *   search cover the rest.
 */
// Plain functions, not closures: the hot loops run millions of times per second.
function leg(d: Float64Array, n: number, a: number, b: number): number { return d[a * n + b]!; }
function before(prec: Uint8Array, n: number, a: number, b: number): boolean { return prec[a * n + b] === 1; }

export function descend(tour: Tour, deadline: number, clock: () => number, active?: Uint8Array, reach = 15): void {
  const { m, seq, win } = tour;
  const { d, prec, n } = tour.p;
  // "Don't look" flags by node: only customers whose neighbours changed are tried again.
  let look = active ?? new Uint8Array(n).fill(1);
  let next = new Uint8Array(n);
  let improved = false;
  for (let sweep = 0; sweep === 0 || improved; sweep++) {
    if (sweep > 0) { look = next; next = new Uint8Array(n); }
    improved = false;
    for (let len = 1; len <= 3; len++) {
      for (let i = 1; i + len - 1 <= m; i++) {
        if (!look[seq[i]!] && !look[seq[i + len - 1]!]) continue;
        if (clock() > deadline) return;
        const p = seq[i - 1]!;
        const f = seq[i]!;
        const l = seq[i + len - 1]!;
        const q = seq[i + len]!;
        let inner = 0;
        let innerRev = 0;
        for (let k = i; k < i + len - 1; k++) { inner += leg(d, n, seq[k]!, seq[k + 1]!); innerRev += leg(d, n, seq[k + 1]!, seq[k]!); }
        const removed = leg(d, n, p, f) + inner + leg(d, n, l, q) - leg(d, n, p, q);
        for (let r = 0; r < (len > 1 ? 2 : 1); r++) {
          const first = r ? l : f;
          const lastN = r ? f : l;
          const internal = r ? innerRev : inner;
          // backwards: the segment goes before seq[j]
          for (let j = i - 1; j >= Math.max(1, i - reach); j--) {
            const b = seq[j]!;
            if (!before(prec, n, lastN, b) || !before(prec, n, f, b) || !before(prec, n, l, b)) break;
            const a = seq[j - 1]!;
            if (tour.lateness === 0 && leg(d, n, a, first) + internal + leg(d, n, lastN, b) - leg(d, n, a, b) - removed >= 0) continue;
            const [lo, hi] = fillRelocate(seq, win, i, len, j, r === 1);
            if (tour.evaluate(lo, hi)) { tour.apply(lo, hi); for (let k = Math.max(1, lo - 1); k <= Math.min(m, hi + 1); k++) next[seq[k]!] = 1; improved = true; break; }
          }
          if (seq[i] !== f) break;
          // forwards: the segment goes after seq[j - 1]
          for (let j = i + len + 1; j <= Math.min(m + 1, i + len + reach); j++) {
            const a = seq[j - 1]!;
            if (!before(prec, n, a, first) || !before(prec, n, a, f) || !before(prec, n, a, l)) break;
            const b = seq[j]!;
            if (tour.lateness === 0 && leg(d, n, a, first) + internal + leg(d, n, lastN, b) - leg(d, n, a, b) - removed >= 0) continue;
            const [lo, hi] = fillRelocate(seq, win, i, len, j, r === 1);
            if (tour.evaluate(lo, hi)) { tour.apply(lo, hi); for (let k = Math.max(1, lo - 1); k <= Math.min(m, hi + 1); k++) next[seq[k]!] = 1; improved = true; break; }
          }
          if (seq[i] !== f || seq[i + len - 1] !== l) break; // the tour changed under us
        }
      }
    }
    for (let i = 1; i < m; i++) {
      if (!look[seq[i]!]) continue;
      if (clock() > deadline) return;
      let fwd = 0;
      let rev = 0;
      for (let j = i + 1; j <= Math.min(m, i + 2 * reach); j++) {
        if (!before(prec, n, seq[j]!, seq[i]!)) break;
        fwd += leg(d, n, seq[j - 1]!, seq[j]!);
        rev += leg(d, n, seq[j]!, seq[j - 1]!);
        const a = seq[i - 1]!;
        const b = seq[j + 1]!;
        if (tour.lateness === 0 && leg(d, n, a, seq[j]!) + rev + leg(d, n, seq[i]!, b) - leg(d, n, a, seq[i]!) - fwd - leg(d, n, seq[j]!, b) >= 0) continue;
        const [lo, hi] = fillReverse(seq, win, i, j);
        if (tour.evaluate(lo, hi)) { tour.apply(lo, hi); for (let k = Math.max(1, lo - 1); k <= Math.min(m, hi + 1); k++) next[seq[k]!] = 1; improved = true; break; }
      }
    }
  }
}
