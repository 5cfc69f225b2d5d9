// A corpus generator for scale tests: real message text from ../shared/data/dev (Bridge chats and NCTE
// classroom transcripts), resampled and recombined into transcripts of any count, with names and a few
// other disclosures injected. Deterministic under a seed; written as a stream, never held whole.
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { parse } from 'csv-parse/sync';
import { mulberry32 } from '../../lambdas/core/prng.js';

export const DEV_DATA = join(import.meta.dirname, '../../../shared/data/dev');

interface Pool {
  tutor: string[];
  student: string[];
}

/** Real tutoring messages, by role, with upstream placeholders filled later per transcript. */
export function loadMessagePool(dataDir = DEV_DATA): Pool {
  const pool: Pool = { tutor: [], student: [] };
  for (const split of ['train.json', 'validation.json']) {
    const convs = JSON.parse(readFileSync(join(dataDir, 'bridge', split), 'utf8')) as Array<{
      c_h: Array<{ text: string; user: string }>;
      c_r: Array<{ text: string; user: string }>;
    }>;
    for (const c of convs)
      for (const m of [...c.c_h, ...c.c_r]) if (m.text?.trim()) (m.user === 'student' ? pool.student : pool.tutor).push(m.text);
  }
  const ncte = join(dataDir, 'ncte-educonvokit', 'ncte');
  for (const f of readdirSync(ncte).filter((x) => x.endsWith('.csv')).sort()) {
    const rows = parse(readFileSync(join(ncte, f)), { columns: true, bom: true }) as Array<{ text: string; speaker: string }>;
    for (const r of rows) if (r.text?.trim() && r.text.length < 2000) (r.speaker === 'teacher' ? pool.tutor : pool.student).push(r.text);
  }
  return pool;
}

export const prng = mulberry32;

const FIRST = ['Maria', 'Dmitri', 'Aisha', 'Wei', 'Santiago', 'Priya', 'Kwame', 'Sofia', 'Liam', 'Yuki', 'Fatima', 'Mateo', 'Noah', 'Amara', 'Chen', 'Olga'];
const LAST = ['Lopez', 'Ivanov', 'Rahman', 'Zhang', 'Garcia', 'Patel', 'Mensah', 'Rossi', 'Murphy', 'Tanaka', 'Haddad', 'Silva'];
const DISCLOSURES = [
  (n: string) => `hi, my name is ${n}`,
  (n: string) => `thanks ${n.split(' ')[0]}!`,
  (n: string) => `my email is ${n.toLowerCase().replace(' ', '.')}@example.net`,
  (n: string) => `I'm ${n.split(' ')[0]} and I go to Lincoln Middle School`,
  (n: string) => `you can text me at 415-555-01${String(n.length).padStart(2, '0')}`,
];

export interface ScaleOptions {
  messages: number;
  seed: number;
  out: string;
  messagesPerTranscript?: number;
}

/** Writes `messages` messages as JSONL transcripts; returns bytes written. */
export async function writeScaleCorpus(pool: Pool, opts: ScaleOptions): Promise<{ transcripts: number; bytes: number }> {
  const rand = prng(opts.seed);
  const per = opts.messagesPerTranscript ?? 20;
  const out = createWriteStream(opts.out);
  let written = 0;
  let transcripts = 0;
  let bytes = 0;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  while (written < opts.messages) {
    const n = Math.min(per, opts.messages - written);
    const student = `${pick(FIRST)} ${pick(LAST)}`;
    const messages = [];
    for (let i = 0; i < n; i++) {
      const role = i % 2 === 0 ? 'tutor' : 'student';
      let text = pick(role === 'tutor' ? pool.tutor : pool.student).replace(/\[STUDENT\]|Student [A-Z]\b/g, student.split(' ')[0]!);
      if (rand() < 0.05) text = pick(DISCLOSURES)(student);
      messages.push({ id: `m${i + 1}`, role, text });
    }
    const line = `${JSON.stringify({ id: `scale-${opts.seed}-${transcripts}`, messages })}\n`;
    bytes += Buffer.byteLength(line);
    if (!out.write(line)) await once(out, 'drain');
    written += n;
    transcripts += 1;
  }
  out.end();
  await once(out, 'finish');
  return { transcripts, bytes };
}
