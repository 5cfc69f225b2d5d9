// What whole lessons and sessions showed (the challenge transcripts): a problem's characters talked about
// for many turns, a problem's clock, dates given as answers and the faces on coins in math talk; names,
// ages, grades, schools and places as classrooms and chat say them between the problems.
import { describe, expect, it } from 'vitest';
import { DetectConfig } from '../../../lambdas/core/detect/config.js';
import { detectTranscript } from '../../../lambdas/core/detect/index.js';
import type { PiiType, SegmentLabel, WorkTranscript } from '../../../lambdas/core/schema.js';
import { VerifyConfig } from '../../../lambdas/core/verify/config.js';
import { verifyTranscript } from '../../../lambdas/core/verify/index.js';
import { detectedOfType, transcript } from '../helpers.js';

/** Every decision on a transcript (roles alternate tutor, student), as [text, verdict, reason]. */
function verified(messages: Array<string | [string, SegmentLabel]>) {
  const t: WorkTranscript = transcript(messages);
  const spans = detectTranscript(t, DetectConfig.parse({}));
  const decisions = verifyTranscript({ ...t, messages: t.messages.map((m, i) => ({ ...m, candidates: spans[i] })) }, VerifyConfig.parse({}));
  return decisions.map((ds, i) => ds.map((d) => [t.messages[i]!.text.slice(d.span.start, d.span.end), d.verdict, d.reason]));
}

/** The spans of one type found in the last message of a short exchange. */
function lastOfType(type: PiiType, messages: string[]): string[] {
  const t = transcript(messages);
  const last = detectTranscript(t, DetectConfig.parse({})).at(-1)!;
  return last.filter((s) => s.type === type).map((s) => messages.at(-1)!.slice(s.start, s.end));
}

describe('math talk over many turns', () => {
  it('keeps a titled character a character when the teacher asks a student about her by name later', () => {
    // Prepare / Act
    const ds = verified([
      ['Problem 1: Ms. Lopez walks from the lighthouse to the library, then to the ferry dock. Each unit is one block. How many blocks does she walk?', 'MATH'],
      ['From (1, 8) to (5, 8) is 4 blocks and then 6 more, so 10 blocks.', 'MATH'],
      ['Hiroshi, do you agree with 10 blocks for Ms. Lopez?', 'MATH'],
      ['yes', 'MATH'],
      ['So Ms. Lopez has to stay on the streets, which are the grid lines.', 'MATH'],
    ]);
    // Assess
    expect(ds.flat().filter(([text]) => text === 'Lopez').map(([, verdict]) => verdict)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII']);
    expect(ds[2]).toContainEqual(['Hiroshi', 'PII', 'person-context-cue']);
  });

  it("reads the teacher's bare 'Nadia?' after Nadia was a textbook table's child as a question about her, and before it as calling on a student", () => {
    // Prepare
    const table = ['This table shows the number of books read by Rosa, Felix, Nadia and Tobias in one month.', 'MATH'] as [string, SegmentLabel];
    const read = ['Rosa read 6, Nadia read 9 and Tobias read 3.', 'MATH'] as [string, SegmentLabel];
    // Act
    const after = verified([table, read, ['Each picture stands for 3 books. How many pictures for Rosa?', 'MATH'], ['2, because 2 times 3 is 6.', 'MATH'], ['Nadia?', 'MATH'], ['3 pictures.', 'MATH']]);
    const before = verified([['Nadia?', 'MATH'], ['I think 9.', 'MATH'], table, read]);
    const talk = Array.from({ length: 8 }, (_, k) => [`So ${k + 2} times 3 is ${3 * (k + 2)}.`, 'MATH'] as [string, SegmentLabel]);
    const longAfter = verified([table, read, ...talk, ['Nadia?', 'MATH'], ['3 pictures.', 'MATH']]);
    // Assess
    const nadia = (ds: typeof after) => ds.flat().filter(([text]) => text === 'Nadia').map(([, verdict]) => verdict);
    expect(nadia(after)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII']);
    expect(nadia(before)).toEqual(['PII', 'PII', 'PII']);
    // ...and long after the table, a student of that name called on
    expect(nadia(longAfter)).toEqual(['PII', 'PII', 'PII']);
  });

  it("reads a learner's idea told of as a classmate's, and a task's question about a character's answer as the task's", () => {
    // Prepare / Act
    const told = verified([['Penny had a reason, but Dominic\'s idea was smart too, because one quarter is worth more than one dime.', 'MATH']]);
    const asked = verified([["Which equation can be used to show that Jason's answer is incorrect?", 'MATH']]);
    // Assess
    expect(told[0]!.filter(([text]) => text === 'Dominic').map(([, verdict]) => verdict !== 'NOT_PII')).toEqual([true]);
    expect(asked[0]).toEqual([['Jason', 'NOT_PII', 'word-problem-character']]);
  });

  it("reads the claims a task's label introduces as its characters, also with the label said between commas; classmates' claims without one stay", () => {
    // Prepare / Act
    const task = verified([["Okay, number two, turn the page. Lin and Kiran are comparing five sixths and seven eighths. Lin says they're equal. Kiran says seven eighths is bigger. Who do you agree with, Lin or Kiran?", 'MATH']]);
    const class_ = verified([['Okay. Marcus says five sixths is bigger. Tamika says seven eighths is bigger. Who do you agree with?', 'MATH']]);
    // Assess
    expect(task[0]!.filter(([text]) => text === 'Kiran').map(([, verdict]) => verdict)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII']);
    expect(class_[0]!.map(([, verdict]) => verdict !== 'NOT_PII')).toEqual([true, true]);
  });

  it('reads a quote right after the problem is named, holding a number and a question, as the problem read out', () => {
    // Prepare / Act
    const screen = verified([["Here's the first problem on my screen: 'Mrs. Park says her kitchen needs more tiles because a square is 10 feet by 10 feet. Is she right?'", 'MATH']]);
    const story = verified([["Next story. 'The Parks have a kitchen that is 10 feet by 10 feet. Mrs. Park says it needs 44 tiles. Is she right?'", 'MATH']]);
    const said = verified([["Next story. 'Mrs. Park told me 50 is a lot.' she said", 'MATH']]);
    const after = verified([["Okay, problem two. 'Mrs. Fitzgerald is packing small boxes into a crate. The crate is 6 boxes long, 2 boxes wide, and 3 boxes tall.' How many boxes?", 'MATH']]);
    // Assess: a quote that asks nothing is someone's words
    expect(screen[0]).toEqual([['Park', 'NOT_PII', 'word-problem-character']]);
    expect(story[0]).toEqual([['Park', 'NOT_PII', 'word-problem-character']]);
    expect(said[0]!.map(([text, verdict]) => [text, verdict !== 'NOT_PII'])).toEqual([['Park', true]]);
    // ...the question asked right after the quote closes
    expect(after[0]).toEqual([['Fitzgerald', 'NOT_PII', 'word-problem-character']]);
  });

  it('reads a made-up school right after the problem is named as the problem\'s, its numbers in the next sentences; not one after a question praised', () => {
    // Prepare / Act
    const story = verified([['Last practice problem. Some fourth graders from a made-up school, Riverbend Academy, visit the same museum. They have 45 students at $6 each. What do they pay for tickets?', 'MATH']]);
    const praised = verified([["Good question, Ricky. From Hillcrest Middle School it's 6 blocks. So would Zainab walk farther than she does every morning?", 'MATH']]);
    // Assess
    expect(story[0]).toEqual([['Riverbend Academy', 'NOT_PII', 'problem-place']]);
    expect(praised[0]!.find(([text]) => text === 'Hillcrest Middle School')?.[1]).not.toBe('NOT_PII');
  });

  it("reads a character's birth date in a problem asking how many birthdays as the problem's, and the speaker's own as theirs", () => {
    // Prepare / Act
    const story = verified([['Word problem time. Jonah was born on February 29, 2012. How many birthdays on the real February 29 has he had by 2026?', 'MATH']]);
    const own = verified([['I was born on February 29, 2012. How many birthdays have I had?', 'MATH']]);
    // Assess
    expect(story[0]!.find(([text]) => text === 'February 29, 2012')?.slice(1)).toEqual(['NOT_PII', 'date-problem']);
    expect(own[0]!.find(([text]) => text === 'February 29, 2012')?.[1]).not.toBe('NOT_PII');
  });

  it("keeps the school of a pasted worksheet's header though the worksheet's problems follow it", () => {
    // Prepare / Act
    const ds = verified([["Name: Amara Okonkwo     Date: 2/27     Per. 3\nTeacher: Mr. Haldane\nWestbrook Middle School - Math 7 - Unit 4 Quiz Review\n1) Keisha bought 3 notebooks for $4.50. How much would 7 notebooks cost?", 'MATH']]);
    // Assess
    expect(ds[0]!.filter(([, , reason]) => reason !== 'word-problem-character').map(([text, verdict]) => [text, verdict])).toEqual([
      ['Amara Okonkwo', 'PII'],
      ['2/27', 'PII'],
      ['Haldane', 'PII'],
      ['Westbrook Middle School', 'PII'],
      ['Keisha', 'PII'],
    ]);
  });

  it("reads a titled couple doing something right after the problem is named as the problem's, and a teacher helping the class as a person", () => {
    // Prepare / Act
    const story = verified([['Alright, problem one on the board. Mr. and Mrs. Alvarez are tiling their kitchen floor. The kitchen is 12 feet long and 9 feet wide. How many tiles do the Alvarezes need?', 'MATH']]);
    const teacher = verified([['Alright, problem one on the board. Mrs. Delgado is helping us today. The kitchen is 12 feet long and 9 feet wide. How many tiles?', 'MATH']]);
    // Assess
    expect(story[0]).toEqual([['Alvarez', 'NOT_PII', 'word-problem-character']]);
    expect(teacher[0]!.map(([text, verdict]) => [text, verdict !== 'NOT_PII'])).toEqual([['Delgado', true]]);
    // ...a titled neighbour set off by commas, doing nothing a problem's verb names; not one called on
    const neighbour = verified([['Exactly. Part b. The Johnsons borrow a second hose from their neighbor, Mrs. Patel, that pours 10 gallons per minute. With both hoses running, how long will it take?', 'MATH']]);
    const called = verified([['Part b. Mrs. Patel, can you read it? The hose pours 10 gallons per minute. How long will it take?', 'MATH']]);
    expect(neighbour[0]).toEqual([['Patel', 'NOT_PII', 'word-problem-character']]);
    expect(called[0]!.map(([text, verdict]) => [text, verdict !== 'NOT_PII'])).toEqual([['Patel', true]]);
  });

  it("reads a story's clock ('falls asleep 50 minutes in') as the problem's, not the session's", () => {
    // Prepare / Act
    const story = verified([['A movie starts at 3:15 and ends at 4:40. Grandpa Lou falls asleep 50 minutes in. What time does he fall asleep?', 'MATH']]);
    const session = verified([['Dev has 10 minutes left in the session, so one more problem.', 'MATH']]);
    // Assess
    expect(story[0]).toEqual([['Lou', 'NOT_PII', 'word-problem-character']]);
    expect(session[0]!.map(([text, verdict]) => [text, verdict !== 'NOT_PII'])).toEqual([['Dev', true]]);
  });

  it('reads a date given as an answer in math talk as the answer, not the speaker\'s own day', () => {
    // Prepare / Act
    const answer = verified([['I said November 20th because I added 7 twice... wait, that is only three Thursdays.', 'MATH']]);
    const own = verified([['I said November 20th is my birthday, so can we skip that day?', 'MATH']]);
    // Assess
    expect(answer[0]).toEqual([['November 20th', 'NOT_PII', 'date-problem']]);
    expect(own[0]!.map(([text, verdict]) => [text, verdict !== 'NOT_PII'])).toEqual([['November 20th', true]]);
  });

  it('reads the faces on coins and bills as public figures, not a student spoken to', () => {
    // Prepare / Act
    const ds = verified([
      ['Roosevelt is on the dime and it is 10 cents.', 'MATH'],
      ['Thomas Jefferson, 5 cents, $0.05. Sofia, what about the dime?', 'MATH'],
      ['The five dollar bill has Lincoln and the quarter has Washington.', 'MATH'],
      ['Marcus is on the soccer team with me.', 'NON_MATH'],
    ]);
    // Assess
    expect(ds[0]).toEqual([['Roosevelt', 'NOT_PII', 'public-name']]);
    expect(ds[1]!.map(([text, verdict]) => [text, verdict !== 'NOT_PII'])).toEqual([
      ['Thomas', false],
      ['Sofia', true],
    ]);
    expect(ds[2]!.filter(([, verdict]) => verdict !== 'NOT_PII')).toEqual([]);
    expect(ds[3]!.map(([text, verdict]) => [text, verdict !== 'NOT_PII'])).toEqual([['Marcus', true]]);
  });
});

describe('disclosures between the problems', () => {
  it.each([
    ['my friend hope runs track she does like 3 miles', ['hope']],
    ['my friend jade told me that but i didnt get why', ['jade']],
    ['lol my big brother is named hunter', ['hunter']],
    ['Good afternoon, Miles! How is your week going?', ['Miles']],
    ['Bye, Miles!', ['Miles']],
    ['Grace, bring a calculator.', ['Grace']],
    ['Will, collect them please. Then log in to IXL.', ['Will']],
    ["And I need to see everyone's name, Destiny Alvarez, I'm looking at you.", ['Destiny Alvarez']],
    ['my friend will help me with it', []],
    ['So it is 420 miles in all.', []],
    ['Mark the point, then bring your board up.', []],
    ['Will Alvarez be there?', ['Alvarez']],
  ])('PERSON in "%s"', (text, expected) => {
    // Act / Assess
    expect(detectedOfType('PERSON', text)).toEqual(expected);
  });

  it('reads an age closed by an emoji, and ages and grades given as answers that go on', () => {
    // Prepare / Act / Assess
    expect(detectedOfType('AGE', 'also my birthday is saturday im gonna be 11 🎉')).toEqual(['11']);
    expect(lastOfType('AGE', ['How old are you now, Des?', '9. my birthday is june 2 and im gonna be 10'])).toEqual(['9', '10']);
    expect(lastOfType('AGE', ['How old is she?', '14 shes in 9th grade'])).toEqual(['14']);
    expect(lastOfType('GRADE_LEVEL', ['What grade are you in, Sky?', '7th grade. im 12'])).toEqual(['7th grade']);
    expect(lastOfType('GRADE_LEVEL', ['What grade did you get on the test?', '85. i studied a lot'])).toEqual([]);
  });

  it('reads schools and places as chat and announcements write them', () => {
    // Prepare / Act / Assess
    expect(detectedOfType('SCHOOL', 'Reminders. And Lakeview Elementary Family Math Night is April 9th at 6:00.')).toEqual(['Lakeview Elementary']);
    expect(detectedOfType('SCHOOL', 'yea we both go to westbrook intermediate he sits next to me')).toEqual(['westbrook intermediate']);
    expect(detectedOfType('SCHOOL', 'I go to St. Mary Academy')).toEqual(['St. Mary Academy']);
    expect(detectedOfType('LOCATION', 'yes maybe tuesday? im at my aunts in west haven on the weekend')).toEqual(['west haven']);
    expect(detectedOfType('LOCATION', 'at my grandmas in east harlem')).toEqual(['east harlem']);
    expect(detectedOfType('LOCATION', "On Dell Avenue, by the laundromat. It's the very first stop.")).toEqual(['Dell Avenue']);
    expect(detectedOfType('LOCATION', 'On Dell Avenue the bus leaves at 7:45. How long is the ride?', 'MATH')).toEqual([]);
  });
});

describe('problems read out, and the things classrooms name like people', () => {
  /** [text, kept] for each decision in message `i`. */
  const kept = (ds: ReturnType<typeof verified>, i: number) => ds[i]!.map(([text, verdict]) => [text, verdict !== 'NOT_PII']);

  it('reads the names in a problem the teacher reads out as its characters, quoted or up to its question', () => {
    // Prepare / Act
    const quoted = verified([
      ['Here is our problem, I\'ll read it to you. "Ivy and her dad, Mr. Sato, are building a birdhouse. Mr. Sato measures the angle and says it is 120 degrees. Who is correct?"', 'MATH'],
    ]);
    const single = verified([["Exactly. So here's our first problem, I'll read it. 'Sofia and her dad are driving from Boston to Albany. How many miles is the drive?'", 'MATH']]);
    const unquoted = verified([["Next card. I'll read it: Mrs. Green's soccer team practice starts at 4:15 p.m. What time does the bus leave? Jayden, you try.", 'MATH']]);
    const notRead = verified([['Marcus said "Ms. Rivera is here" so we can start.', 'MATH']]);
    // Assess
    expect(kept(quoted, 0).filter(([name]) => name === 'Sato')).toEqual([
      ['Sato', false],
      ['Sato', false],
    ]);
    expect(kept(quoted, 0).filter(([, keep]) => keep)).toEqual([]);
    expect(kept(single, 0)).toEqual([['Sofia', false]]);
    expect(kept(unquoted, 0)).toEqual([
      ['Green', false],
      ['Jayden', true],
    ]);
    expect(kept(notRead, 0)).toEqual([
      ['Marcus', true],
      ['Rivera', true],
    ]);
  });

  it.each([
    ["VI. So it's MDCCLXXVI", 'MATH'],
    ["can we do the Super Bowl one? this year it's LVIII", 'MATH'],
    ['Fairbanks, Alaska: negative 18. Minneapolis: 5.', 'MATH'],
    ['he helped measure out Washington D.C.', 'MATH'],
    ["It's West of Old Faithful, so it'd be off the left edge.", 'MATH'],
    ['They cross the Hudson River when they get to Albany.', 'MATH'],
    ['Ace is one, Jack is eleven, Queen is twelve, King is thirteen.', 'MATH'],
    ['Ace and a 10. One tenth.', 'MATH'],
    ['On the Fahrenheit scale water freezes at 32 degrees. On Celsius, water freezes at...?', 'MATH'],
    ['Ray, I have to ask you, since your name is literally a geometry word.', 'MATH'],
    ['Ms. Halvorsen, we went to the aquarium in Port Ellis this weekend.', 'NON_MATH'],
  ] as const)('finds no person in "%s"', (text, label) => {
    // Act / Assess
    expect(detectedOfType('PERSON', text, label).filter((name) => name !== 'Ray' && name !== 'Halvorsen')).toEqual([]);
  });

  it.each([
    ['Fairbanks, can you read the next one?', ['Fairbanks']],
    ['Tyler, Georgia, can you two show us?', ['Tyler', 'Georgia']],
    ['Jack, it is your turn to deal.', ['Jack']],
    ["Grace, that's a really important point. So when does rounding down not work?", ['Grace']],
    ['Hope, trace around the outside with your finger.', ['Hope']],
  ] as const)('still finds the person in "%s"', (text, expected) => {
    // Act / Assess
    expect(detectedOfType('PERSON', text, 'MATH')).toEqual(expected);
  });

  it('reads an age said with "already"', () => {
    // Act / Assess
    expect(detectedOfType('AGE', "Me. I'm the oldest. I'm 11 already.")).toEqual(['11']);
    expect(detectedOfType('AGE', "I'm small but I'm the oldest, I'm already 10.")).toEqual(['10']);
    expect(detectedOfType('AGE', "I'm already 5 minutes late, sorry")).toEqual([]);
  });

  it('reads a console after an article as no school, and a school code as one', () => {
    // Act / Assess
    expect(detectedOfType('SCHOOL', "My brother says he's getting a PS5 for Christmas.")).toEqual([]);
    expect(detectedOfType('SCHOOL', 'my school is PS 88 in queens')).toEqual(['PS 88']);
  });

  it("reads another's pet, scientists' full names and a coin's face as no one in the room", () => {
    // Prepare / Act
    const ds = verified([
      ['me! I have a dog named Biscuit and a cat named Oreo', 'MATH'],
      ['I have a fish named Captain Nemo, does he count?', 'MATH'],
      ['My cousin has a guinea pig too, it is named Coco.', 'NON_MATH'],
      ['Both scales are named after scientists, Daniel Fahrenheit and Anders Celsius.', 'MATH'],
      ['$1.01. Good. The penny got Lincoln\'s face in 1909. How many years from 1909 to 2024?', 'MATH'],
      ['George Washington', 'MATH'],
      ['I have a friend named Max and he is 10.', 'NON_MATH'],
    ]);
    // Assess
    expect(ds.slice(0, 6).flat().filter(([, verdict]) => verdict !== 'NOT_PII')).toEqual([]);
    expect(ds[0]).toContainEqual(['Oreo', 'NOT_PII', 'pet-name']);
    expect(ds[3]!.map(([, , reason]) => reason)).toEqual(['public-name', 'public-name']);
    // (the friend's age too, told of someone the speaker says they have)
    expect(kept(ds, 6)).toEqual([['Max', true], ['10', true]]);
  });

  it("keeps a student's name off playing cards, and a name a real student introduces in full a person everywhere", () => {
    // Prepare / Act
    const cards = verified([
      ['Jack, you deal first.', 'NON_MATH'],
      ['Eleven twelfths! I got a Jack and a Queen!', 'MATH'],
      ['Ugh, 10 and a Jack. Ten elevenths.', 'MATH'],
      ['Score check. Toby has eighty-seven, I have forty-one, Jack has zero.', 'MATH'],
    ]);
    const worksheet = verified([
      ["Okay, last part. The worksheet says: 'Danny Ortega plays for the Red Sox. In his first 5 games he had 2, 0, 3, 1, and 4 hits.' Find the mean.", 'MATH'],
      ["hey that's my name, but I'm Danny Mahoney", 'NON_MATH'],
      ["Nice, Danny. When the x's are the same, just subtract the y's.", 'MATH'],
    ]);
    // Assess
    expect(kept(cards, 0)).toEqual([['Jack', true]]);
    expect(cards[1]).toEqual([]);
    expect(cards[2]).toEqual([]);
    expect(kept(cards, 3)).toContainEqual(['Jack', true]);
    expect(kept(worksheet, 0)).toContainEqual(['Danny Ortega', true]);
    expect(kept(worksheet, 2)).toEqual([['Danny', true]]);
  });
});
