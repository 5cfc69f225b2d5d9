// Upstream placeholders judged to be math ("What is <DATE_TIME> in simplest form?") are restored as
// a value that fits the expression around them: a fraction where the words call for one, a point
// where they speak of coordinates, a plain number otherwise. The rules are data
// (config/surrogate/restore.json); the value is drawn from a keyed PRNG, so reruns are identical.
import { z } from 'zod';
import { readConfigJson } from '../config-files.js';
import { int, pick, type Rand } from './keyed.js';

export const RestoreShape = z.enum(['integer', 'fraction', 'reducible-fraction', 'pair', 'ratio', 'time', 'money']);
export type RestoreShape = z.infer<typeof RestoreShape>;

const Source = z.string().refine((s) => {
  try {
    new RegExp(s, 'i');
    return true;
  } catch {
    return false;
  }
}, 'not a valid regex');
const Rule = z.object({ shape: RestoreShape, before: Source.optional(), after: Source.optional(), note: z.string().optional() }).refine((r) => r.before || r.after, 'a rule needs before or after');
export const RestoreRules = z.object({ window: z.number().int().min(8).max(200), rules: z.array(Rule), fallback: RestoreShape });

interface Compiled {
  window: number;
  rules: Array<{ shape: RestoreShape; before?: RegExp; after?: RegExp }>;
  fallback: RestoreShape;
}

let compiled: Compiled | undefined;

function rules(): Compiled {
  if (compiled) return compiled;
  const r = RestoreRules.parse(readConfigJson('surrogate/restore.json'));
  compiled = {
    window: r.window,
    fallback: r.fallback,
    rules: r.rules.map((x) => ({ shape: x.shape, before: x.before ? new RegExp(x.before, 'i') : undefined, after: x.after ? new RegExp(x.after, 'i') : undefined })),
  };
  return compiled;
}

/** The shape the words around a placeholder call for (the first rule that matches). */
export function restoreShape(text: string, start: number, end: number): RestoreShape {
  const { window, rules: list, fallback } = rules();
  const before = text.slice(Math.max(0, start - window), start);
  const after = text.slice(end, end + window);
  return list.find((r) => (!r.before || r.before.test(before)) && (!r.after || r.after.test(after)))?.shape ?? fallback;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A proper fraction in simplest form, denominators a tutor would use (2 to 12). */
function simpleFraction(rand: Rand): [number, number] {
  const d = int(rand, 2, 12);
  const coprime = Array.from({ length: d - 1 }, (_, i) => i + 1).filter((n) => gcd(n, d) === 1);
  return [pick(rand, coprime), d];
}

/** Small enough to simplify by hand: 2/3 scaled by 2-4 gives 4/6, 6/9, 8/12. */
function scaled(rand: Rand, n: number, d: number): string {
  const k = int(rand, 2, Math.max(2, Math.min(4, Math.floor(24 / d))));
  return `${n * k}/${d * k}`;
}

/** A reply that is just a fraction ("1/3"), which a "simplest form" question can be derived from. */
const FRACTION_REPLY = /^\s*(?:it'?s\s+|is\s+)?(\d{1,2})\s*\/\s*(\d{1,2})\s*[.!?]?\s*$/i;

export function restoreValue(rand: Rand, shape: RestoreShape, besideBar = false, reply?: string): string {
  const answer = shape === 'reducible-fraction' ? FRACTION_REPLY.exec(reply ?? '') : null;
  if (answer && Number(answer[2]) > 0) {
    // "What is <X> in simplest form?" answered "1/3": a fraction that simplifies to the answer, 4/12.
    return scaled(rand, Number(answer[1]), Number(answer[2]));
  }
  switch (shape) {
    case 'integer':
      return String(besideBar ? int(rand, 2, 12) : int(rand, 2, 9));
    case 'fraction': {
      const [n, d] = simpleFraction(rand);
      return `${n}/${d}`;
    }
    case 'reducible-fraction':
      return scaled(rand, ...simpleFraction(rand));
    case 'pair':
      return `(${int(rand, 0, 9)}, ${int(rand, 0, 9)})`;
    case 'ratio': {
      const a = int(rand, 1, 9);
      let b = int(rand, 1, 9);
      if (b === a) b = a === 9 ? 1 : a + 1;
      return `${a}:${b}`;
    }
    case 'time':
      return `${int(rand, 1, 12)}:${String(5 * int(rand, 0, 11)).padStart(2, '0')}`;
    case 'money':
      return `${int(rand, 1, 20)}.${pick(rand, ['00', '25', '50', '75', '99'])}`;
  }
}

/** The restored value for the placeholder at [start, end) of a message; `reply` is the next message. */
export function restoreMath(rand: Rand, text: string, start: number, end: number, reply?: string): string {
  const shape = restoreShape(text, start, end);
  const besideBar = /[/÷]\s*$/.test(text.slice(0, start)) || /^\s*[/÷]/.test(text.slice(end));
  return restoreValue(rand, shape, besideBar, reply);
}
