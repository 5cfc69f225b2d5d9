import { describe, expect, it } from 'vitest';
import { createLocalEmbedder, embedText } from '../../../lambdas/adapters/embeddings/local.js';
import { SegmentConfig } from '../../../lambdas/core/segment/config.js';
import { compileLexicon } from '../../../lambdas/core/segment/density.js';
import { cosine, mathDensity, patternFamilies, segmentTranscript } from '../../../lambdas/core/segment/index.js';

const cfg = SegmentConfig.parse({});

describe('math density', () => {
  it("does not count a vocabulary word that names an identifier ('phone number'), and still counts it in math", () => {
    // Prepare / Act
    const phone = mathDensity('my phone number is 415-555-0198');
    const card = mathDensity('His social security number is 474-49-7577');
    const math = mathDensity('pick a number between 1 and 10');
    // Assess
    expect(phone.words).toBe(0);
    expect(card.words).toBe(0);
    expect(math.words).toBe(1);
  });

  it('counts a vocabulary word in the plural, an identifier compound in the plural not at all', () => {
    // Prepare / Act
    const plural = mathDensity('we compared the fractions and the angles, then the probabilities');
    const phones = mathDensity('they swapped phone numbers');
    // Assess: "fractions", "angles", "probabilities"; not "numbers" of "phone numbers", nor "as" or "is"
    expect(plural.words).toBe(3);
    expect(phones.words).toBe(0);
    expect(mathDensity('this is as it was').words).toBe(0);
  });

  it('anchors an elementary word problem by its own wording', () => {
    // Prepare / Act
    const d = mathDensity('Carlos and his brother split 18 marbles. How many does each get?');
    // Assess
    expect(d.phrases).toBe(1);
    expect(d.density).toBeGreaterThanOrEqual(cfg.tAnchor);
  });

  it('reads whole words in any script, so no vocabulary word is read out of an accented one', () => {
    expect(mathDensity('We meet at Rue de Piétrain 371').words).toBe(0);
    expect(mathDensity('sí, la respuesta es pi').words).toBe(1);
  });

  it('refuses a compound that holds no vocabulary word, naming it', () => {
    // Act / Assess
    expect(() => compileLexicon({ words: ['number'], phrases: [], notMath: ['shoe size'] }, { patterns: [] })).toThrow(/"shoe size"/);
  });
});

describe('math expression families', () => {
  it.each([
    ['2x + 5 = 11', 'arithmetic-variables'],
    ['500 - 70', 'arithmetic-numbers'],
    ['16 times 3', 'arithmetic-words'],
    ['5y', 'coefficient'],
    ['x^2', 'exponent'],
    ['f(x)', 'function'],
    ['x < 10', 'inequality'],
    ['4/12', 'fraction'],
    ['2 1/2', 'mixed-number'],
    ['(1,3)', 'coordinate'],
    ['x_1', 'indexed-variable'],
    ['P(A|B)', 'probability'],
    ['0.34', 'decimal'],
    ['25%', 'percent'],
    ['3:4', 'ratio'],
  ])('%s is %s', (text, family) => {
    // Prepare / Act / Assess
    expect(patternFamilies(text)).toContain(family);
  });

  it.each([
    ["I'm 12", []],
    ['12/25/2024', []],
    ['call me at 415-555-0198', []],
    ['I am in 7th grade', []],
    ['192.168.1.20', []],
    ['see you at 9:30 pm', []],
    ["i'm 23 y/o", []],
    ['im 14 y/o and in 9th grade', []],
  ])('%s matches no family', (text, families) => {
    // Prepare / Act / Assess
    expect(patternFamilies(text)).toEqual(families);
  });
});

describe('math density', () => {
  it('weighs words 1, phrases 1.5 and patterns 2 over tokens', () => {
    // Prepare
    const text = 'the greatest common factor of 4/12';
    // Act
    const d = mathDensity(text);
    // Assess: words greatest, common, factor (3) + phrase (1.5) + fraction (2) over 6 tokens
    expect(d.tokens).toBe(6);
    expect(d.density).toBeCloseTo((3 + 1.5 + 2) / 6, 5);
  });

  it('is zero for small talk and empty text', () => {
    // Prepare / Act / Assess
    expect(mathDensity('hi! how was school today?').density).toBe(0);
    expect(mathDensity('   ').tokens).toBe(0);
  });
});

describe('local embedding', () => {
  it('is deterministic, normalised and closer for related texts', () => {
    // Prepare
    const a = embedText('simplify the fraction 4/12');
    const b = embedText('can you simplify this fraction 6/8');
    const c = embedText('my dog is called Rex and he likes walks');
    // Act / Assess
    expect(Array.from(embedText('simplify the fraction 4/12'))).toEqual(Array.from(a));
    expect(cosine(a, a)).toBeCloseTo(1, 5);
    expect(cosine(a, b)).toBeGreaterThan(cosine(a, c));
  });
});

describe('segmentation', () => {
  const embedder = createLocalEmbedder();

  it('anchors math messages and grows over similar neighbours, stopping at unrelated talk', async () => {
    // Prepare
    const messages = [
      { text: 'hi! how are you today?' },
      { text: 'my dog is sick today lol' },
      { text: 'What is 3/4 + 1/8?' },
      { text: 'is it 7/8?' },
      { text: 'yes, 3/4 is 6/8 so the sum is 7/8' },
      { text: 'see you next week, have a good weekend' },
    ];
    // Act
    const seg = await segmentTranscript(messages, cfg, embedder);
    // Assess
    expect(seg.map((s) => s.label)).toEqual(['NON_MATH', 'NON_MATH', 'MATH', 'MATH', 'MATH', 'NON_MATH']);
    expect(seg[2]!.anchor).toBe(true);
    expect(new Set(seg.filter((s) => s.label === 'MATH').map((s) => s.segment)).size).toBe(1);
  });

  it('grows a segment backwards too, and labels nothing without an anchor', async () => {
    // Prepare
    const loose = { ...cfg, tSim: -1 };
    // Act
    const back = await segmentTranscript([{ text: 'ok next one' }, { text: 'solve 2x + 5 = 11' }], loose, embedder);
    const none = await segmentTranscript([{ text: 'hello' }, { text: 'bye' }], cfg, embedder);
    // Assess
    expect(back.map((s) => s.label)).toEqual(['MATH', 'MATH']);
    expect(none.every((s) => s.label === 'NON_MATH' && s.segment === null)).toBe(true);
  });
});
