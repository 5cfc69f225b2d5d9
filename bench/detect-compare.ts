// Detection speed of this checkout against another one (a worktree of an earlier commit), both loaded
// into one process and timed alternately on the same messages: each recognizer and the whole detect
// stage, best of seven. Separate processes on a shared VM differ by a third from run to run; side by
// side in one process a change of a few per cent shows.
//   git worktree add ../base <commit> && ln -s "$PWD/node_modules" ../base/node_modules
//   npx tsx bench/detect-compare.ts ../base [messages=50000]
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseConfig } from '../lambdas/core/config.js';
import { detectTranscript } from '../lambdas/core/detect/index.js';
import { RECOGNIZERS } from '../lambdas/core/detect/recognizers/index.js';
import type { DetectContext } from '../lambdas/core/detect/types.js';
import { detectBenchTranscripts } from './lib/detect-corpus.js';

const [other, count] = process.argv.slice(2);
const baseDir = other ? resolve(other) : undefined;
if (!baseDir || !existsSync(resolve(baseDir, 'lambdas/core/detect/index.ts'))) {
  console.error('usage: npx tsx bench/detect-compare.ts <other checkout> [messages]: the other checkout must hold lambdas/core/detect');
  process.exit(2);
}
const load = (path: string) => import(pathToFileURL(resolve(baseDir, path)).href);
const baseRecognizers = (await load('lambdas/core/detect/recognizers/index.ts')).RECOGNIZERS as typeof RECOGNIZERS;
const baseDetect = (await load('lambdas/core/detect/index.ts')).detectTranscript as typeof detectTranscript;

const cfg = parseConfig({});
const transcripts = await detectBenchTranscripts(Number(count ?? 50_000), cfg);
const contexts: DetectContext[] = transcripts.flatMap((t) => t.messages.map((message, index) => ({ transcript: t, index, message, text: message.text, label: message.segment?.label ?? 'NON_MATH' })));

// Both trees warmed up first, so neither pays the JIT inside the timed passes
for (let pass = 0; pass < 2; pass++) for (const t of transcripts) (detectTranscript(t, cfg.detect), baseDetect(t, cfg.detect));

const ms = (run: () => void) => {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
};
/** Best of seven alternated passes of each: [base ms, this ms]. */
function sideBySide(base: () => void, mine: () => void): [number, number] {
  let b = Infinity;
  let m = Infinity;
  for (let k = 0; k < 7; k++) {
    b = Math.min(b, ms(base));
    m = Math.min(m, ms(mine));
  }
  return [b, m];
}
const perMessage = (t: number) => ((t / contexts.length) * 1000).toFixed(2).padStart(6);

console.log(`${contexts.length} messages; base ${baseDir}; µs a message, best of 7 alternated passes`);
let sumBase = 0;
let sumMine = 0;
for (const r of RECOGNIZERS) {
  const b = baseRecognizers.find((x) => x.id === r.id);
  if (!b) {
    console.log(`${r.id.padEnd(24)} (new in this checkout)`);
    continue;
  }
  const [tb, tm] = sideBySide(() => contexts.forEach((c) => b.detect(c)), () => contexts.forEach((c) => r.detect(c)));
  sumBase += tb;
  sumMine += tm;
  console.log(`${r.id.padEnd(24)} base ${perMessage(tb)}  this ${perMessage(tm)}  ${(((tm - tb) / tb) * 100).toFixed(0).padStart(4)}%`);
}
const [wb, wm] = sideBySide(() => transcripts.forEach((t) => baseDetect(t, cfg.detect)), () => transcripts.forEach((t) => detectTranscript(t, cfg.detect)));
console.log(`recognizers              base ${perMessage(sumBase)}  this ${perMessage(sumMine)}  ${(((sumMine - sumBase) / sumBase) * 100).toFixed(0).padStart(4)}%`);
console.log(`whole detect stage       base ${Math.round((contexts.length / wb) * 1000)} msg/s  this ${Math.round((contexts.length / wm) * 1000)} msg/s`);
