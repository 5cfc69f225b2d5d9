import { describe, expect, it } from 'vitest';
import { DEV_DATA } from '../../../cli/commands/eval.js';
import { buildBenchmark } from '../../../lambdas/core/eval/benchmark.js';
import { nameHash, residualNames, residualSpans, type ResidualName } from '../../../lambdas/core/eval/residual.js';
import type { Transcript } from '../../../lambdas/core/schema.js';

const corpus: Transcript[] = [
  {
    id: 'ncte-x',
    messages: [
      { id: 'u1', role: 'teacher', text: 'Yes, Michael? Tell us about Michael’s answer.' },
      { id: 'u2', role: 'teacher', text: 'Michaela has 3 pens and michael is lower case.' },
    ],
  },
];
const entry = (over: Partial<ResidualName> = {}): ResidualName => ({ split: 'dev-tune', transcriptId: 'ncte-x', nameSha256: nameHash('Michael'), reason: 'called on', ...over });

describe('residual names (missed upstream, adjudicated)', () => {
  it('turns every capitalised whole-word mention in its transcript into PERSON gold, possessives included', () => {
    // Act
    const spans = residualSpans(corpus, 'dev-tune', [entry()]);
    // Assess
    expect(spans.map((s) => [s.messageId, s.start, s.end, s.text, s.type, s.source])).toEqual([
      ['u1', 5, 12, 'Michael', 'PERSON', 'residual'],
      ['u1', 28, 35, 'Michael', 'PERSON', 'residual'],
    ]);
  });

  it('counts lower-case mentions too for an entry written in lower case', () => {
    // Act
    const spans = residualSpans(corpus, 'dev-tune', [entry({ anyCase: true })]);
    // Assess: "Michaela" is another word; "michael" in u2 now counts
    expect(spans.map((s) => [s.messageId, s.start, s.text])).toEqual([
      ['u1', 5, 'Michael'],
      ['u1', 28, 'Michael'],
      ['u2', 24, 'michael'],
    ]);
  });

  it('ignores entries of the other split and names a stale entry in its error', () => {
    expect(residualSpans(corpus, 'dev-heldout', [entry()])).toEqual([]);
    expect(() => residualSpans(corpus, 'dev-tune', [entry({ transcriptId: 'ncte-y' })])).toThrow(/transcript ncte-y is not in split dev-tune/);
    expect(() => residualSpans(corpus, 'dev-tune', [entry({ nameSha256: nameHash('Dewey') })])).toThrow(new RegExp(`${nameHash('Dewey')}: no mention in transcript ncte-x`));
  });

  it('matches every listed name in the dev data, apart from the gold and without its text in the list', () => {
    // Prepare
    const tune = buildBenchmark({ dataDir: DEV_DATA, split: 'dev-tune' });
    // Act
    const overlapsGold = tune.residual.filter((r) => tune.gold.some((g) => g.transcriptId === r.transcriptId && g.messageId === r.messageId && g.start < r.end && r.start < g.end));
    // Assess
    expect(tune.residual.length).toBeGreaterThanOrEqual(residualNames().filter((e) => e.split === 'dev-tune').length);
    expect(overlapsGold).toEqual([]);
    expect(JSON.stringify(residualNames())).not.toMatch(/Michael|Kayden/);
  });
});
