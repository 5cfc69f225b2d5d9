// Each stage as a pure step over one transcript: it adds its field to every message and records
// itself in `stages`. The handlers run these over a batch; the in-memory pipeline chains them.
import type { RunConfig } from './config.js';
import type { Embedder } from './ports.js';
import { STAGES, type Stage, type WorkTranscript } from './schema.js';
import { segmentTranscript } from './segment/index.js';
import { detectTranscript } from './detect/index.js';
import { verifyTranscript } from './verify/index.js';
import { surrogateTranscript } from './surrogate/index.js';

function requireStage(t: WorkTranscript, stage: Stage): void {
  const before = STAGES[STAGES.indexOf(stage) - 1];
  for (const m of t.messages) {
    if (before && !m.stages.includes(before)) {
      throw new Error(`transcript ${t.id} message ${m.id}: stage ${stage} needs ${before} first`);
    }
  }
}

function mark(stages: Stage[], stage: Stage): Stage[] {
  return stages.includes(stage) ? stages : [...stages, stage];
}

export async function applySegment(t: WorkTranscript, cfg: RunConfig, embedder: Embedder): Promise<WorkTranscript> {
  requireStage(t, 'segment');
  const info = await segmentTranscript(t.messages, cfg.segment, embedder);
  return {
    ...t,
    messages: t.messages.map((m, i) => ({ ...m, segment: info[i], stages: mark(m.stages, 'segment') })),
  };
}

export function applyDetect(t: WorkTranscript, cfg: RunConfig): WorkTranscript {
  requireStage(t, 'detect');
  const spans = detectTranscript(t, cfg.detect);
  return {
    ...t,
    messages: t.messages.map((m, i) => ({ ...m, candidates: spans[i] ?? [], stages: mark(m.stages, 'detect') })),
  };
}

export function applyVerify(t: WorkTranscript, cfg: RunConfig): WorkTranscript {
  requireStage(t, 'verify');
  const decisions = verifyTranscript(t, cfg.verify);
  return {
    ...t,
    messages: t.messages.map((m, i) => ({ ...m, decisions: decisions[i] ?? [], stages: mark(m.stages, 'verify') })),
  };
}

export function applySurrogate(t: WorkTranscript, cfg: RunConfig, key: Buffer): WorkTranscript {
  requireStage(t, 'surrogate');
  const out = surrogateTranscript(t, cfg.surrogate, key);
  return {
    ...t,
    messages: t.messages.map((m, i) => {
      const o = out[i];
      if (!o) throw new Error(`transcript ${t.id} message ${m.id}: surrogate stage returned no output`);
      return { ...m, output: o, stages: mark(m.stages, 'surrogate') };
    }),
  };
}

/** True when every message passed every stage and has released text: the release's fail-closed test. */
export function isComplete(t: WorkTranscript): boolean {
  return t.messages.every((m) => STAGES.every((s) => m.stages.includes(s)) && m.output !== undefined);
}
