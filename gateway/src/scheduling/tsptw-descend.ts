import { Tour, fillRelocate, fillReverse } from './tsptw-search';

/**
 * Runs improving moves until none is left: or-opt (move a segment of 1–3 customers, also
 * reversed) and 2-opt (reverse a stretch). Two filters keep it fast:
 * - on a feasible tour a move must first save cost, which is O(1) to price from the legs it
 *   removes and adds; only then is its timing simulated;
 * - scans stop once a customer would have to precede one it can never reach in time
 *   (ready + service + travel > due), since moving further only adds such pairs.
 */
export function descend(tour: Tour, deadline: number, clock: () => number): void {
  const { m, seq, win } = tour;
  const { d, prec, n } = tour.p;
  const D = (a: number, b: number) => d[a * n + b]!;
  const canPrecede = (a: number, b: number) => prec[a * n + b] === 1;
  let improved = true;
  while (improved) {
    improved = false;
    for (let len = 1; len <= 3; len++) {
      for (let i = 1; i + len - 1 <= m; i++) {
        if (clock() > deadline) return;
        const p = seq[i - 1]!;
        const f = seq[i]!;
        const l = seq[i + len - 1]!;
        const q = seq[i + len]!;
        let inner = 0;
        let innerRev = 0;
        for (let k = i; k < i + len - 1; k++) { inner += D(seq[k]!, seq[k + 1]!); innerRev += D(seq[k + 1]!, seq[k]!); }
        const removed = D(p, f) + inner + D(l, q) - D(p, q);
        for (let r = 0; r < (len > 1 ? 2 : 1); r++) {
          const first = r ? l : f;
          const lastN = r ? f : l;
          const internal = r ? innerRev : inner;
          // backwards: the segment goes before seq[j]
          for (let j = i - 1; j >= 1; j--) {
            const b = seq[j]!;
            if (!canPrecede(lastN, b) || !canPrecede(f, b) || !canPrecede(l, b)) break;
            const a = seq[j - 1]!;
            if (tour.lateness === 0 && D(a, first) + internal + D(lastN, b) - D(a, b) - removed >= 0) continue;
            const [lo, hi] = fillRelocate(seq, win, i, len, j, r === 1);
            if (tour.evaluate(lo, hi)) { tour.apply(lo, hi); improved = true; break; }
          }
          if (improved && seq[i] !== f) break;
          // forwards: the segment goes after seq[j - 1]
          for (let j = i + len + 1; j <= m + 1; j++) {
            const a = seq[j - 1]!;
            if (!canPrecede(a, first) || !canPrecede(a, f) || !canPrecede(a, l)) break;
            const b = seq[j]!;
            if (tour.lateness === 0 && D(a, first) + internal + D(lastN, b) - D(a, b) - removed >= 0) continue;
            const [lo, hi] = fillRelocate(seq, win, i, len, j, r === 1);
            if (tour.evaluate(lo, hi)) { tour.apply(lo, hi); improved = true; break; }
          }
          if (seq[i] !== f || seq[i + len - 1] !== l) break; // the tour changed under us
        }
      }
    }
    for (let i = 1; i < m; i++) {
      if (clock() > deadline) return;
      let fwd = 0;
      let rev = 0;
      for (let j = i + 1; j <= m; j++) {
        if (!canPrecede(seq[j]!, seq[i]!)) break;
        fwd += D(seq[j - 1]!, seq[j]!);
        rev += D(seq[j]!, seq[j - 1]!);
        const a = seq[i - 1]!;
        const b = seq[j + 1]!;
        if (tour.lateness === 0 && D(a, seq[j]!) + rev + D(seq[i]!, b) - D(a, seq[i]!) - fwd - D(seq[j]!, b) >= 0) continue;
        const [lo, hi] = fillReverse(seq, win, i, j);
        if (tour.evaluate(lo, hi)) { tour.apply(lo, hi); improved = true; break; }
      }
    }
  }
}
