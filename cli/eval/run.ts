// Runs the product (all stages in memory) and the peers on a benchmark, scores them the same way,
// and measures what surrogation leaves behind (leak rate) and keeps (math preservation).
import { createHash } from 'node:crypto';
import { createLocalEmbedder } from '../../lambdas/adapters/embeddings/local.js';
import type { RunConfig } from '../../lambdas/core/config.js';
import type { Benchmark, GoldSpan } from '../../lambdas/core/eval/benchmark.js';
import { leakRate, mathPreservation, messageKey, score, type Prediction, type ScoreReport } from '../../lambdas/core/eval/score.js';
import { countFalseAlarms, type FalseAlarms } from '../../lambdas/core/eval/probe.js';
import type { UnlistedSlice } from '../../lambdas/core/eval/unlisted.js';
import { runPipeline } from '../../lambdas/core/pipeline.js';
import type { Transcript } from '../../lambdas/core/schema.js';
import { openRedactionPredictions, redactPiiPredictions, type PeerMessage } from './peers.js';

export interface SystemResult {
  name: string;
  report: ScoreReport;
  messagesPerSecond: number;
  leak?: ReturnType<typeof leakRate>;
  /** Leaks among gold spans the detector found (a prediction overlaps them): what surrogation itself lets through. */
  leakDetected?: ReturnType<typeof leakRate>;
  math?: ReturnType<typeof mathPreservation>;
}

export interface EvalResult {
  split: string;
  transcripts: number;
  messages: number;
  goldSpans: number;
  systems: SystemResult[];
  /** Mentions of real names upstream redaction missed (config/eval/residual-names.json), and how many the product flagged. */
  residual?: { mentions: number; caught: number };
  /** What the product keeps in PII-free tutoring talk (probe.ts), when a probe was given. */
  falseAlarms?: FalseAlarms;
  /** PERSON recall when the gold names are ones no list holds (unlisted.ts), when that slice was given. */
  unlisted?: { names: number; recall: number; recallOverlap: number };
  /**
   * The product's scores per corpus (bridge, ncte: real tutoring talk with injected turns; presidio:
   * synthetic sentences), so a figure moved by one corpus's templates shows as such.
   */
  byCorpus?: Record<string, { transcripts: number; report: ScoreReport }>;
}

/** The corpus a benchmark transcript comes from, by its id ("bridge-…", "ncte-…", "presidio-…"). */
const corpusOf = (transcriptId: string) => transcriptId.slice(0, Math.max(0, transcriptId.indexOf('-'))) || transcriptId;

export async function evaluate(bench: Benchmark, config: RunConfig, opts: { peers: boolean; seed?: number; probe?: readonly Transcript[]; unlisted?: UnlistedSlice }): Promise<EvalResult> {
  // A fixed evaluation key: reruns are comparable; it protects nothing, the data is synthetic.
  const key = createHash('sha256').update(`deid-eval-${opts.seed ?? 1}`).digest();
  const started = performance.now();
  const work = await runPipeline(bench.corpus, config, { embedder: createLocalEmbedder(), key });
  const seconds = (performance.now() - started) / 1000;

  const labels = new Map<string, 'MATH' | 'NON_MATH'>();
  /** The same labels, per corpus (bridge, ncte, presidio), for the by-corpus scores. */
  const corpusLabels = new Map<string, Map<string, 'MATH' | 'NON_MATH'>>();
  const original = new Map<string, string>();
  const released = new Map<string, string>();
  const product: Prediction[] = [];
  const messages: PeerMessage[] = [];
  for (const t of work)
    for (const m of t.messages) {
      const k = messageKey(t.id, m.id);
      const label = m.segment?.label ?? 'NON_MATH';
      labels.set(k, label);
      const c = corpusOf(t.id);
      if (!corpusLabels.has(c)) corpusLabels.set(c, new Map());
      corpusLabels.get(c)!.set(k, label);
      original.set(k, m.text);
      released.set(k, m.output?.text ?? m.text);
      messages.push({ transcriptId: t.id, messageId: m.id, text: m.text });
      for (const d of m.decisions ?? [])
        if (d.verdict !== 'NOT_PII') product.push({ transcriptId: t.id, messageId: m.id, start: d.span.start, end: d.span.end, type: d.span.type });
    }

  /** A gold span some prediction of the product overlaps. */
  const flagged = (g: GoldSpan) => product.some((p) => p.transcriptId === g.transcriptId && p.messageId === g.messageId && p.start < g.end && g.start < p.end);
  let residual: EvalResult['residual'];
  const systems: SystemResult[] = [
    {
      name: 'mathdeid (local)',
      report: score(bench.gold, product, { labels, seed: opts.seed }),
      messagesPerSecond: messages.length / seconds,
      leak: leakRate(bench.gold, released),
      leakDetected: leakRate(
        bench.gold.filter(flagged),
        released,
      ),
      math: mathPreservation(original, released, labels, bench.gold),
    },
  ];
  if (bench.residual.length) {
    // The same predictions against the gold plus the real names upstream redaction missed
    const adjudicated = [...bench.gold, ...bench.residual];
    systems.push({ name: 'mathdeid, adjudicated', report: score(adjudicated, product, { labels, seed: opts.seed }), messagesPerSecond: systems[0]!.messagesPerSecond });
    residual = { mentions: bench.residual.length, caught: bench.residual.filter(flagged).length };
  }
  if (opts.peers) {
    let t0 = performance.now();
    const rp = redactPiiPredictions(messages);
    systems.push({ name: 'redact-pii', report: score(bench.gold, rp, { labels, seed: opts.seed }), messagesPerSecond: messages.length / ((performance.now() - t0) / 1000) });
    t0 = performance.now();
    const or = await openRedactionPredictions(messages);
    systems.push({
      name: 'openredaction (ccpa)',
      report: score(bench.gold, or, { labels, seed: opts.seed }),
      messagesPerSecond: messages.length / ((performance.now() - t0) / 1000),
    });
  }
  const byCorpus: NonNullable<EvalResult['byCorpus']> = {};
  for (const [c, own] of [...corpusLabels].sort(([a], [b]) => a.localeCompare(b))) {
    const mine = (x: { transcriptId?: string }) => corpusOf(x.transcriptId!) === c;
    byCorpus[c] = { transcripts: bench.corpus.filter((t) => corpusOf(t.id) === c).length, report: score(bench.gold.filter(mine), product.filter(mine), { labels: own, bootstrap: 0 }) };
  }
  const falseAlarms = opts.probe?.length ? countFalseAlarms(await runPipeline(opts.probe, config, { embedder: createLocalEmbedder(), key })) : undefined;
  let unlisted: EvalResult['unlisted'];
  if (opts.unlisted) {
    const people = (await runPipeline(opts.unlisted.corpus, config, { embedder: createLocalEmbedder(), key })).flatMap((t) =>
      t.messages.flatMap((m) =>
        (m.decisions ?? []).filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => ({ transcriptId: t.id, messageId: m.id, start: d.span.start, end: d.span.end, type: d.span.type })),
      ),
    );
    const r = score(opts.unlisted.gold, people, { seed: opts.seed });
    unlisted = { names: opts.unlisted.gold.length, recall: r.exact.recall, recallOverlap: r.overlap.recall };
  }
  return { split: bench.split, transcripts: bench.corpus.length, messages: messages.length, goldSpans: bench.gold.length, systems, residual, falseAlarms, unlisted, byCorpus };
}

const pct = (x: number) => (100 * x).toFixed(1).padStart(5);

/** The compact table printed by `deid eval`. */
export function summaryTable(r: EvalResult): string {
  const lines = [
    `split ${r.split}: ${r.transcripts} transcripts, ${r.messages} messages, ${r.goldSpans} gold spans`,
    'system                  P(exact)  R(exact)  F1(exact)  [95% CI]        P/R/F1(overlap)      F5     FP/1k MATH (exact/overlap)  msg/s',
  ];
  for (const s of r.systems) {
    const e = s.report.exact;
    lines.push(
      `${s.name.padEnd(22)}  ${pct(e.precision)}     ${pct(e.recall)}     ${pct(e.f1)}      [${pct(e.ci.f1[0])},${pct(e.ci.f1[1])}]  ${pct(s.report.overlap.precision)}/${pct(s.report.overlap.recall)}/${pct(s.report.overlap.f1)}  ${pct(e.f5)}  ${s.report.falsePositivesPer1000MathMessages.toFixed(1).padStart(8)} / ${s.report.falsePositivesPer1000MathMessagesOverlap.toFixed(1).padEnd(12)}  ${Math.round(s.messagesPerSecond)}`,
    );
  }
  const types = Object.keys(r.systems[0]?.report.byType ?? {});
  lines.push('', `per type, F1 exact / overlap: ${r.systems.map((s) => s.name).join(' | ')}`);
  for (const t of types) {
    lines.push(`  ${t.padEnd(18)} ${r.systems.map((s) => { const b = s.report.byType[t]; return b ? `${pct(b.exact.f1)}/${pct(b.overlap.f1)} (n=${b.exact.tp + b.exact.fn})` : '    -/    -'; }).join(' | ')}`);
  }
  lines.push('', `per type and segment, exact P/R/F1 (n gold) for ${r.systems[0]?.name ?? ''}; F1 for the others`);
  for (const t of types) {
    const cell = (m: { precision: number; recall: number; f1: number; tp: number; fn: number }) => `${pct(m.precision)}/${pct(m.recall)}/${pct(m.f1)} (${m.tp + m.fn})`;
    // A cell with no gold span and no prediction has nothing to measure
    const seg = (label: 'MATH' | 'NON_MATH') =>
      r.systems
        .map((s, i) => {
          const m = s.report.byTypeSegment[t]?.[label];
          if (!m || m.tp + m.fn + m.fp === 0) return i === 0 ? '      -      ' : '    -';
          return i === 0 ? cell(m) : pct(m.f1);
        })
        .join(' | ');
    lines.push(`  ${t.padEnd(18)} MATH ${seg('MATH')}   NON_MATH ${seg('NON_MATH')}`);
  }
  const p = r.systems[0];
  if (p?.leak && p.math) {
    const leaked = Object.values(p.leak).reduce((a, v) => a + v.leaked, 0);
    const n = Object.values(p.leak).reduce((a, v) => a + v.n, 0);
    lines.push('', `after surrogation: leak rate ${pct(leaked / Math.max(1, n))}% (${leaked}/${n} gold strings still present); math preservation ${pct(p.math.rate)}% of ${p.math.numbers} numbers in MATH messages`);
    lines.push(`  leaks by type: ${Object.entries(p.leak).filter(([, v]) => v.leaked).map(([k, v]) => `${k} ${v.leaked}/${v.n}`).join(', ') || 'none'}`);
    if (p.leakDetected) {
      const dl = Object.values(p.leakDetected).reduce((a, v) => a + v.leaked, 0);
      const dn = Object.values(p.leakDetected).reduce((a, v) => a + v.n, 0);
      lines.push(`  leaks among detected gold spans (surrogation's own): ${dl}/${dn}${dl ? ` (${Object.entries(p.leakDetected).filter(([, v]) => v.leaked).map(([k, v]) => `${k} ${v.leaked}`).join(', ')})` : ''}`);
    }
    if (r.residual) lines.push(`  real names upstream redaction missed (adjudicated): ${r.residual.caught}/${r.residual.mentions} mentions flagged; the 'adjudicated' row scores them as gold`);
    lines.push(`  segments: MATH F1 ${pct(p.report.bySegment.MATH.f1)}, NON_MATH F1 ${pct(p.report.bySegment.NON_MATH.f1)}; MATH messages ${p.report.mathMessages}`);
  }
  if (r.byCorpus) {
    lines.push('', `by corpus, ${r.systems[0]?.name ?? ''}, exact: P/R/F1 (n gold), PERSON recall, FP per 1k MATH (MATH messages)`);
    for (const [c, { transcripts, report }] of Object.entries(r.byCorpus)) {
      const e = report.exact;
      const person = report.byType.PERSON?.exact;
      lines.push(
        `  ${c.padEnd(10)} ${String(transcripts).padStart(4)} transcripts  ${pct(e.precision)}/${pct(e.recall)}/${pct(e.f1)} (${e.tp + e.fn})  PERSON R ${person ? pct(person.recall) : '    -'}  FP/1k MATH ${report.falsePositivesPer1000MathMessages.toFixed(1)} (${report.mathMessages})`,
      );
    }
  }
  if (r.unlisted)
    lines.push(
      '',
      `names no list holds (${r.unlisted.names} Bridge and NCTE gold names swapped for first names outside the gazetteer): PERSON recall exact ${pct(r.unlisted.recall)}, overlap ${pct(r.unlisted.recallOverlap)}`,
    );
  const fa = r.falseAlarms;
  if (fa) {
    const types = Object.entries(fa.byType).map(([k, n]) => `${k} ${n}`).join(', ') || 'none';
    lines.push(
      '',
      `PII-free tutoring talk (Bridge expert rewrites, ${r.split}): ${fa.spans} spans kept in ${fa.messages} messages; ${fa.mathSpans} in ${fa.mathMessages} MATH messages (${fa.perThousandMath.toFixed(1)} per 1k); by type: ${types}`,
    );
  }
  return lines.join('\n');
}
