// The surrogate stage: verified PII (verdict PII or UNCERTAIN) replaced by realistic surrogates drawn
// from the keyed HMAC of the normalised original, so mentions stay linked across messages,
// transcripts and releases without any mapping table. Names are drawn per token, so "Maria Lopez",
// "Maria" and "maria" map to one surrogate family. Guards: never the original or within edit
// distance 1 of it, never another original of the transcript, never shared by two originals.
import { lexicon } from '../detect/lexicon.js';
import type { Decision, PiiType, Replacement, WorkTranscript } from '../schema.js';
import type { SurrogateConfig } from './config.js';
import { generate, type GenerateContext } from './generators.js';
import { auditHash, editDistance, keyedRand, matchCase, normalize } from './keyed.js';
import { caseLike, type LocationTools } from './location.js';
import { restoreMath } from './restore.js';

export type { SurrogateConfig } from './config.js';

const MAX_ATTEMPTS = 25;
const TITLE_BEFORE = /\b(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Coach)\.?\s+$/;

interface TranscriptState {
  /** label -> chosen surrogate (after guards), for consistency within the transcript */
  chosen: Map<string, string>;
  /** lower-cased surrogate -> label that owns it */
  owners: Map<string, string>;
  /** lower-cased originals (whole values and name tokens) in the transcript */
  originals: Set<string>;
}

/** Numbers shifted on purpose (an age of 12 becoming 13) are one edit away by nature: only equality is barred. */
const NUMERIC_LABEL = /^(?:AGE|GRADE_LEVEL)\u0000/;

function draw(key: Buffer, state: TranscriptState, label: string, original: string, make: (rand: ReturnType<typeof keyedRand>, attempt: number) => string): string {
  const hit = state.chosen.get(label);
  if (hit !== undefined) return hit;
  let value = '';
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    value = make(keyedRand(key, label, attempt), attempt);
    const lower = value.toLowerCase();
    const owner = state.owners.get(lower);
    const distance = editDistance(lower, original.toLowerCase());
    if (distance === 0 || (distance === 1 && !NUMERIC_LABEL.test(label))) continue;
    // (a shifted age may equal another age said in the transcript: "10 ... 11" becomes "9 ... 10")
    if (state.originals.has(lower) && !NUMERIC_LABEL.test(label)) continue;
    if (owner !== undefined && owner !== label) continue;
    break;
  }
  state.chosen.set(label, value);
  state.owners.set(value.toLowerCase(), label);
  return value;
}

function personSurrogate(key: Buffer, state: TranscriptState, cfg: SurrogateConfig, value: string, titled: string | undefined): string {
  const lex = lexicon();
  const ctx: GenerateContext = { cfg };
  const tokens = value.split(/\s+/);
  const one = (token: string, shape: 'first' | 'last') =>
    matchCase(token, draw(key, state, `PERSON:${shape}\u0000${normalize(token)}`, token, (r) => generate('PERSON', token, r, { ...ctx, personShape: shape })));
  if (tokens.length === 1) {
    const lower = value.toLowerCase();
    const shape = titled || (!lex.first.has(lower) && lex.last.has(lower)) ? 'last' : 'first';
    return one(value, shape);
  }
  return tokens.map((tok, i) => one(tok, i === 0 ? 'first' : 'last')).join(' ');
}

function placeholderSurrogate(key: Buffer, state: TranscriptState, cfg: SurrogateConfig, t: WorkTranscript, d: Decision, value: string): string {
  const p = d.span.placeholder!;
  const label = `placeholder\u0000${t.id}\u0000${p.key}`;
  if (d.span.type !== 'PERSON') return draw(key, state, label, value, (r, attempt) => generate(d.span.type, value, r, { cfg, location: locationTools(key, state, attempt) }));
  const title = /^(Mr|Mrs|Ms|Miss|Mx|Dr)\.?/i.exec(value)?.[0];
  return draw(key, state, label, value, (r) =>
    generate('PERSON', value, r, { cfg, personShape: title ? 'title' : 'first', title: title ? title.replace(/\.?$/, '.') : undefined }),
  );
}

/** LOCATION components draw from their own keyed PRNG, so a city alone and inside an address agree. */
function locationTools(key: Buffer, state: TranscriptState, attempt: number): LocationTools {
  return {
    part: (kind, original) => keyedRand(key, `LOCATION:${kind}\u0000${normalize(original)}`, attempt),
    avoid: (candidate) => state.originals.has(candidate.toLowerCase()),
  };
}

function policyFor(cfg: SurrogateConfig, type: PiiType) {
  return cfg.policies[type] ?? cfg.defaultPolicy;
}

/** The transcript's one shift for ages and grade levels: keyed by transcript, never 0. */
function transcriptShift(key: Buffer, transcriptId: string, shift: number): number {
  const rand = keyedRand(key, `number-shift\u0000${transcriptId}`, 0);
  const size = Math.floor(rand() * shift) + 1;
  return rand() < 0.5 ? -size : size;
}

export function surrogateTranscript(t: WorkTranscript, cfg: SurrogateConfig, key: Buffer): Array<{ text: string; replacements: Replacement[] }> {
  const state: TranscriptState = { chosen: new Map(), owners: new Map(), originals: new Set() };
  const delta = transcriptShift(key, t.id, cfg.shift);
  for (const m of t.messages)
    for (const d of m.decisions ?? []) {
      if (d.verdict === 'NOT_PII') continue;
      const v = m.text.slice(d.span.start, d.span.end).toLowerCase();
      state.originals.add(v);
      if (d.span.type === 'PERSON') for (const tok of v.split(/\s+/)) state.originals.add(tok);
    }

  return t.messages.map((m, mi) => {
    const decisions = [...(m.decisions ?? [])].sort((a, b) => a.span.start - b.span.start);
    const replacements: Replacement[] = [];
    let out = '';
    let cursor = 0;
    for (const d of decisions) {
      const { start, end, type } = d.span;
      if (start < cursor) throw new Error(`transcript ${t.id} message ${m.id}: overlapping decisions reached the surrogate stage`);
      const value = m.text.slice(start, end);
      const placeholder = d.span.placeholder;
      let replacement: string;
      let policy = policyFor(cfg, type);
      let restored: boolean | undefined;
      if (d.verdict === 'NOT_PII') {
        if (!placeholder) continue;
        // Math wrongly redacted upstream: a value that fits the expression ("3/8" for "<DATE_TIME> of the
        // pizza"). Typed placeholders carry no identity ("<US_DRIVER_LICENSE> and <US_DRIVER_LICENSE>"
        // are two numbers), so each occurrence draws its own.
        replacement = restoreMath(keyedRand(key, `restore\u0000${t.id}\u0000${m.id}\u0000${start}`), m.text, start, end, t.messages[mi + 1]?.text);
        policy = 'surrogate';
        restored = true;
      } else if (policy === 'keep') {
        replacement = value;
      } else if (policy === 'tag') {
        replacement = `<${type}>`;
      } else if (placeholder) {
        replacement = placeholderSurrogate(key, state, cfg, t, d, value);
      } else if (type === 'PERSON') {
        const titled = TITLE_BEFORE.exec(m.text.slice(Math.max(0, start - 12), start))?.[1];
        replacement = personSurrogate(key, state, cfg, value, titled);
      } else {
        const label = `${type}\u0000${normalize(value)}`;
        replacement = draw(key, state, label, value, (r, attempt) => generate(type, value, r, { cfg, location: locationTools(key, state, attempt), delta }));
        if (type === 'SCHOOL' || type === 'NRP') replacement = matchCase(value, replacement);
        // LOCATION cases each component itself ("HOLLOWMERE" in a mixed-case address); a mention cased
        // unlike the first one ("tx" after "TX") shares its surrogate and follows its own case.
        if (type === 'LOCATION') replacement = caseLike(value, replacement);
      }
      out += m.text.slice(cursor, start);
      const outStart = out.length;
      out += replacement;
      replacements.push({
        start,
        end,
        type,
        policy,
        outStart,
        outEnd: out.length,
        originalHash: auditHash(key, type, normalize(value)),
        source: d.span.source,
        ...(restored ? { restored } : {}),
      });
      cursor = end;
    }
    out += m.text.slice(cursor);
    return { text: out, replacements };
  });
}
