// Keyed determinism: every surrogate choice is drawn from a PRNG seeded by HMAC-SHA256(key, label).
// The same original under the same key always yields the same surrogate, in every transcript, batch
// and nightly release, and no mapping table is ever stored. A new key changes every surrogate.
import { createHmac } from 'node:crypto';
import { mulberry32, type Rand } from '../prng.js';

export function hmac(key: Buffer, label: string): Buffer {
  return createHmac('sha256', key).update(label).digest();
}

/** The audit's link between mentions: a truncated keyed hash, useless without the key. */
export function auditHash(key: Buffer, type: string, normalized: string): string {
  return hmac(key, `audit\u0000${type}\u0000${normalized}`).toString('hex').slice(0, 16);
}

export type { Rand } from '../prng.js';

/** A PRNG seeded from the HMAC of a label; `attempt` re-draws deterministically. */
export function keyedRand(key: Buffer, label: string, attempt = 0): Rand {
  const h = hmac(key, `${label}\u0000${attempt}`);
  return mulberry32(h.readUInt32BE(0) ^ h.readUInt32BE(4));
}

export function pick<T>(rand: Rand, xs: readonly T[]): T {
  if (xs.length === 0) throw new Error('surrogate: empty list');
  return xs[Math.floor(rand() * xs.length)]!;
}

export function int(rand: Rand, lo: number, hi: number): number {
  return lo + Math.floor(rand() * (hi - lo + 1));
}

/** Normalised form of an original: case, spacing and punctuation folded, so mentions link. */
export function normalize(value: string): string {
  return value.toLowerCase().normalize('NFKC').replace(/[\s._-]+/g, ' ').replace(/['’]s$/, '').trim();
}

export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[n]!;
}

/** Casing follows the original: ALL CAPS, all lower, or as generated (Title Case). */
export function matchCase(original: string, surrogate: string): string {
  const letters = original.replace(/[^A-Za-zÀ-ÿ]/g, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return surrogate.toUpperCase();
  if (letters.length > 0 && letters === letters.toLowerCase()) return surrogate.toLowerCase();
  return surrogate;
}
