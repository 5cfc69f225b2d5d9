import { describe, expect, it } from 'vitest';
import type { SegmentLabel } from '../../../lambdas/core/schema.js';
import { detectedOfType } from '../helpers.js';

const nrp = (text: string, label: SegmentLabel = 'NON_MATH') => detectedOfType('NRP', text, label);

describe('NRP: nationalities, religions and political groups', () => {
  it.each([
    // first person, any case
    ["I'm Mexican so we celebrate that holiday", 'Mexican'],
    ['i am korean and we eat that on new year', 'korean'],
    ["we're Catholic so no class for me friday", 'Catholic'],
    ['my family is Muslim', 'Muslim'],
    ['We are proud saudis', 'saudis'],
    ["I'm a Puerto Rican too!", 'Puerto Rican'],
    // capitalised, in an ordinary sentence
    ['my grandma makes the best Ethiopian food', 'Ethiopian'],
    ["there's a nice Vietnamese place near the library", 'Vietnamese'],
    ['I used to go to a Catholic school', 'Catholic'],
    ['my uncle says the Democrats will win', 'Democrats'],
    ['the Japanese Border Force stopped them', 'Japanese'],
    ['we watched a 1979 Polish comedy in class', 'Polish'],
    ['her neighbour is a Muslim.', 'Muslim'],
    // a religion some list holds as a given name is the religion without a strong name cue
    ['A few of the families I know are Muslim, so maybe to-go bags.', 'Muslim'],
    // someone's identity asked about: a language word there is the people, not the language
    ['Oh wow, international calls are a whole other plan. Is your family Filipino, Ximena?', 'Filipino'],
    ['Are you Haitian?', 'Haitian'],
    ['Our family is Hmong, and my grandma has a big garden with rows and rows of long beans.', 'Hmong'],
    ["We're Hmong.", 'Hmong'],
    ["i'm the only one at work who can count back change. my grandpa taught me, he's Japanese and does math in his head", 'Japanese'],
  ])('%s', (text, expected) => {
    // Prepare / Act / Assess
    expect(nrp(text)).toEqual([expected]);
  });

  it('finds a first-person statement in math talk too', () => {
    // Prepare / Act / Assess
    expect(nrp("I'm Nigerian, we use this method at home: 12 x 4", 'MATH')).toEqual(['Nigerian']);
  });

  it("finds a relative's identity told in chat's lower case, not a story character's in math talk", () => {
    // Prepare / Act / Assess
    expect(nrp('my grandma is gonna be so happy. shes nigerian so math is like a big deal')).toEqual(['nigerian']);
    expect(nrp('she is american')).toEqual(['american']);
    expect(nrp("she's french and bakes 3 pies", 'MATH')).toEqual([]);
  });
});

describe('NRP leaves languages, subjects, math and names alone', () => {
  it.each([
    ['can you say it in Spanish?', 'NON_MATH'],
    ['I have English homework after this', 'NON_MATH'],
    ['my Spanish teacher gave us a quiz', 'NON_MATH'],
    ['I love your English.', 'NON_MATH'],
    ['[Crosstalk] [French]', 'NON_MATH'],
    ['Write it with Roman numerals and Arabic numerals', 'NON_MATH'],
    ['Polish your answer before you submit.', 'NON_MATH'],
    ['Christian, what did you get for number 4?', 'NON_MATH'],
    ['Use the Chinese remainder theorem here', 'NON_MATH'],
    ['the Treaty on European Union', 'NON_MATH'],
    ['An American flag has 13 stripes, how many are red?', 'MATH'],
    ['Maria bought 3 Italian sodas for $2 each', 'MATH'],
    ['Greek letters like theta name angles', 'NON_MATH'],
    ['the french fries cost 3 dollars', 'NON_MATH'],
    ['we flew to the Czech Republic for spring break', 'NON_MATH'],
  ] as const)('%s', (text, label) => {
    // Prepare / Act / Assess
    expect(nrp(text, label)).toEqual([]);
  });
});
