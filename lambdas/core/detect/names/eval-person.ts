// PERSON recall and precision on the dev data's name placeholders filled with names (Bridge `[STUDENT]`,
// NCTE `Student X`, `Mr. R`...; the fill is the evaluation benchmark's, lambdas/core/eval/benchmark.ts).
// Only Bridge and NCTE transcripts count here (Presidio sentences are scored by `deid eval`); injected
// disclosure turns in them stay in, so a name in one is gold too. Figures: the detector's candidates,
// and what survives verification (PII or UNCERTAIN), exact and overlap, by segment, plus PERSON false
// positives per 1,000 MATH messages. Prints counts and figures only, never text.
// Run: npx tsx lambdas/core/detect/names/eval-person.ts [dev-tune|dev-check|dev-heldout] [dataDir]
//   dev-tune and dev-check were tuned on; dev-heldout is the one reported as held out (see eval/split.ts).
// A developer script: it borrows the local lexical embedder so the segment labels are the product's.
import { createLocalEmbedder } from '../../../adapters/embeddings/local.js';
import { parseConfig } from '../../config.js';
import { buildBenchmark, Split } from '../../eval/benchmark.js';
import { messageKey, score, type Prediction, type ScoreReport } from '../../eval/score.js';
import { runPipeline } from '../../pipeline.js';

const pct = (x: number) => (100 * x).toFixed(1);

function line(name: string, r: ScoreReport): string {
  const e = r.byType.PERSON?.exact;
  const o = r.byType.PERSON?.overlap;
  if (!e || !o) return `${name}: no PERSON spans`;
  return [
    `${name.padEnd(22)} exact P ${pct(e.precision)} R ${pct(e.recall)} F1 ${pct(e.f1)} (tp ${e.tp} fp ${e.fp} fn ${e.fn})`,
    `overlap P ${pct(o.precision)} R ${pct(o.recall)} F1 ${pct(o.f1)}`,
    `MATH exact P ${pct(r.bySegment.MATH.precision)} R ${pct(r.bySegment.MATH.recall)} / NON_MATH P ${pct(r.bySegment.NON_MATH.precision)} R ${pct(r.bySegment.NON_MATH.recall)}`,
    `FP/1k MATH msgs ${r.falsePositivesPer1000MathMessages.toFixed(1)}`,
  ].join(' | ');
}

async function main() {
  const split = Split.parse(process.argv[2] ?? 'dev-heldout');
  const dataDir = process.argv[3] ?? new URL('../../../../../shared/data/dev', import.meta.url).pathname;
  const bench = buildBenchmark({ dataDir, split });
  const corpus = bench.corpus.filter((t) => /^(bridge|ncte)-/.test(t.id));
  const ids = new Set(corpus.map((t) => t.id));
  const gold = bench.gold.filter((g) => ids.has(g.transcriptId) && g.type === 'PERSON');

  const started = performance.now();
  const out = await runPipeline(corpus, parseConfig({}), { embedder: createLocalEmbedder(), key: Buffer.alloc(32) }, 'verify');
  const ms = performance.now() - started;

  const labels = new Map<string, 'MATH' | 'NON_MATH'>();
  const detected: Prediction[] = [];
  const verified: Prediction[] = [];
  const reasons: Record<string, number> = {};
  for (const t of out)
    for (const m of t.messages) {
      labels.set(messageKey(t.id, m.id), m.segment?.label ?? 'NON_MATH');
      for (const c of m.candidates ?? []) if (c.type === 'PERSON') detected.push({ transcriptId: t.id, messageId: m.id, start: c.start, end: c.end, type: 'PERSON' });
      for (const d of m.decisions ?? []) {
        if (d.span.type !== 'PERSON') continue;
        reasons[`${d.verdict}:${d.reason}`] = (reasons[`${d.verdict}:${d.reason}`] ?? 0) + 1;
        if (d.verdict !== 'NOT_PII') verified.push({ transcriptId: t.id, messageId: m.id, start: d.span.start, end: d.span.end, type: 'PERSON' });
      }
    }

  const messages = out.reduce((n, t) => n + t.messages.length, 0);
  console.log(`split ${split}: ${out.length} Bridge/NCTE transcripts, ${messages} messages, ${gold.length} gold PERSON spans, pipeline to verify in ${(ms / 1000).toFixed(1)} s`);
  console.log(line('detected (candidates)', score(gold, detected, { labels, bootstrap: 0 })));
  const final = score(gold, verified, { labels, bootstrap: 0 });
  console.log(line('after verify', final));
  console.log('recall by sex (overlap):', Object.entries(final.personRecallBy.sex).map(([k, v]) => `${k} ${pct(v.recall)} (n=${v.n})`).join(', '));
  console.log('recall by origin (overlap):', Object.entries(final.personRecallBy.origin).sort((a, b) => b[1].n - a[1].n).map(([k, v]) => `${k} ${pct(v.recall)} (n=${v.n})`).join(', '));
  console.log('PERSON decisions by verdict:reason:', Object.entries(reasons).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', '));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : 'failed');
  process.exit(1);
});
