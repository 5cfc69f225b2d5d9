import { describe, expect, it } from 'vitest';
import { DetectConfig } from '../../../lambdas/core/detect/config.js';
import { detectTranscript } from '../../../lambdas/core/detect/index.js';
import type { WorkTranscript } from '../../../lambdas/core/schema.js';
import { transcript } from '../helpers.js';

/** The tutor asks (message 1), the student replies (message 2): what the reply yields, as TYPE:text. */
function reply(question: string, answer: string, t: WorkTranscript = transcript([question, answer])): string[] {
  return detectTranscript(t, DetectConfig.parse({}))[1]!.map((s) => `${s.type}:${answer.slice(s.start, s.end)}`);
}

describe('short answers to the previous speaker’s question', () => {
  it.each([
    ["Hi! What's your name?", 'amara', 'PERSON:amara'],
    ['whats ur name', 'its chidi okafor', 'PERSON:chidi okafor'],
    ['What grade are you in?', '8th', 'GRADE_LEVEL:8th'],
    ['Are you a freshman or a sophomore?', 'sophomore', 'GRADE_LEVEL:sophomore'],
    // a visitor asking the room, and the grade in words
    ["Good morning, Cedar Bluff Elementary! What grade are y'all?", 'Third grade!', 'GRADE_LEVEL:Third grade'],
    ["What's a good number to reach your parent at if we get disconnected?", '2025550176', 'PHONE_NUMBER:2025550176'],
    ['How old are you?', 'im 11', 'AGE:11'],
    // a bare "How old?" closing a birthday wish, outside math talk
    ['Is it? Happy birthday, Dakota! How old?', '12.', 'AGE:12'],
    // someone the listener knows, and an age in words; the reply's first sentence is the answer
    ['Brothers. How old is he?', "He's 14. He thinks he's so smart.", 'AGE:14'],
    ['About two and a half weeks. How old is she turning?', 'Six. She wants a unicorn cake.', 'AGE:Six'],
    ['And how old is he really?', "He's 9 now. He says he's only had two birthdays so he's basically a baby.", 'AGE:9'],
    ['Ha, how old is Chase now?', 'hes 9. he just wants to play Roblox on it', 'AGE:9'],
    // an age to come, and twins answered together
    ['A Pi Day birthday! Of course. How old will you be?', 'Ten!', 'AGE:Ten'],
    ['How old are they?', "They're six. Both missing their front teeth right now.", 'AGE:six'],
    ["When's your birthday?", 'march 3rd', 'DATE:march 3rd'],
    ['What school do you go to?', 'lincoln middle', 'SCHOOL:lincoln middle'],
    // a question of a few words asks it too, and a school's own name is no English word
    ['what school?', 'westview', 'SCHOOL:westview'],
    ['Where do you live?', 'austin', 'LOCATION:austin'],
    // a mid-size town from the generated list (towns.json)
    ['Where do you live?', 'hattiesburg', 'LOCATION:hattiesburg'],
    // a state after the town is larger than LOCATION and left out
    ['Where do you live? Just so I get the time zone right', 'Lakeland florida', 'LOCATION:Lakeland'],
    ['Where do you live?', 'beaverton, OR', 'LOCATION:beaverton'],
    ['So where are you joining from today?', 'near the mall in san diego', 'LOCATION:san diego'],
    // the reply goes on after the town's sentence; a part of town no list holds, after "near"
    ['ok before we start, where are you from originally?', 'Tacoma. we moved here when i was little tho', 'LOCATION:Tacoma'],
    ["What part of town are you in? I'm trying to find a halfway spot.", 'east side, near Kessler Park', 'LOCATION:Kessler Park'],
    ["can you send me your mom's number so I can confirm?", 'five five five, three one eight, two two four zero', 'PHONE_NUMBER:five five five, three one eight, two two four zero'],
    // a zip code and a handle, written or said aloud
    ['for the prize shipping form i just need your zip', "uh it's six oh six one four", 'LOCATION:six oh six one four'],
    ['whats your zip code?', '60614', 'LOCATION:60614'],
    ["what's your username on there", "oh it's crispy taco one one seven but like no spaces", 'SOCIAL_HANDLE:crispy taco one one seven'],
    ['whats ur discord', 'its crispytaco_117', 'SOCIAL_HANDLE:crispytaco_117'],
  ])('%s / %s', (question, answer, expected) => {
    expect(reply(question, answer)).toEqual([expected]);
  });

  it('reads a bare "How old?" in math talk as a problem\'s question', () => {
    // Prepare / Act / Assess
    expect(reply('Maria is 3 years older than her brother, who is 12. How old?', '15.', transcript([['Maria is 3 years older than her brother, who is 12. How old?', 'MATH'], ['15.', 'MATH']]))).toEqual([]);
  });

  it("reads someone else's age to come, asked in math talk, as a problem's", () => {
    // Prepare / Act / Assess
    expect(reply('In 5 years, how old will he be?', '17.', transcript([['In 5 years, how old will he be?', 'MATH'], ['17.', 'MATH']]))).toEqual([]);
  });

  it('finds the age of someone named with it, and the name', () => {
    // Prepare / Act / Assess
    expect(reply("That's okay. How old is he now?", "Obi's 7. He's supposed to be doing his reading log.")).toEqual(['PERSON:Obi', 'AGE:7']);
  });

  it('takes nothing from replies that are not values, long replies, or replies to no such question', () => {
    // Prepare
    const cases: Array<[string, string]> = [
      ["What's your name?", 'idk'],
      ["What's your name?", 'why?'],
      ["What's your name?", 'its complicated'],
      ['What grade are you in?', 'i dont remember'],
      ['How old are you?', 'old enough lol'],
      ['What is 3 + 5?', '8'],
      ['What is the 8th term?', '21'],
      ["What's your name?", 'my name is on the top of the worksheet next to the date, can you see it there?'],
      ['What school do you go to?', 'the one by my house'],
      ['what school?', 'dunno'],
      // a name tag is no handle
      ['You can sit where your name tag is, okay?', 'Ugh.'],
      ['what school?', 'public'],
      // a state or a country is larger than LOCATION; a place that is no town is not one
      ['Where do you live?', 'texas'],
      ['Where do you live?', 'in the city'],
      ['What part of town are you in?', 'near Target, by the highway'],
      ['What part of town are you in?', 'Idk. somewhere near the school'],
      ['Which point?', '(3, 4)'],
      // a zip question answered with no zip, a handle question with plain words
      ['whats your zip code?', 'i dont know it'],
      ['whats your zip code?', 'one two three'],
      ["what's your username on there", 'i forgot it honestly'],
      ['whats ur discord', 'i dont have one'],
    ];
    // Act
    const out = cases.map(([q, a]) => reply(q, a));
    // Assess
    expect(out).toEqual(cases.map(() => []));
  });

  it('leaves a problem\'s age question to math talk, and a short answer that goes on with its working', () => {
    // Prepare: in math talk "How old is he?" is the problem's question, and "What's your age times 2?" a computation
    const story = transcript([['Sam is twice as old as Lee, who is 6. How old is he?', 'MATH'], ['Twelve.', 'MATH']]);
    const named = transcript([['Sam is twice as old as Lee, who is 6. How old is Sam now?', 'MATH'], ['12.', 'MATH']]);
    const working = "18. That's too big, and times 1 is too small. So no whole number works.";
    const computed = transcript([["What's your age times 2?", 'MATH'], [working, 'MATH']]);
    // Act / Assess
    expect(reply('', 'Twelve.', story)).toEqual([]);
    expect(reply('', '12.', named)).toEqual([]);
    expect(reply('', working, computed)).toEqual([]);
  });

  it('reads a grade answered with its school ("gr 7 at hoover jr high")', () => {
    // Prepare / Act / Assess: the grade from the answer, the school from its own recognizer
    expect(reply('what grade are you in, and where?', 'gr 7 at hoover jr high')).toEqual(['GRADE_LEVEL:gr 7', 'SCHOOL:hoover jr high']);
  });

  it('needs the question from someone else, right before the reply', () => {
    // Prepare: the same speaker asks and answers; a message sits between question and reply
    const same: WorkTranscript = transcript(["What's your name?", 'amara']);
    same.messages[1]!.role = same.messages[0]!.role;
    const later = transcript(["What's your name?", 'one sec', 'ok', 'amara']);
    // Act / Assess
    expect(reply('', 'amara', same)).toEqual([]);
    expect(detectTranscript(later, DetectConfig.parse({}))[3]).toEqual([]);
  });

  it('spreads a name given on request through the transcript', () => {
    // Prepare
    const t = transcript(["What's your name?", 'amara', 'Great, amara, what is 3/4 of 12?']);
    // Act
    const spans = detectTranscript(t, DetectConfig.parse({}));
    // Assess
    expect(spans[2]!.map((s) => t.messages[2]!.text.slice(s.start, s.end))).toEqual(['amara']);
  });
});
