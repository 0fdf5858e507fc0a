import type { TsptwProblem } from './tsptw-model';

/**
 * The mutable state of one tour for local search. Positions 0 and m+1 hold the depot.
 * Prefix arrays let a move be evaluated from its first changed position only, and the
 * walk stops as soon as the new tour's service-start time matches the old one at the same
 * position and node after the changed window: from there on, everything is identical.
 * Objective: lexicographic (total lateness, cost), so the same moves first repair an
 * infeasible tour and then shorten a feasible one.
 */
export interface Prepared { n: number; d: Float64Array; prec: Uint8Array; ready: Float64Array; due: Float64Array; svc: Float64Array }

export class Tour {
  readonly m: number;
  readonly seq: Int32Array;
  private readonly st: Float64Array; // service start at each position
  private readonly cst: Float64Array; // cost of the legs up to each position
  private readonly lat: Float64Array; // lateness up to each position
  readonly win: Int32Array; // scratch: the candidate's nodes inside its changed window
  cost = 0;
  lateness = 0;
  /** Result of the last evaluate(). */
  candCost = 0;
  candLateness = 0;

  constructor(readonly p: Prepared, order: ArrayLike<number>) {
    this.m = p.n - 1;
    this.seq = new Int32Array(this.m + 2);
    for (let k = 0; k < this.m; k++) this.seq[k + 1] = order[k]!;
    this.st = new Float64Array(this.m + 2);
    this.cst = new Float64Array(this.m + 2);
    this.lat = new Float64Array(this.m + 2);
    this.win = new Int32Array(this.m + 2);
    this.st[0] = p.ready[0]!;
    this.refresh(1);
  }

  static prepare(problem: TsptwProblem): Prepared {
    const n = problem.ready.length;
    const d = new Float64Array(n * n);
    const prec = new Uint8Array(n * n);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        d[i * n + j] = problem.travel[i]![j]!;
        // i can come before j in some feasible tour only if leaving i as early as possible reaches j in time
        prec[i * n + j] = i === j || problem.ready[i]! + problem.service[i]! + d[i * n + j]! <= problem.due[j]! ? 1 : 0;
      }
    }
    return { n, d, prec, ready: Float64Array.from(problem.ready), due: Float64Array.from(problem.due), svc: Float64Array.from(problem.service) };
  }

  /** Recomputes the prefix arrays from position `from` on. */
  refresh(from: number): void {
    const { d, ready, due, svc, n } = this.p;
    const { seq, st, cst, lat } = this;
    for (let k = Math.max(1, from); k <= this.m + 1; k++) {
      const a = seq[k - 1]!;
      const b = seq[k]!;
      const arrive = st[k - 1]! + svc[a]! + d[a * n + b]!;
      cst[k] = cst[k - 1]! + d[a * n + b]!;
      lat[k] = lat[k - 1]! + (arrive > due[b]! ? arrive - due[b]! : 0);
      st[k] = arrive > ready[b]! ? arrive : ready[b]!;
    }
    this.cost = cst[this.m + 1]!;
    this.lateness = lat[this.m + 1]!;
  }

  /**
   * Evaluates the tour whose positions lo..hi are win[lo..hi] (the rest unchanged).
   * Returns true when it beats the current tour; stops early when it cannot.
   */
  evaluate(lo: number, hi: number): boolean {
    const { d, ready, due, svc, n } = this.p;
    const { seq, st, cst, lat, win } = this;
    let t = st[lo - 1]!;
    let c = cst[lo - 1]!;
    let late = lat[lo - 1]!;
    let prev = seq[lo - 1]!;
    const last = this.m + 1;
    for (let k = lo; k <= last; k++) {
      const node = k <= hi ? win[k]! : seq[k]!;
      const arrive = t + svc[prev]! + d[prev * n + node]!;
      c += d[prev * n + node]!;
      if (arrive > due[node]!) {
        late += arrive - due[node]!;
        if (late > this.lateness) return false;
      }
      if (late === this.lateness && c >= this.cost) return false; // both only grow from here
      t = arrive > ready[node]! ? arrive : ready[node]!;
      if (k > hi && t === st[k]) {
        c += this.cost - cst[k]!;
        late += this.lateness - lat[k]!;
        break;
      }
      prev = node;
    }
    this.candCost = c;
    this.candLateness = late;
    return late < this.lateness || (late === this.lateness && c < this.cost);
  }

  /** Makes the last evaluated window the tour. */
  apply(lo: number, hi: number): void {
    for (let k = lo; k <= hi; k++) this.seq[k] = this.win[k]!;
    this.refresh(lo);
  }

  order(): number[] {
    return Array.from(this.seq.subarray(1, this.m + 1));
  }
}

/** Window for moving the segment at i..i+len-1 to just before position j (maybe reversed). */
export function fillRelocate(seq: Int32Array, win: Int32Array, i: number, len: number, j: number, reversed: boolean): [number, number] {
  if (j < i) {
    for (let q = 0; q < len; q++) win[j + q] = seq[reversed ? i + len - 1 - q : i + q]!;
    for (let k = j; k < i; k++) win[k + len] = seq[k]!;
    return [j, i + len - 1];
  }
  for (let k = i + len; k < j; k++) win[k - len] = seq[k]!;
  for (let q = 0; q < len; q++) win[j - len + q] = seq[reversed ? i + len - 1 - q : i + q]!;
  return [i, j - 1];
}

/** Window reversing positions i..j. */
export function fillReverse(seq: Int32Array, win: Int32Array, i: number, j: number): [number, number] {
  for (let k = i; k <= j; k++) win[k] = seq[i + j - k]!;
  return [i, j];
}
