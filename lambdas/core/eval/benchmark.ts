// The dev benchmark, built from ../shared/data/dev (nobody here wrote its text):
//  - Bridge chats: `[STUDENT]` filled with names -> PERSON gold;
//  - NCTE classroom transcripts: `Student M`, `Mr. R`, `Mrs. K`... filled with names -> PERSON gold
//    (for titles the surname is the span, as the detector reports it);
//  - Presidio synthetic sentences, their types mapped onto ours (others out of scope);
//  - for the types these sources lack, disclosure turns injected into real conversations from
//    templates (config/eval/disclosures.json), with gold spans.
// Names come from several sources and cultures (faker locales, Fake Name Generator sets) and carry
// origin and sex for recall breakdowns. Deterministic under a seed. Splits: see split.ts (dev-tune is the
// tuning side; dev-check and dev-heldout are fixed halves of the held-out side, filled as one).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { readConfigJson } from '../config-files.js';
import type { Message, PiiType, Transcript } from '../schema.js';
import { mulberry32, type Rand } from '../prng.js';
import { residualNames, residualSpans } from './residual.js';
import { fromTuneSide, inSplit, Split } from './split.js';

export { Split } from './split.js';

export const GoldSpan = z.object({
  transcriptId: z.string(),
  messageId: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  /** One of our 17 types, or OUT_OF_SCOPE (neither a hit nor a miss when scored). */
  type: z.string(),
  text: z.string(),
  source: z.enum(['bridge', 'ncte', 'presidio', 'injected', 'residual']),
  origin: z.string().optional(),
  sex: z.string().optional(),
});
export type GoldSpan = z.infer<typeof GoldSpan>;

export interface Benchmark {
  split: Split;
  corpus: Transcript[];
  gold: GoldSpan[];
  /** Real names the upstream redaction missed (residual.ts): gold only in the adjudicated scoring. */
  residual: GoldSpan[];
}

const prng = mulberry32;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

interface NamePool {
  first: Array<{ name: string; sex: string; origin: string }>;
  last: Array<{ name: string; origin: string }>;
}


/** Fill-in names: one list per culture, both sexes, from the gazetteer's sources. */
function namePool(): NamePool {
  const names = readConfigJson('names/names.json') as {
    first: Record<string, { sex: string; origins: string[] }>;
    last: Record<string, string[]>;
  };
  const first = Object.entries(names.first)
    .filter(([n]) => /^[A-Z][a-z]{2,10}$/.test(n))
    .map(([name, e]) => ({ name, sex: e.sex, origin: e.origins[0]!.replace(/^(faker|fng):/, '') }));
  const last = Object.entries(names.last)
    .filter(([n]) => /^[A-Z][a-z]{2,12}$/.test(n))
    .map(([name, o]) => ({ name, origin: o[0]!.replace(/^(faker|fng):/, '') }));
  return { first, last };
}

/** Fills placeholders in a message, recording gold spans at their final offsets. */
function fill(
  text: string,
  re: RegExp,
  nameFor: (match: RegExpExecArray) => { value: string; prefix: string; origin: string; sex: string },
): { text: string; spans: Array<{ start: number; end: number; text: string; origin: string; sex: string }> } {
  let out = '';
  let cursor = 0;
  const spans = [];
  for (const m of text.matchAll(re)) {
    const n = nameFor(m as RegExpExecArray);
    out += text.slice(cursor, m.index) + n.prefix;
    spans.push({ start: out.length, end: out.length + n.value.length, text: n.value, origin: n.origin, sex: n.sex });
    out += n.value;
    cursor = m.index + m[0].length;
  }
  return { text: out + text.slice(cursor), spans };
}

interface Disclosure {
  type: PiiType;
  role: 'student' | 'tutor';
  template: string;
  values: string[];
}

function disclosures(): Disclosure[] {
  return (readConfigJson('eval/disclosures.json') as { disclosures: Disclosure[] }).disclosures;
}

const PRESIDIO_TYPES: Record<string, PiiType | 'OUT_OF_SCOPE'> = {
  PERSON: 'PERSON',
  PHONE_NUMBER: 'PHONE_NUMBER',
  EMAIL_ADDRESS: 'EMAIL_ADDRESS',
  IP_ADDRESS: 'IP_ADDRESS',
  US_SSN: 'US_SSN',
  US_DRIVER_LICENSE: 'US_DRIVER_LICENSE',
  AGE: 'AGE',
  NRP: 'NRP',
  GPE: 'LOCATION',
  LOCATION: 'LOCATION',
  STREET_ADDRESS: 'LOCATION',
  ADDRESS: 'LOCATION',
  ZIP_CODE: 'LOCATION',
  DATE_TIME: 'DATE',
  DOMAIN_NAME: 'URL',
};

const US_STATES =
  'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington wisconsin wyoming'.split(' ');

/** Countries (Presidio's nationality list) and US states, by name. */
function broadPlaces(dataDir: string): Set<string> {
  const rows = parse(readFileSync(join(dataDir, 'presidio-surrogate-lists', 'nationalities.csv')), { columns: true, bom: true }) as Array<{ country: string }>;
  return new Set([...rows.map((r) => r.country.trim().toLowerCase()), ...US_STATES, 'new york', 'new jersey', 'new mexico', 'new hampshire', 'north carolina', 'south carolina', 'north dakota', 'south dakota', 'west virginia', 'rhode island', 'usa', 'us', 'united states', 'uk', 'england']);
}

interface BridgeMessage {
  text: string;
  user: string;
}
export interface BridgeConversation {
  c_id: string;
  c_h: BridgeMessage[];
  c_r: BridgeMessage[];
  /** An expert's rewrite of the tutor's turn and the talk after it (no names: not in the benchmark). */
  c_revision?: BridgeMessage[];
}

/**
 * The Bridge conversations of a side, each id once: the tuning side reads train; the held-out side reads
 * validation and drops the ids Bridge repeats from train, so nothing tuned on is reported as held out.
 */
function bridgeSide(dataDir: string, tune: boolean): BridgeConversation[] {
  const read = (file: string) => JSON.parse(readFileSync(join(dataDir, 'bridge', file), 'utf8')) as BridgeConversation[];
  const seen = new Set<string>(tune ? [] : read('train.json').map((c) => c.c_id));
  const out: BridgeConversation[] = [];
  for (const c of read(tune ? 'train.json' : 'validation.json')) {
    if (seen.has(c.c_id)) continue;
    seen.add(c.c_id);
    out.push(c);
  }
  return out;
}

export const bridgeTranscriptId = (c: BridgeConversation) => `bridge-${c.c_id}`;

/** The split's Bridge conversations. */
export function bridgeConversations(dataDir: string, split: Split): BridgeConversation[] {
  return bridgeSide(dataDir, fromTuneSide(split)).filter((c) => inSplit(split, bridgeTranscriptId(c)));
}

/** The NCTE transcripts of a side, in number order: the tuning side is 3-20, the held-out side 21-33. */
export function ncteSide(dataDir: string, tune: boolean): Array<{ id: string; path: string }> {
  const dir = join(dataDir, 'ncte-educonvokit', 'ncte');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.csv') && tune === (parseInt(f) >= 3 && parseInt(f) <= 20))
    .sort((a, b) => parseInt(a) - parseInt(b))
    .map((f) => ({ id: `ncte-${parseInt(f)}`, path: join(dir, f) }));
}

export interface BuildOptions {
  dataDir: string;
  split: Split;
  seed?: number;
  /** Share of conversations that get one injected disclosure turn. */
  injectRate?: number;
}

export function buildBenchmark(opts: BuildOptions): Benchmark {
  const rand = prng(opts.seed ?? 13);
  const pool = namePool();
  const tune = fromTuneSide(opts.split);
  const corpus: Transcript[] = [];
  const gold: GoldSpan[] = [];
  const templates = disclosures();

  const person = () => pick(rand, pool.first);
  const surname = () => pick(rand, pool.last);

  const inject = (t: Transcript) => {
    if (rand() >= (opts.injectRate ?? 0.35)) return;
    const d = pick(rand, templates);
    const value = pick(rand, d.values);
    const at = d.template.indexOf('{}');
    const text = d.template.replace('{}', value);
    const pos = Math.floor(rand() * (t.messages.length + 1));
    const id = `inj-${t.messages.length + 1}`;
    t.messages.splice(pos, 0, { id, role: d.role, text });
    gold.push({ transcriptId: t.id, messageId: id, start: at, end: at + value.length, type: d.type, text: value, source: 'injected' });
  };

  // Bridge: [STUDENT] -> a first name, the same within a conversation.
  // The whole side is filled (one draw of names), then cut to the split at the end.
  for (const c of bridgeSide(opts.dataDir, tune)) {
    const student = person();
    const t: Transcript = { id: bridgeTranscriptId(c), messages: [] };
    [...c.c_h, ...c.c_r].forEach((m, i) => {
      if (!m.text?.trim()) return;
      const id = `m${i + 1}`;
      const f = fill(m.text, /\[STUDENT\]/g, () => ({ value: student.name, prefix: '', origin: student.origin, sex: student.sex }));
      t.messages.push({ id, role: m.user === 'student' ? 'student' : 'tutor', text: f.text });
      for (const s of f.spans) gold.push({ transcriptId: t.id, messageId: id, ...s, type: 'PERSON', source: 'bridge' });
    });
    if (t.messages.length === 0) continue;
    inject(t);
    corpus.push(t);
  }

  // NCTE: Student X / Mr. X / Teacher X -> names, the same for the same placeholder in a transcript.
  for (const file of ncteSide(opts.dataDir, tune)) {
    const rows = parse(readFileSync(file.path), { columns: true, bom: true }) as Array<{ text: string; speaker: string }>;
    const names = new Map<string, { value: string; origin: string; sex: string }>();
    const t: Transcript = { id: file.id, messages: [] };
    rows.forEach((r, i) => {
      if (!r.text?.trim()) return;
      const id = `u${i + 1}`;
      const f = fill(r.text, /\b(Student|Mr\.|Mrs\.|Ms\.|Miss|Teacher|Mr|Mrs|Ms) ([A-Z]{1,2})(?![\p{L}\p{M}\d_]|['’][a-rt-z])/gu, (m) => {
        const title = m[1]!;
        const key = `${title.replace('.', '')}:${m[2]}`;
        let v = names.get(key);
        if (!v) {
          if (title === 'Student') {
            const p = person();
            v = { value: p.name, origin: p.origin, sex: p.sex };
          } else {
            const s = surname();
            v = { value: s.name, origin: s.origin, sex: 'any' };
          }
          names.set(key, v);
        }
        return { ...v, prefix: title === 'Student' ? '' : `${title} ` };
      });
      const role: Message['role'] = r.speaker === 'teacher' ? 'teacher' : r.speaker === 'student' ? 'student' : 'students';
      t.messages.push({ id, role, text: f.text });
      for (const s of f.spans) gold.push({ transcriptId: t.id, messageId: id, ...s, type: 'PERSON', source: 'ncte' });
    });
    for (let k = 0; k < 6; k++) inject(t);
    corpus.push(t);
  }

  // Presidio synthetic sentences: one message each; the first half tunes, the second is held out.
  const synth = JSON.parse(readFileSync(join(opts.dataDir, 'presidio-synth', 'synth_dataset_v2.json'), 'utf8')) as Array<{
    full_text: string;
    spans: Array<{ entity_type: string; start_position: number; end_position: number; entity_value: string }>;
  }>;
  const half = Math.floor(synth.length / 2);
  const broad = broadPlaces(opts.dataDir);
  // Our LOCATION is smaller than a state and our DATE a specific date: countries, states, bare years,
  // weekdays and times in the Presidio gold are out of our scope, not misses.
  const scoped = (type: PiiType | 'OUT_OF_SCOPE', value: string): PiiType | 'OUT_OF_SCOPE' => {
    if (type === 'LOCATION' && broad.has(value.trim().toLowerCase())) return 'OUT_OF_SCOPE';
    if (type === 'DATE' && !/\d{1,2}\D+\d{1,2}|\b\d{1,2}(?:st|nd|rd|th)?\b.*[A-Za-z]{3}|[A-Za-z]{3}.*\b\d{1,2}(?:st|nd|rd|th)?\b/.test(value)) return 'OUT_OF_SCOPE';
    return type;
  };
  synth.slice(tune ? 0 : half, tune ? half : synth.length).forEach((r, i) => {
    const id = `presidio-${tune ? i : half + i}`;
    corpus.push({ id, messages: [{ id: 'm1', role: 'student', text: r.full_text }] });
    for (const s of r.spans)
      gold.push({
        transcriptId: id,
        messageId: 'm1',
        start: s.start_position,
        end: s.end_position,
        type: scoped(PRESIDIO_TYPES[s.entity_type] ?? 'OUT_OF_SCOPE', s.entity_value),
        text: s.entity_value,
        source: 'presidio',
      });
  });

  const kept = corpus.filter((t) => inSplit(opts.split, t.id));
  const keptGold = gold.filter((g) => inSplit(opts.split, g.transcriptId));
  // A residual mention that a filled-in name already covers is gold once
  const residual = residualSpans(kept, opts.split, residualNames()).filter(
    (r) => !keptGold.some((g) => g.transcriptId === r.transcriptId && g.messageId === r.messageId && g.start < r.end && r.start < g.end),
  );
  return { split: opts.split, corpus: kept, gold: keptGold, residual };
}
