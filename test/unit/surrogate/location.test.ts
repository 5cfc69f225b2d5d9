import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readConfigJson } from '../../../lambdas/core/config-files.js';
import type { Decision, WorkTranscript } from '../../../lambdas/core/schema.js';
import { SurrogateConfig } from '../../../lambdas/core/surrogate/config.js';
import { surrogateTranscript } from '../../../lambdas/core/surrogate/index.js';
import { editDistance } from '../../../lambdas/core/surrogate/keyed.js';
import { addressVocab, countingRun } from '../../../lambdas/core/surrogate/location.js';

const cfg = SurrogateConfig.parse({});
const KEY = Buffer.alloc(32, 1);

/** A transcript whose messages each hold LOCATION spans (the listed substrings, in order). */
function withLocations(messages: Array<[string, string[]]>, id = 't1'): WorkTranscript {
  return {
    id,
    ordinal: 0,
    messages: messages.map(([text, values], i) => {
      let from = 0;
      const decisions: Decision[] = values.map((value) => {
        const start = text.indexOf(value, from);
        if (start < 0) throw new Error(`test setup: ${value} not in message`);
        from = start + value.length;
        return { span: { start, end: from, type: 'LOCATION', source: 'test', score: 1 }, verdict: 'PII', reason: 'test', verifier: 'test' };
      });
      return { id: `m${i}`, role: 'student', text, stages: ['split', 'segment', 'detect', 'verify'], decisions };
    }),
  };
}

/** The surrogate of each LOCATION span, per message, in order. */
function surrogates(t: WorkTranscript, key = KEY): string[][] {
  return surrogateTranscript(t, cfg, key).map((o) => o.replacements.map((r) => o.text.slice(r.outStart, r.outEnd)));
}

const one = (sentence: string, value: string, key = KEY) => surrogates(withLocations([[sentence, [value]]]), key)[0]![0]!;

describe('LOCATION surrogates keep the shape of', () => {
  it.each([
    // street lines: number first or last, the street word kept, the name replaced
    ['we moved to 1402 Tamsin St last summer', '1402 Tamsin St', /^[1-9]\d{3} [A-Z][a-z]+ St$/, 'Tamsin'],
    ['the library on Via Pellanda 12 has a math club', 'Via Pellanda 12', /^Via [A-Z][a-z]+ [1-9]\d$/, 'Pellanda'],
    ['my tutor lives at Kovács tér 27.', 'Kovács tér 27.', /^[A-Z][a-z]+ tér [1-9]\d\.$/, 'Kovács'],
    ['grandma is at Keskustie 14 so I can not come', 'Keskustie 14', /^[A-Z][a-zäöüß]+tie [1-9]\d$/, 'Keskus'],
    ['send it to 233 Main Street, Apt 4 please', '233 Main Street, Apt 4', /^[1-9]\d{2} [A-Z][a-z]+ Street, Apt [1-9]$/, 'Main'],
    ['the bus stops on 10th Street', '10th Street', /^[1-9]\d(?:st|nd|rd|th) Street$/, '10th'],
    // units: the unit words stay, numbers change digit for digit (leading zeros kept)
    ['we are in Apt. 318 now', 'Apt. 318', /^Apt\. [1-9]\d{2}$/, '318'],
    ['her office is Suite 220', 'Suite 220', /^Suite [1-9]\d{2}$/, '220'],
    ['mail it to Unit 2210 Box 6633', 'Unit 2210 Box 6633', /^Unit [1-9]\d{3} Box [1-9]\d{3}$/, '2210'],
    ['dad is at PSC 0231, Box 8457', 'PSC 0231, Box 8457', /^PSC 0\d{3}, Box [1-9]\d{3}$/, '0231'],
    ['his address is APO AE 09112', 'APO AE 09112', /^APO AE 0\d{4}$/, '09112'],
    // postal codes: digits for digits, letters for letters, separators kept
    ['our zip code is 48213', '48213', /^[1-9]\d{4}$/, '48213'],
    ['the code there is 3000-018', '3000-018', /^[1-9]\d{3}-0\d{2}$/, '3000'],
    ['the postcode is KT9A 4QA', 'KT9A 4QA', /^[A-Z]{2}[1-9][A-Z] [1-9][A-Z]{2}$/, 'KT9A'],
    ['it is K2P 0L4 in the city', 'K2P 0L4', /^[A-Z][1-9][A-Z] 0[A-Z][1-9]$/, 'K2P'],
    // region codes, countries, cities
    ['we drove up from TX', 'TX', /^[A-Z]{2}$/, 'TX'],
    ['my cousin lives in MB', 'MB', /^[A-Z]{2}$/, 'MB'],
    ['we visited Moldova over the break', 'Moldova', /^[A-Z][a-z]+(?: [A-Z][a-z]+)?$/, 'Moldova'],
    ['I was born in Valmorra', 'Valmorra', /^[A-Z][a-z]+(?: [A-Z][a-z]+)?$/, 'Valmorra'],
  ])('%s', (sentence, value, shape, gone) => {
    // Prepare / Act
    const s = one(sentence, value);
    // Assess
    expect(s).toMatch(shape);
    expect(s).not.toContain(gone);
  });

  it('a country by a country and a city by a city', () => {
    // Prepare
    const { countries, cities } = addressVocab().places;
    // Act
    const country = one('we flew from Malta to see family', 'Malta');
    const city = one('my school is in Valmorra', 'Valmorra');
    // Assess
    expect(countries).toContain(country);
    expect(cities.Latin).toContain(city);
  });

  it('a whole multi-line address, component by component, separators and line breaks kept', () => {
    // Prepare
    const address = '4410 Lindqvistintie 7 Apt. 012\nHAMINALA, nan 40321';
    // Act
    const s = one(`tutor: can you write your address for the form?\n${address}`, address);
    // Assess
    const [line1, line2] = s.split('\n');
    expect(line1).toMatch(/^[1-9]\d{3} [A-Z][a-zäöüß]+tie [1-9] Apt\. 0\d{2}$/);
    expect(line2).toMatch(/^[A-Z][A-Z ]+, nan [1-9]\d{4}$/);
    expect(s).not.toContain('HAMINALA');
    expect(s).not.toContain('Lindqvist');
  });

  it('a street line with two streets, link words and a unit followed by its city and country', () => {
    // Prepare
    const corner = 'the corner of 12 Pinecrest Avenue and Harlow Road';
    const unitThenPlace = '88 Ostrava Lane Suite 12 Valmorra Portugal.';
    // Act
    const a = one(`we meet at ${corner} after school`, corner);
    const b = one(`ship the calculator to ${unitThenPlace}`, unitThenPlace);
    // Assess
    expect(a).toMatch(/^the corner of [1-9]\d [A-Z][a-z]+ Avenue and [A-Z][a-z]+ Road$/);
    expect(a).not.toMatch(/Pinecrest|Harlow/);
    expect(b).toMatch(/^[1-9]\d [A-Z][a-z]+ Lane Suite [1-9]\d [A-Z][a-z]+(?: [A-Z][a-z]+)? [A-Z][a-z]+(?: [A-Z][a-z]+)?\.$/);
    expect(b).not.toMatch(/Ostrava|Valmorra|Portugal/);
  });

  it('street words alone give up the first as the name; a Greek street gets a Greek name', () => {
    // Prepare / Act
    const park = one('my aunt lives on Park Avenue', 'Park Avenue');
    const greek = one('η διεύθυνση είναι 14 Καραϊσκάκη 9, ΛΑΡΝΑΚΑ', '14 Καραϊσκάκη 9, ΛΑΡΝΑΚΑ');
    // Assess
    expect(park).toMatch(/^[A-Z][a-z]+ Avenue$/);
    expect(park).not.toBe('Park Avenue');
    expect(greek).toMatch(/^[1-9]\d \p{Script=Greek}+ [1-9], [Α-Ω]+(?: [Α-Ω]+)*$/u);
    expect(greek).not.toMatch(/Καραϊσκάκη|ΛΑΡΝΑΚΑ/);
  });

  it('a town named like a street ("Highland Park") by a city; an upstream <LOCATION> placeholder by a city', () => {
    // Prepare
    const { cities } = addressVocab().places;
    const upstream = withLocations([['we moved here from <LOCATION> in June', ['<LOCATION>']]]);
    upstream.messages[0]!.decisions![0]!.span.placeholder = { label: '<LOCATION>', key: 'LOCATION' };
    // Act
    const town = one('my cousins live in Highland Park', 'Highland Park');
    const [fromPlaceholder] = surrogates(upstream)[0]!;
    // Assess
    expect(cities.Latin).toContain(town);
    expect(cities.Latin).toContain(fromPlaceholder);
  });

  it('a city in capitals, in lower case and in Greek script', () => {
    // Prepare / Act
    const caps = one('we live in NORTHGATEVILLE now', 'NORTHGATEVILLE');
    const lower = one('going to new york tomorrow', 'new york');
    const greek = one('η θεία μου μένει στη ΚΑΛΑΜΑΡΙΑ', 'ΚΑΛΑΜΑΡΙΑ');
    // Assess
    expect(caps).toMatch(/^[A-Z]+(?: [A-Z]+)?$/);
    expect(lower).toMatch(/^[a-z]+(?: [a-z]+)?$/);
    expect(greek).toMatch(/^[Α-Ω]+(?: [Α-Ω]+)*$/u);
    expect(greek).not.toBe('ΚΑΛΑΜΑΡΙΑ');
  });
});

describe('LOCATION surrogates are keyed', () => {
  it('the same under the same key, different under another key', () => {
    // Prepare
    const t = withLocations([['I go to 52 Harbor Lane, Maplewood on Fridays', ['52 Harbor Lane', 'Maplewood']]]);
    // Act
    const a = surrogates(t);
    const b = surrogates(t);
    const other = surrogates(t, Buffer.alloc(32, 2));
    // Assess
    expect(a).toEqual(b);
    expect(other).not.toEqual(a);
  });

  it('consistent across mentions: a city alone and inside an address, a region in any case', () => {
    // Prepare
    const t = withLocations([
      ['student: I live at 17 Quarry Road\nBROOKDALE, QC 40210', ['17 Quarry Road\nBROOKDALE, QC 40210']],
      ['tutor: oh, Brookdale! is that far from the lake?', ['Brookdale']],
      ['student: yes, qc is big', ['qc']],
      ['student: we moved from Brookdale in May', ['Brookdale']],
    ]);
    // Act
    const [address, city, region, again] = surrogates(t).map((s) => s[0]!);
    // Assess
    const [, cityLine] = address!.split('\n');
    const [cityInAddress, rest] = cityLine!.split(', ');
    expect(cityInAddress).toBe(city!.toUpperCase());
    expect(again).toBe(city);
    expect(rest!.slice(0, 2)).toBe(region!.toUpperCase());
    expect(region).toMatch(/^[a-z]{2}$/);
  });
});

describe('LOCATION guards', () => {
  const pool = ['Valmorra', 'Kovela', 'Moldova', 'Malta', 'MB', 'QC', 'TX', '48213', 'Apt. 318', '1402 Tamsin St', 'Via Pellanda 12', 'Keskustie 14', 'KT9A 4QA', 'HOLLOWMERE', 'new york'];

  it('never the original, never one edit from it, never another original, never shared (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...pool), { minLength: 2, maxLength: 8 }), fc.integer({ min: 1, max: 250 }), (values, keyByte) => {
        // Prepare
        const t = withLocations(values.map((v) => [`student: it is ${v}, I think`, [v]]));
        // Act
        const out = surrogates(t, Buffer.alloc(32, keyByte)).map((s) => s[0]!);
        // Assess
        const lower = values.map((v) => v.toLowerCase());
        out.forEach((s, i) => {
          expect(editDistance(s.toLowerCase(), lower[i]!)).toBeGreaterThan(1);
          expect(lower).not.toContain(s.toLowerCase());
        });
        expect(new Set(out.map((s) => s.toLowerCase())).size).toBe(out.length);
      }),
      { numRuns: 80, seed: 11 },
    );
  });

  it('never makes a counting or repeated run of digits ("1234", "5555") out of a number', () => {
    // Prepare
    const values = Array.from({ length: 60 }, (_, i) => `${4000 + i * 37} Tamsin St`);
    const t = withLocations(values.map((v) => [`we live at ${v}`, [v]]));
    // Act
    const numbers = surrogates(t).map((s) => /^\d+/.exec(s[0]!)![0]);
    // Assess
    expect(['1234', '9876', '5555', '012'].map(countingRun)).toEqual([true, true, true, true]);
    expect(['1235', '4410', '07', '90817'].map(countingRun)).toEqual([false, false, false, false]);
    for (const n of numbers) expect(n).not.toMatch(/^(?:(\d)\1{3}|0123|1234|2345|3456|4567|5678|6789|9876|8765|7654|6543|5432|4321|3210)$/);
  });

  it('draws cities and streets from pools the detector gazetteer does not hold', () => {
    // Prepare
    const gazetteer = new Set((readConfigJson('recognizers/lists.json') as { cities: string[] }).cities.map((c) => c.toLowerCase()));
    const { cities, streetStems } = addressVocab().places;
    // Act
    const shared = [...Object.values(cities).flat(), ...Object.values(streetStems).flat()].filter((c) => gazetteer.has(c.toLowerCase()));
    // Assess
    expect(shared).toEqual([]);
  });
});
