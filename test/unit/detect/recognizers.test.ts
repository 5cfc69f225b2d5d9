import { describe, expect, it } from 'vitest';
import { DetectConfig } from '../../../lambdas/core/detect/config.js';
import { detectTranscript, resolveOverlaps } from '../../../lambdas/core/detect/index.js';
import { validRouting } from '../../../lambdas/core/detect/recognizers/ids.js';
import { detected as found, transcript } from '../helpers.js';

const cfg = DetectConfig.parse({});
/** Each line's spans, as "TYPE:text" in any order, under its own segment label. */
const expectFoundEach = (lines: ReadonlyArray<readonly [string, 'MATH' | 'NON_MATH', readonly string[]]>) =>
  expect(lines.map(([text, label]) => found(text, label).sort())).toEqual(lines.map(([, , want]) => [...want].sort()));

describe('recognizers find real disclosures', () => {
  it.each([
    ['my email is maria.lopez22@gmail.com', 'EMAIL_ADDRESS:maria.lopez22@gmail.com'],
    ['check https://www.khanacademy.org/math, it helps', 'URL:https://www.khanacademy.org/math'],
    ['follow me on insta @maria_22', 'SOCIAL_HANDLE:@maria_22'],
    ['text me at (415) 555-0198', 'PHONE_NUMBER:(415) 555-0198'],
    ['call 4155550198 tonight', 'PHONE_NUMBER:4155550198'],
    ['my ip is 192.168.1.20', 'IP_ADDRESS:192.168.1.20'],
    ['my ssn is 123-45-6789', 'US_SSN:123-45-6789'],
    ['routing number 011000015 for the bank', 'US_BANK_NUMBER:011000015'],
    ["my driver's license is D1234567", 'US_DRIVER_LICENSE:D1234567'],
    ['passport number 123456789', 'US_PASSPORT:123456789'],
    ['my birthday is March 3rd', 'DATE:March 3rd'],
    ['I was born on 3/14/2012', 'DATE:3/14/2012'],
    ['She was born on 2/8/1935. Her mom too.', 'DATE:2/8/1935'],
    ['my grandpa retired at the age of 61', 'AGE:61'],
    ['Written when he was 78.', 'AGE:78'],
    ['when I was 6, we moved here', 'AGE:6'],
    ["my driver's license number is 2270-66-1551", 'US_DRIVER_LICENSE:2270-66-1551'],
    ["I'm 12", 'AGE:12'],
    ["I'm 13 years old", 'AGE:13'],
    ["I'm in 7th grade", 'GRADE_LEVEL:7th grade'],
    ["I'm 12 and in 7th grade", 'GRADE_LEVEL:7th grade'],
    ['I take Algebra 101 online', 'COURSE:Algebra 101'],
    ['I go to Lincoln Middle School', 'SCHOOL:Lincoln Middle School'],
    ['My cousin goes to IS 318 and she plays chess.', 'SCHOOL:IS 318'],
    // accented letters in a school's name
    ['My school is Rubén Darío Elementary.', 'SCHOOL:Rubén Darío Elementary'],
    ["What's Carver Academy got you working on this week?", 'SCHOOL:Carver Academy'],
    // an initial inside a school's name
    ['I want to do nursing at Malcolm X College after this.', 'SCHOOL:Malcolm X College'],
    // a school the sentence ends with
    ['My son is a senior at Sunset Ridge High School. He took the ACT in June.', 'SCHOOL:Sunset Ridge High School'],
    ['we moved to Austin last year', 'LOCATION:Austin'],
    ['I live at 42 Oak Street', 'LOCATION:42 Oak Street'],
    ["I'm Mexican", 'NRP:Mexican'],
    ['hi maria', 'PERSON:maria'],
    ['my name is Aisha Rahman', 'PERSON:Aisha Rahman'],
    ['Good job, Aisha!', 'PERSON:Aisha'],
    ['Hello Mr. Patel', 'PERSON:Patel'],
    ['my sister Ana helps me', 'PERSON:Ana'],
    ['follow up with patricia desrosiers next week', 'PERSON:patricia desrosiers'],
    ['our founders: Kónya, Becker and Vasquez', 'PERSON:Becker'],
    ["What's our new fraction?  Even?", 'PERSON:Even'],
    ['What is a factor of a number?  Hilbert?', 'PERSON:Hilbert'],
    ["What's your last name? Magnusson", 'PERSON:Magnusson'],
  ])('%s', (text, expected) => {
    // Prepare / Act / Assess
    expect(found(text)).toContain(expected);
  });
});

describe('recognizers leave math and ordinary words alone', () => {
  it.each([
    ['simplify 4/12 to 1/3', 'MATH'],
    ['plot (1,3) and (-2, 4)', 'MATH'],
    ['x = 12/25', 'MATH'],
    ['the ratio is 3:4', 'MATH'],
    ['the train leaves at 9:30', 'MATH'],
    ['500 - 70 = 430', 'MATH'],
    ['3.14 is close to pi', 'MATH'],
    ['page 53, problem 12', 'MATH'],
    ['12/25 of the class', 'MATH'],
    ['the answer is 123456789', 'MATH'],
    ['multiply 4155550198 by 2', 'MATH'],
    ['1.2.3.4 is a pattern', 'MATH'],
    ['The Pythagorean theorem: a^2 + b^2 = c^2', 'MATH'],
    ['Use Pascal triangle for 5 rows', 'MATH'],
    ['I will do it', 'NON_MATH'],
    ['May I ask a question?', 'NON_MATH'],
    ['Mark the point on the graph', 'MATH'],
    ['12 apples in the basket', 'MATH'],
    ['Arabic numerals and Roman numerals', 'NON_MATH'],
    ['7th grade math standards', 'NON_MATH'],
    ['Algebra 1 is fun', 'NON_MATH'],
    ['on March 3rd Sam bought 5 pens', 'MATH'],
    ['multiply by Reed and Graves values', 'MATH'],
    ['Hilbert spaces are not on the test', 'NON_MATH'],
    ['when he was 12, Sam had 3 apples', 'MATH'],
    ['when she was 5 feet tall and 9 when we measured', 'NON_MATH'],
    // (a bare "IS" shouted is the verb; a national body is no school)
    ["That's 40% OF 28. But the problem says 40% of a number IS 28.", 'MATH'],
    ['It says, "The American Academy of Sleep Medicine recommends 9 to 12 hours of sleep."', 'MATH'],
  ] as const)('%s', (text, label) => {
    // Prepare / Act / Assess
    expect(found(text, label).filter((f) => !f.startsWith('PERSON:Sam'))).toEqual([]);
  });
});

describe('a birthday in math talk', () => {
  it('is a date when a birthday is being told, a fraction otherwise', () => {
    expect(found("i'm 10 and my birthday is on 11/04, i'll be 11!", 'MATH')).toContain('DATE:11/04');
    expect(found('what is 11/04 as a decimal? born ready', 'MATH').filter((f) => f.startsWith('DATE'))).toEqual([]);
  });

  it('reads a month-name date that spells a fraction of the same message as the fraction, unless a birthday is told', () => {
    expect(found('We write it as 3/4 and we say three-fourths, not March 4th.', 'MATH')).toEqual([]);
    expect(found('we did 3/5 of it on March 4th', 'MATH')).toEqual(['DATE:March 4th']);
    expect(found('my birthday is March 4th, like 3/4!', 'MATH')).toEqual(['DATE:March 4th']);
  });
});

describe('ages told in passing', () => {
  it("finds a run-on turn and a baby's months, not months behind", () => {
    expect(found('she just turned four she wont leave me alone', 'NON_MATH')).toEqual(['AGE:four']);
    expect(found('My baby brother is 8 months. He has two teeth.', 'NON_MATH')).toEqual(['AGE:8']);
    expect(found('my brother is 3 months behind in reading', 'MATH')).toEqual([]);
  });

  it("reads each of the speaker's children's ages, not a count of pages", () => {
    expect(found("My girls are 7 and 10, they don't let me sleep.")).toEqual(['AGE:7', 'AGE:10']);
    expect(found('My kids are 3 and 4 pages behind', 'MATH')).toEqual([]);
    expect(found('I think kids learn this since 3rd grade', 'MATH')).toEqual([]);
    expect(found("I'm 18 actually, my birthday was October 9th.")).toEqual(['AGE:18', 'DATE:October 9th']);
    expect(found("im 12 tho so its fine")).toEqual(['AGE:12']);
    expect(found("Seven. He acts like he's three though.")).toEqual([]);
  });

  it("reads a comment's time stamp in math talk, not a story's date", () => {
    expect(found('Dana Haddad · Oct 14, 2024, 3:47 PM\nTomás, proof #1 is a good start.', 'MATH').filter((f) => f.startsWith('DATE'))).toEqual(['DATE:Oct 14, 2024']);
    expect(found('On March 3, 2024 the tank held 40 liters. How many on March 9?', 'MATH').filter((f) => f.startsWith('DATE'))).toEqual([]);
  });

  it("reads both ends of a range of someone's days, not a story's", () => {
    expect(found('I tracked Screen Time every day from October 1st through October 14th.', 'MATH')).toEqual(['DATE:October 1st', 'DATE:October 14th']);
    expect(found('my vacation is June 3rd - June 10th')).toEqual(['DATE:June 3rd', 'DATE:June 10th']);
    expect(found('from March 3 to April 5 how many days', 'MATH')).toEqual([]);
  });

  it('reads a school named for someone, a magnet school; a survey word said alone is no one', () => {
    expect(found("Darren, it's Joe out at Olga Wassillie Memorial School, the video cart is doing the thing again.")).toEqual(['PERSON:Darren', 'PERSON:Joe', 'SCHOOL:Olga Wassillie Memorial School']);
    expect(found('Fourteen schools, including Lakeshore Middle and the Redfern STEM Magnet.')).toEqual(['SCHOOL:Lakeshore Middle', 'SCHOOL:Redfern STEM Magnet']);
    expect(found('Undercoverage.', 'MATH')).toEqual([]);
    expect(found("one of your reviews said you're at Cal State Fullerton? My nephew goes there lol")).toEqual(['SCHOOL:Cal State Fullerton']);
    expect(found("I'm a PhD student at Georgia Tech")).toEqual(['SCHOOL:Georgia Tech']);
    expect(found("that's around the middle for Purdue and Georgia Tech")).toEqual([]);
    expect(found('She was strict!! In Lyceum No. 27 everybody was scared of her.')).toEqual(['SCHOOL:Lyceum No. 27']);
    expect(found('Perfect. Good work today everyone. Дякую!')).toEqual([]);
    expect(found('Simone C. rescheduled: Thu, Jan 16, 7:00 PM').filter((f) => f.includes('Thu'))).toEqual([]);
  });

  it("reads someone named with their grade, a campus building, and no kin word as a surname", () => {
    expect(found('Darius is in 2nd grade, right? With Ms. Kowalczyk?')).toContain('GRADE_LEVEL:2nd grade');
    expect(found('This is in 3rd grade math')).toEqual([]);
    expect(found("For anyone who missed yesterday, we are in Lanier Hall room 204 all five weeks.")).toEqual(['LOCATION:Lanier Hall']);
    expect(found('I saw Anita Hall at the store')).toEqual(['PERSON:Anita Hall']);
    expect(found("Bye, everybody. Tell Jaylen Grandma's making spaghetti.")).toEqual(['PERSON:Jaylen']);
  });
});

describe("the calendar's today in math talk", () => {
  it("is a date in the morning routine, not in a story problem's today", () => {
    expect(found('Today is Wednesday, May 7th, 2025.', 'MATH')).toEqual(['DATE:May 7th, 2025']);
    expect(found("Okay. Today's date is May 7th. So how many days until field day?", 'MATH')).toEqual(['DATE:May 7th']);
    expect(found('a concert is on march 9 and today is feb 20. how many days until the concert?', 'MATH')).toEqual([]);
    expect(found('if the concert is on march third and today is february twentieth how many days is that', 'MATH')).toEqual([]);
    expect(found("Story problem on the board: Leo's soccer game is on April 5th. Today is March 30th. How many days until the game?", 'MATH').filter((f) => f.startsWith('DATE'))).toEqual([]);
    // saying the date together is the routine, not "let's say" opening a story
    expect(found("Now let's say the whole date together. Today is Tuesday, October 14th, 2025.", 'MATH')).toEqual(['DATE:October 14th, 2025']);
    expect(found("Let's say today is March 3rd. How many days until March 10th?", 'MATH')).toEqual([]);
  });
});

describe('personal facts as chat says them', () => {
  it.each([
    ['btw im fourteen lol', 'AGE:fourteen'],
    // a parent telling of the child, outside math talk
    ["Hi, this is Renata, Caleb's mom. He's 13 and we just moved here.", 'AGE:13'],
    ['Salam, this is Khalid, father of Yousef. He is 13 and in seventh grade.', 'GRADE_LEVEL:seventh grade'],
    ["Hi, this is Eleni, Nikos's mom. He's in 8th grade at Westbrook Middle.", 'GRADE_LEVEL:8th grade'],
    ['My son Dawit Bekele is a sophomore at Kennedy High School.', 'GRADE_LEVEL:sophomore'],
    // speech without punctuation: the next clause closes an age, a filler stands inside a sibling's grade
    ['im eleven my brother is the one whos fifteen he took algebra', 'AGE:eleven'],
    ['im eleven my brother is the one whos fifteen he took algebra', 'AGE:fifteen'],
    ['um my sister grace is in like fourth grade and she already knows this', 'GRADE_LEVEL:fourth grade'],
    ['thats my little sister hope shes in second grade', 'GRADE_LEVEL:second grade'],
    ['sorry my little brother marcus is 10 and he keeps trying to help', 'AGE:10'],
    ['me and tyler are the only 7th graders in the 8th grade math class', 'GRADE_LEVEL:7th graders'],
    ["Ugh. Ms. Varga does those at Cedar Hollow and I'm the only 5th grader who doesn't get it.", 'GRADE_LEVEL:5th grader'],
    ["We're sixth graders, we can handle Monopoly.", 'GRADE_LEVEL:sixth graders'],
    ["Since you're 10, we'll start with the basics.", 'AGE:10'],
    ["Good. Keep it that way, you're ten, you need sleep.", 'AGE:ten'],
    ['my little brother is 7 and he can already do this', 'AGE:7'],
    ["That sounds fun. And you're 10 now?", 'AGE:10'],
    ['My mom said when I turn ten I can walk home by myself.', 'AGE:ten'],
    // "only" says an age of someone else outside math talk
    ["She's only 7, she doesn't get it.", 'AGE:7'],
    ["My little sister was born on Valentine's Day. February 14, 2019. She's 6 today.", 'AGE:6'],
    // a baby sibling's one or two years; a grandparent's age in tens
    ['Mr. Nakamura, my baby brother is 2 and he can count to ten. But he skips seven.', 'AGE:2'],
    // in words too, and with "he" or "she" after a small child is told of
    ['My sister is two and she can count to ten, but she always skips seven.', 'AGE:two'],
    ["It's my baby sister's sock. She's 1.", 'AGE:1'],
    // an age to come, after "he's gonna be" or "she's turning", with a relative or a birthday told
    ["Wait May 16th is my brother's birthday, he's gonna be seven", 'AGE:seven'],
    ["Ms. Okafor, Ibrahim's birthday is tomorrow, he's gonna be ten.", 'AGE:ten'],
    ['My abuela is having a party Saturday, she is turning seventy.', 'AGE:seventy'],
    // a relative the speaker says they have
    ["I have a brother though. He's 15.", 'AGE:15'],
    ['Ms. Lindqvist, guess what, my grandpa turned seventy yesterday and his cake had a seven candle.', 'AGE:seventy'],
    // an age in words, tens and units ("seventy-four"); not a height in words a measuring lesson compares
    ["Hi everybody, I'm Bill Hargrove. I'm seventy-four years young and I grew up in Gary, Indiana.", 'AGE:seventy-four'],
    ['My grandpa Walt. He is eighty-one.', 'AGE:eighty-one'],
    // someone named by a given name, the age closing its clause, outside math talk
    ["Yusuf is 5. He wouldn't stand still, he kept going on tiptoes.", 'AGE:5'],
    // a grandparent by the kin word of the family's language
    ['My Lolo is 81. That is more than the goat.', 'AGE:81'],
    ['my abuela is 81 and she still makes it every Sunday', 'AGE:81'],
    // a baby's months; each of the speaker's children
    ['My baby is 14 months, we go through a box a week.', 'AGE:14'],
    ["I'm doing this so I can help my grandson Mateo with his homework. He's 11 and already ahead of me.", 'AGE:11'],
    ['im only 12 how am i supposed to know logarithms', 'AGE:12'],
    ['im in year 9', 'GRADE_LEVEL:year 9'],
    ['last year in 6th grade we did ratios', 'GRADE_LEVEL:6th grade'],
    ['at my old school in third grade we already learned this', 'GRADE_LEVEL:third grade'],
    ["Since you're in 4th grade, let's use pictures first.", 'GRADE_LEVEL:4th grade'],
    ['name: Sofia Reyes, age 12, grade 7', 'GRADE_LEVEL:grade 7'],
    ['its for math 1314 at the community college', 'COURSE:math 1314'],
    ['my calc 150 prof assigned this', 'COURSE:calc 150'],
    ['im in MAT 121 this semester', 'COURSE:MAT 121'],
    ['the paint problem is straight out of the EDU 6150 course I teach', 'COURSE:EDU 6150'],
    ["Me and Leilani. She's taking ENGL 1301 too.", 'COURSE:ENGL 1301'],
    ['i transferred from kennedy ms last year', 'SCHOOL:kennedy ms'],
    ['the school code on my schedule is 22K014', 'SCHOOL:22K014'],
    ['born july fourth 2010 lol', 'DATE:july fourth 2010'],
    ['im turning 12 on may 9th!!', 'DATE:may 9th'],
    // ages the speaker or a relative was, and one to come in a month
    ['2020. I was 6. So I am 11 now.', 'AGE:6'],
    ['fun fact my grandpa was 9 when they landed on the moon', 'AGE:9'],
    ['my great grandpa is 90 and still drives', 'AGE:90'],
    ['Teacher, I am nine also! But I am in the fourth grade.', 'AGE:nine'],
    ["I'm gonna be 13 in March. Same month as her!", 'AGE:13'],
    ['my sisters wedding is 6/21 so i cant come', 'DATE:6/21'],
    ['my dentist appt is on 3/18 so can we move the session', 'DATE:3/18'],
    ["my cousin marco's party is on 6/22", 'DATE:6/22'],
    ['our parent conference is on 11/14, can we skip that week', 'DATE:11/14'],
    // a teacher's own night class and an astronomy course
    ['Okay. I have to leave early today, I have my night class, ESOL 5310 at the university.', 'COURSE:ESOL 5310'],
    ['Then in college I took ASTR 1010 just to fill a requirement and I got hooked.', 'COURSE:ASTR 1010'],
    ['And the seminar paper is for ELED 3320, right, not the methods class?', 'COURSE:ELED 3320'],
    ["Okay, you're in MA 1103, unit 4, and you're at 62% in the course.", 'COURSE:MA 1103'],
    ["my court date is 2/11 tho, what if I'm not here", 'DATE:2/11'],
    // the speaker's school year, not done since
    ["I ain't done percents since tenth grade, man.", 'GRADE_LEVEL:tenth grade'],
    // a tutor's own details: a college named without a school word, a religion after "I'm", a town just outside
    ["Totally! I'm studying mechanical engineering at Ohio State, so I use this stuff all the time.", 'SCHOOL:Ohio State'],
    ['I graduated from Spelman a couple years ago with a math degree.', 'SCHOOL:Spelman'],
    ["I'm doing my master's at Georgia Tech right now.", 'SCHOOL:Georgia Tech'],
    ["Sorry if I'm slow today, I'm Muslim and it's Ramadan so I'm fasting until sunset", 'NRP:Muslim'],
    ["I'm on Central time since I live just outside Tulsa, so 7 for you is 6 for me.", 'LOCATION:Tulsa'],
    ['im half filipino half puerto rican', 'NRP:puerto rican'],
    ['turning fourteen next week so i might miss thursday', 'AGE:fourteen'],
    ["i'll be twelve in june", 'AGE:twelve'],
    ["Wow, you're only 12 and already doing systems of equations?", 'AGE:12'],
    ['the test is on 12/14 and i still dont get fractions', 'DATE:12/14'],
    ['i live on maple st so the library is like right there', 'LOCATION:maple st'],
    ['were at my grandmas in east harlem this weekend', 'LOCATION:east harlem'],
    ['im in 7th grade at hillcrest middle in santa rosa', 'LOCATION:santa rosa'],
    ['i go to lincoln high in dallas', 'LOCATION:dallas'],
    ['i go to westbrook intermediate in fresno', 'LOCATION:fresno'],
    ['i go to westbrook intermediate in fresno', 'SCHOOL:westbrook intermediate'],
    ['Happy early birthday for the 9th! Any big plans?', 'DATE:9th'],
    ["Ms. Alvarez's class, your project is due on 11/18, no extensions.", 'DATE:11/18'],
    ['14 y/o and a freshman', 'AGE:14'],
    ['so jada is 12 in the problem. thats my age lol im also twelve', 'AGE:twelve'],
    ['my little brother is 9 and hes in 4th grade and he can already do 2, 4, 8, 16', 'GRADE_LEVEL:4th grade'],
    ['14 y/o and a freshman', 'GRADE_LEVEL:freshman'],
    ["We're taking the bus to the aquarium in Long Beach.", 'LOCATION:Long Beach'],
  ] as const)('%s', (text, want) => {
    expect(found(text)).toContain(want);
  });

  it.each([
    ['A tree is 45 years old. How old was it 17 years ago?', 'MATH'],
    ["you're 2 away from the answer, you're 5.", 'MATH'],
    ["you're five minutes late, grab a calculator", 'NON_MATH'],
    ['my brother is 1 point ahead of me in the game', 'NON_MATH'],
    ["he's just 5 points behind", 'NON_MATH'],
    ['im only 3 points short', 'NON_MATH'],
    ['in geometry 45 degrees is acute', 'MATH'],
    // a story's relative's turn, a shouted verb before a number ("it IS 90,000"), a grandmother's age in a story
    ['Her grandma turned 60 and baked 3 pies.', 'MATH'],
    ['no, nearest thousand. oh it IS 90,000', 'MATH'],
    // a thing's age, the speaker's thing too; a turn of a fraction; a month's abbreviation before its day
    ['Our car is 12 years old and it has 164,000 miles on it.', 'MATH'],
    ['So I turn 3/4 into twelfths. 4 times 3 is 12.', 'MATH'],
    ["18 degrees. So between the coldest day, the 17th, and the hottest, Oct. 15, there's an 18-degree difference.", 'MATH'],
    ['first may be hard, 5 may work', 'NON_MATH'],
    ['my wedding photo shows 3/4 of us', 'NON_MATH'],
    ['7th grade math standards, grade 7 math', 'NON_MATH'],
    ['turning four times gives you back the shape', 'NON_MATH'],
    ["i'll be ten minutes late sorry", 'NON_MATH'],
    ["i'm also 5 minutes late, sorry", 'NON_MATH'],
    ["you're just 3 points short of an A, you're only 5 away", 'NON_MATH'],
    ["you're only 12 and already done?", 'MATH'],
    ['my quiz was 8/10 and the test is on 3/4 of the unit', 'NON_MATH'],
    ['we live on the same street, the house is on a busy street', 'NON_MATH'],
    ['the 9th term of the sequence is 27, due on 3/4 of the days', 'MATH'],
    ['a 14 y/o has 3 times as many cards as his sister', 'MATH'],
    // a test day in a problem's story
    ['If the test is on March 3rd and a girl studies 2 hours a day from February 25th, how many hours is that?', 'MATH'],
    ["A boy's test is on March 3rd. He studies 2 hours each day. How many hours in all?", 'MATH'],
    ['a freshman class has 14 students', 'NON_MATH'],
    // a character's age and grade in a problem, told in the third person
    ["A girl bakes 24 cookies. She's 13 and in 8th grade, how many does she eat?", 'MATH'],
    ['the temperature is high in dallas and the middle in austin is 5', 'NON_MATH'],
    ['move the counter to the middle in austin', 'MATH'],
    ["A student at State University pays $200 per credit hour. What's her tuition?", 'MATH'],
    ['I graduated from High School in June', 'NON_MATH'],
    // "one" or "two" after a relative that says no age; a story's birthday in math talk
    ['my brother is one of the best at this', 'NON_MATH'],
    ["A boy's birthday is Friday, he's gonna be 9. How many candles are on his cake?", 'MATH'],
    // an age the teacher counts up to
    ["Three decades and four extra years. And how many years until I'm forty?", 'MATH'],
  ] as const)('leaves alone: %s', (text, label) => {
    expect(found(text, label)).toEqual([]);
  });

  it('finds an age in chat closed by the next clause\'s "i" or "why", or after "literally"; not a count so closed in math talk', () => {
    // Prepare / Act / Assess
    expect(found('lmaooo im 19 i can do my own laundry')).toEqual(['AGE:19']);
    expect(found('im literally 13 why do i need to know this')).toEqual(['AGE:13']);
    expect(found("I'm 5 I think, 5 steps away", 'MATH')).toEqual([]);
  });

  it("finds a relative's age answered to a question about the relative, and a child's age said by the adult who brought them; not a bare count", () => {
    // Prepare: the helper's turns alternate tutor and student; the third transcript's first turn is a parent's
    const asked = transcript(['Ha! Does your cousin like jumping?', "He's 4 so yes. All the time."]);
    const counted = transcript(['How many points does Marcus have now?', "He's 4. I'm 6."]);
    const parent = transcript(["Hi, sorry we're late. She'll sit over there with the tablet. She's 7, she's been begging for that game."]);
    const visitor = { ...parent, messages: parent.messages.map((m) => ({ ...m, role: 'other' as const })) };
    // a grandmother named by her kin title two turns before
    const teta = transcript(["It's ma'amoul. My Teta Samira wrote it.", 'Teta means grandma?', "Yeah. She's 81 and she still makes like a hundred of them for Eid."]);
    // a brother named two turns before, the tutor's reply between
    const sibling = transcript(['He was! Top and bottom times 2.', 'sorry my brother diego keeps poking me', 'Ha, little brothers! Can you move to a quieter spot?', 'hes 6 hes so annoying']);
    // Act
    const ages = (t: ReturnType<typeof transcript>) =>
      detectTranscript(t, DetectConfig.parse({})).map((ss, i) => ss.filter((x) => x.type === 'AGE').map((x) => t.messages[i]!.text.slice(x.start, x.end)));
    // Assess
    expect(ages(asked)).toEqual([[], ['4']]);
    expect(ages(counted)).toEqual([[], ['6']]);
    expect(ages(visitor)).toEqual([['7']]);
    expect(ages(parent)).toEqual([[]]);
    expect(ages(sibling)).toEqual([[], [], [], ['6']]);
    expect(ages(teta)).toEqual([[], [], ['81']]);
  });

  it("finds an age said back by the next speaker, and a small child's one or two years only after the child is told of", () => {
    // Prepare
    const great = transcript(['Okay, my great-grandpa is 93 and he still watches every game.', '93! That is amazing.']);
    const turning = transcript(["Good. Who has a birthday coming?", "Me! I'm gonna be ten.", 'Ten! Double digits.']);
    // the number said back to a problem's answer, a different number, and said back by the same speaker
    const answer = transcript(['What is 8 times 9?', '72!']);
    const other = transcript(['My grandma is 81.', 'Eighty! Wow.']);
    const same = transcript(['My grandma is 81.', '81! Can you believe it?']);
    const sameSpeaker = { ...same, messages: same.messages.map((m) => ({ ...m, role: 'student' as const })) };
    const brother = transcript(["Hang on, a chat from Nadia: 'my little brother keeps unplugging the router.' Oh no.", "Sorry. He's 2. He doesn't get it."]);
    const goat = transcript(["I know. Biscuit stands on the hood of my dad's truck.", "Nigerian dwarf. She's two and she's the boss of everybody."]);
    // Act
    const ages = (t: ReturnType<typeof transcript>) =>
      detectTranscript(t, DetectConfig.parse({})).map((ss, i) => ss.filter((x) => x.type === 'AGE').map((x) => t.messages[i]!.text.slice(x.start, x.end)));
    // Assess
    expect(ages(great)).toEqual([['93'], ['93']]);
    expect(ages(turning)).toEqual([[], ['ten'], ['Ten']]);
    expect(ages(answer)).toEqual([[], []]);
    expect(ages(other)).toEqual([['81'], []]);
    expect(ages(sameSpeaker)).toEqual([['81'], []]);
    expect(ages(brother)).toEqual([[], ['2']]);
    expect(ages(goat)).toEqual([[], []]);
  });

  it('finds an age told with a part of a year, and the same age said back with it, keeping the whole years only', () => {
    // Prepare: the README's convention spans the number alone ("I'm nine and three fourths" gives "nine")
    const told = transcript(['Um I\'m ten and one twelfth because my birthday was in February.', 'Ten and one twelfth, February to March, one month.']);
    // a different part of a year said back is another number, and a mixed number in math talk is no one's age
    const other = transcript(["I'm nine and a half.", 'Nine and three fourths, nice.']);
    const math = transcript(['What is 19 divided by 2?', 'Nine and a half.']);
    // Act
    const ages = (t: ReturnType<typeof transcript>) =>
      detectTranscript(t, DetectConfig.parse({})).map((ss, i) => ss.filter((x) => x.type === 'AGE').map((x) => t.messages[i]!.text.slice(x.start, x.end)));
    // Assess
    expect(ages(told)).toEqual([['ten'], ['Ten']]);
    expect(ages(other)).toEqual([['nine'], []]);
    expect(ages(math)).toEqual([[], []]);
  });

  it('finds what a student tells of their own life inside math talk', () => {
    // Prepare: each said while working a problem
    const lines: Array<[string, string[]]> = [
      ['17 but im actually 10 lol', ['AGE:10']],
      // a relative's turn, the speaker's own
      ['My grandma turned 70 and we cut her cake into 10 pieces and I got 2 pieces.', ['AGE:70']],
      ['And my grandma always gives me a dollar for every year. I turned 8 so I got eight dollars.', ['AGE:8']],
      ["Um, mine was my cousin Priscilla's party at the pizza place. She turned 5.", ['PERSON:Priscilla', 'AGE:5']],
      // a sibling named two sentences before
      ["My journal is about my little sister's piggy bank. Her name is Penny and she only has pennies and nickels. She's 6.", ['PERSON:Penny', 'AGE:6']],
      ['Seven! I\'m six right now.', ['AGE:six']],
      ['so if im 13 and my brother is 3 times older... wait no hes 16 lol that doesnt work', ['AGE:13', 'AGE:16']],
      ['ya we did ratio tables in 6th grade at Lincoln but i forgot most of it', ['GRADE_LEVEL:6th grade', 'SCHOOL:Lincoln']],
      // the sentence's full stop is not the school's, an initial's is
      ["ya my sister learned it that way, im in 10th grade at Eastlake High.", ['GRADE_LEVEL:10th grade', 'SCHOOL:Eastlake High']],
      ["i did this in 10th grade at Lincoln H.S.", ['GRADE_LEVEL:10th grade', 'SCHOOL:Lincoln H.S.']],
      // nor does the name run on into the next sentence, and a question's auxiliary opens no school's name
      ['no i have Ms. Oyelaran now, im in 8th grade at Rosemont Middle. Mr Brandt was last year', ['PERSON:Oyelaran', 'GRADE_LEVEL:8th grade', 'SCHOOL:Rosemont Middle', 'PERSON:Brandt']],
      ['College precalc. Does Lakeview Academy give you credit for it too?', ['SCHOOL:Lakeview Academy']],
      // a sentence with a number and "drive" is no street ("16 he can drive me")
      ['my brother is 16 he can drive me to the library after we finish 3/4 of it', ['AGE:16']],
      // a change "from low to high" is no lower-case school
      ['Exit ticket. The low was negative 12 and the high was 17. What was the change from low to high?', []],
      // a video call's breakout room is no place one moved to
      ['You have been moved to Breakout Room 7 - Math/Stats Tutor. So 3/4 of the class is here', []],
      ['mrs Okafor makes us show every step like this for 2x + 5 = 17', ['PERSON:Okafor']],
      ['our backyard on Birch Street is like 40 by 25 feet, can i use that for the perimeter one', ['LOCATION:Birch Street']],
      ['my town Brookhaven has like 3,400 people so to the nearest thousand its 3,000', ['LOCATION:Brookhaven']],
      ['my moms number is 555-231-9087 lol so the digits add to 50', ['PHONE_NUMBER:555-231-9087']],
      // the class's test day announced mid-lesson (a month-name date beside fractions and standards)
      ['Reminder, the unit 5 test is on February 6th and it covers 6.EE.1 through 6.EE.4, so 3/4 of it is exponents.', ['DATE:February 6th']],
      ['so x = 5. also the unit test is Feb 6 right?', ['DATE:Feb 6']],
    ];
    // Act / Assess
    expect(lines.map(([text]) => found(text, 'MATH').sort())).toEqual(lines.map(([, want]) => [...want].sort()));
  });

  it.each([
    // a character's age, the class's past grade said by the teacher, a program, a subtraction
    "Her brother is older, he's 16, and she is 4. How many years apart?",
    "the strategies we've been using, or you've used in third grade maybe?",
    'in third grade you learned arrays, so we start there',
    'the 7th grade has 180 students and 3/4 of them walk',
    'open the file in ms Word and type 3/4',
    'so 555-231-9087 as a subtraction is 555 minus 231 minus 9087 which goes negative right',
    // a relative's height after the speaker's, in a class's own data
    "I'm 64 inches and my mom is 69. She played volleyball.",
    // the speaker's distance from an answer
    'I was 3 away from the answer.',
    // the speaker's own height after a growth in inches
    'I grew two inches! In September I was 48, it says 48 right there.',
    // the speaker's height said again with its unit
    "Oh, I'm seventy... seventy inches. Don't put me on there.",
  ])('leaves alone in math talk: %s', (text) => {
    expect(found(text, 'MATH')).toEqual([]);
  });

  it("reads \"I'm\" as the speaker's own measure in a lesson that measures the listeners' bodies, not elsewhere", () => {
    // Prepare
    const lesson = (line: string) =>
      transcript([
        ['On your sticky note, write your shoe size. If you are a half size, write the half.', 'MATH'],
        ['Now line up along the back wall, smallest size to biggest.', 'MATH'],
        ["Who's four and a half?", 'MATH'],
        [line, 'MATH'],
      ]);
    // Act
    const ages = (line: string) => detectTranscript(lesson(line), DetectConfig.parse({}))[3]!.filter((s) => s.type === 'AGE').map((s) => line.slice(s.start, s.end));
    const elsewhere = detectTranscript(transcript([['Write your answer on the sticky note.', 'MATH'], ["I'm six and a half, where do I go?", 'MATH']]), DetectConfig.parse({}))[1]!;
    // Assess
    expect(ages("Me. I'm four and a half.")).toEqual([]);
    expect(ages("I'm six and a half, where do I go?")).toEqual([]);
    expect(elsewhere.filter((s) => s.type === 'AGE')).toHaveLength(1);
  });

  it("finds a relative's age and birthday in a teacher's true story in math talk; a rotation stays math", () => {
    // Prepare / Act / Assess
    expect(found('Okay. Now a true one. My daughter Ines turns 13 on November 9th.', 'MATH')).toEqual(['PERSON:Ines', 'AGE:13', 'DATE:November 9th']);
    expect(found('Turn 90 degrees to the right, then turn 45.', 'MATH')).toEqual([]);
    // (a story's age after "turned" is the story's)
    expect(found('Page 88, number 5. In 2016 Grandma Bea turned 60. What year was she born?', 'MATH').filter((f) => f.startsWith('AGE'))).toEqual([]);
  });

  it("finds a class's own grade: greeted, praised, owned, asked about", () => {
    // Prepare: the grade of the people in the room (or of a relative, outside math talk)
    const lines: Array<[string, 'MATH' | 'NON_MATH', string[]]> = [
      ['Good morning, fifth graders. Grab your folders.', 'NON_MATH', ['GRADE_LEVEL:fifth graders']],
      ['Great budgeting, fourth grade.', 'NON_MATH', ['GRADE_LEVEL:fourth grade']],
      ['These are our fifth grade mathematicians, everybody.', 'NON_MATH', ['GRADE_LEVEL:fifth grade']],
      ['Our 5th grade field trip is on a Friday.', 'NON_MATH', ['GRADE_LEVEL:5th grade']],
      ['Everyone in my 6th grade class asks me that.', 'NON_MATH', ['GRADE_LEVEL:6th grade']],
      ['Everybody in seventh grade at Hillcrest Middle has that packet.', 'NON_MATH', ['GRADE_LEVEL:seventh grade', 'SCHOOL:Hillcrest Middle']],
      ['the 7th grade field trip is next month, forms are due', 'NON_MATH', ['GRADE_LEVEL:7th grade']],
      ["How's 5th grade treating you so far?", 'NON_MATH', ['GRADE_LEVEL:5th grade']],
      ['570. i want at least 650. im only a junior tho so i can take it again', 'MATH', ['GRADE_LEVEL:junior']],
      // the speaker as a year of school, and twins typed "were" for "we're"
      ['fr being a sophomore w a job is a lot', 'NON_MATH', ['GRADE_LEVEL:sophomore']],
      ['also if i fail the test i get summer school and as a junior thats so embarrassing lol', 'NON_MATH', ['GRADE_LEVEL:junior']],
      ['no hes in precalc bc hes the smart one were both in 11th grade and im still stuck in geo', 'NON_MATH', ['GRADE_LEVEL:11th grade']],
      ["Table 3, you were the quietest. Y'all are in fifth grade, push in your chairs.", 'NON_MATH', ['GRADE_LEVEL:fifth grade']],
      ['No worries! Are you in 6th grade this year?', 'NON_MATH', ['GRADE_LEVEL:6th grade']],
      // the grade the speaker goes up to, not a group's
      ['Summer, going into 6th grade, 8 because it looks like a snowman', 'NON_MATH', ['GRADE_LEVEL:6th grade']],
      ["next year im going to be a 7th grader so i can't come back", 'NON_MATH', ['GRADE_LEVEL:7th grader']],
      ['kids going into 6th grade need the form signed', 'NON_MATH', []],
      ['he uses this app too for his 5th grade homework', 'NON_MATH', ['GRADE_LEVEL:5th grade']],
      // our own grade said in math talk is still ours
      ['Okay, our fourth grade goal is 100 cans, so how many more do we need?', 'MATH', ['GRADE_LEVEL:fourth grade']],
      // the class called by its grade, and the listener measured against theirs
      ['Okay 4th graders, eyes up here.', 'NON_MATH', ['GRADE_LEVEL:4th graders']],
      ['Fourth graders, you are building on each other.', 'MATH', ['GRADE_LEVEL:Fourth graders']],
      ["And fourth graders, it's optional. Not homework-homework.", 'NON_MATH', ['GRADE_LEVEL:fourth graders']],
      ['I like teaching third and fourth graders, they are fun.', 'NON_MATH', []],
      ["Absolutely. For a 5th grader you're crushing it.", 'NON_MATH', ['GRADE_LEVEL:5th grader']],
      // the class greeted or called to order by its grade as by a name; a grade told of after "okay" is no one
      ['alright good morning seventh grade, (laughter) I know, I know it is early', 'NON_MATH', ['GRADE_LEVEL:seventh grade']],
      ['Okay eighth grade, phones in the caddy, thank you.', 'NON_MATH', ['GRADE_LEVEL:eighth grade']],
      ["Alright fifth grade let's get settled.", 'NON_MATH', ['GRADE_LEVEL:fifth grade']],
      ["okay fifth grade, that's when you learn long division", 'MATH', []],
      // a student handed over by full name: her age and her grade at a named school
      ["ok so Priya Raman, she's 11, 6th grade at Brookside Middle.", 'NON_MATH', ['PERSON:Priya Raman', 'AGE:11', 'GRADE_LEVEL:6th grade', 'SCHOOL:Brookside Middle']],
      // (most graders of a grade, and what is hard for one, are no one here)
      ['Most 4th graders, by spring, know this.', 'NON_MATH', []],
      ['It is hard for a 5th grader to do.', 'NON_MATH', []],
    ];
    // Act / Assess
    expectFoundEach(lines);
  });

  it('finds school years as other countries name them, and peoples of Africa, Asia and the Americas as NRP', () => {
    // Prepare
    const lines: Array<[string, 'MATH' | 'NON_MATH', string[]]> = [
      ['Right, Year 5, bums on seats please.', 'NON_MATH', ['GRADE_LEVEL:Year 5']],
      ['You are Class 7 students now, behave like seniors.', 'NON_MATH', ['GRADE_LEVEL:Class 7']],
      ['You are in JSS1 now, not primary school.', 'NON_MATH', ['GRADE_LEVEL:JSS1']],
      ['Good morning, Grade 5 Sampaguita!', 'NON_MATH', ['GRADE_LEVEL:Grade 5']],
      ["I'm Igbo, so at home I count otu, abuo, ato.", 'MATH', ['NRP:Igbo']],
      // a story's year and a language are none
      ['In year 5 the tree is 3 metres tall. How tall in year 8?', 'MATH', []],
      ['We can count in Yoruba too: ookan, eeji, eeta.', 'MATH', []],
    ];
    // Act / Assess
    expectFoundEach(lines);
  });

  it.each([
    // a strategy, a grade told of no one in the room, a clause that is no one greeted, a problem's class
    ['Use your fourth grade strategy, not the long way.', 'MATH'],
    ['We learned that back in, um, fourth grade.', 'NON_MATH'],
    ['Kids learn this in 3rd grade, then again in 5th grade.', 'NON_MATH'],
    ["Her 5th grade class sold 48 tickets. How many did each student sell?", 'MATH'],
    ['The 7th grade has 180 students, and 3/4 of them walk to school.', 'MATH'],
    ['Everyone in 4th grade learns multiplication facts.', 'NON_MATH'],
  ] as const)("leaves alone, a grade that is no one's here: %s", (text, label) => {
    expect(found(text, label)).toEqual([]);
  });

  it('reads speech transcribed without punctuation: fillers, "my sister\'s", spoken dates', () => {
    // Prepare
    const lines: Array<[string, string[]]> = [
      ["i'm eleven um yeah my mom signed me up", ['AGE:eleven']],
      ["um hi i'm like in sixth grade", ['GRADE_LEVEL:sixth grade']],
      ["my sister's in third grade and she knows her times tables", ['GRADE_LEVEL:third grade']],
      ['my brother Filmon is in 9th grade and he said this unit is easy', ['PERSON:Filmon', 'GRADE_LEVEL:9th grade']],
      ["my grandma's mexican and she divides a different way", ['NRP:mexican']],
      ["my birthday's march third so we're having a party", ['DATE:march third']],
      ['my test is on october twenty first so can we review', ['DATE:october twenty first']],
    ];
    // Act / Assess
    expect(lines.map(([text]) => found(text).sort())).toEqual(lines.map(([, want]) => [...want].sort()));
  });

  it.each([
    // a step, a month's length, an ordinal in a list, a name's "is" that says no age
    'first march third then fourth',
    'june has thirty days so the thirtieth is the last one',
    "so the third one is june's turn",
    "my sister's like really good at this",
  ])('leaves alone, spoken: %s', (text) => {
    expect(found(text).filter((s) => !s.startsWith('PERSON'))).toEqual([]);
  });

  it('reads the same disclosures in Spanish and Portuguese', () => {
    // Prepare: chat that switches language
    const lines: Array<[string, string[]]> = [
      ['soy de Guadalajara pero ahora vivimos en Santa Ana', ['LOCATION:Guadalajara', 'LOCATION:Santa Ana']],
      ['ya tengo 13 años, no soy un bebé jaja', ['AGE:13']],
      ['estoy en séptimo grado pero esto se ve bien difícil', ['GRADE_LEVEL:séptimo grado']],
      ['antes estudiaba en la Secundaria Técnica 42 en Monterrey', ['SCHOOL:Secundaria Técnica 42', 'LOCATION:Monterrey']],
      ['mi cumpleaños es el 5 de mayo, como la fiesta jaja', ['DATE:5 de mayo']],
      ['nací el 14 de febrero del 2012, el día del amor', ['DATE:14 de febrero del 2012']],
      ['somos salvadoreños, mi papá vino de San Miguel cuando era joven', ['NRP:salvadoreños', 'LOCATION:San Miguel']],
      ['oi, meu nome é Thiago, sou brasileiro', ['PERSON:Thiago', 'NRP:brasileiro']],
      // Native nations; a Diné word the teacher says to a boy, a sacred mountain as a team's name
      ["We do! I'm Mvskoke, so rodeo is a big deal back home.", ['NRP:Mvskoke']],
      ["Ashkii, I'll sit where your teacher tells me.", []],
      ['Tsoodził, check your board.', []],
      ['le voy a mandar un mensaje a la Sra. López sobre tu progreso', ['PERSON:López']],
      // a day so written outside math talk, no cue needed, as an English one; a relative's coming age; "Sim" is "yes"
      ['We go visit her in July, our flight is dia 14 de julho, se Deus quiser.', ['DATE:14 de julho']],
      ['My sister has her birthday the 2 de octubre, she will be 12, so maybe that week no class.', ['DATE:2 de octubre', 'AGE:12']],
      ['Sim, no school. 10 o clock is good.', []],
    ];
    // Act / Assess
    expect(lines.map(([text]) => found(text).sort())).toEqual(lines.map(([, want]) => [...want].sort()));
  });

  it('reads French: titles, days, school years, ages and towns', () => {
    // Prepare: an immersion class and its families
    const lines: Array<[string, string[]]> = [
      ["Madame Bélanger, j'ai pas de crayon.", ['PERSON:Bélanger']],
      ['Enseignante: Mme Kaur. Fichier audio 3 de 5.', ['PERSON:Kaur']],
      ["Et n'oubliez pas, la sortie de ski c'est le 12 février.", ['DATE:12 février']],
      // Haitian Creole
      ['Miss, my birthday is 27 jiyè. July 27.', ['DATE:27 jiyè', 'DATE:July 27']],
      ['Vous êtes en 8e année, vous êtes capables.', ['GRADE_LEVEL:8e année']],
      ["Sir, I'm in sec 2, my mom won't even let me have a plan.", ['GRADE_LEVEL:sec 2']],
      ['Pis mon petit frère qui a 5 ans pleurait dans l\'auto.', ['AGE:5']],
      ['Mon oncle reste à Pointe-au-Père, il a encore le billet.', ['LOCATION:Pointe-au-Père']],
    ];
    // Act / Assess
    expect(lines.map(([text]) => found(text).sort())).toEqual(lines.map(([, want]) => [...want].sort()));
    // a Hebrew calendar's day
    expect(found("my hebrew birthday is 14 Adar so it's always on purim")).toEqual(['DATE:14 Adar']);
    // (in math talk a French day is a problem's)
    expect(found('Le 12 février, il vend 30 billets.', 'MATH')).toEqual([]);
  });

  it('reads Haitian Creole classrooms: titles and kin words before a name, and classroom words that are none', () => {
    // Prepare
    const lines: Array<[string, string[]]> = [
      ['Bonjou Madan Célestin!', ['PERSON:Célestin']],
      ["Madan, we going outside for recess? It's not raining.", []],
      ['Tonton Frantz always take the big piece after church, every Sunday.', ['PERSON:Frantz']],
      ['Okay, mèsi Mèt Bazile. Pack up.', ['PERSON:Bazile']],
      ['Mwatye! A half.', []],
    ];
    // Act / Assess
    expect(lines.map(([text]) => found(text).sort())).toEqual(lines.map(([, want]) => [...want].sort()));
    // (an amount is no street's number: "i get 70 dollars either way")
    expect(found('if i babysit 5 hours i get 70 dollars either way', 'MATH')).toEqual([]);
  });

  it("reads Irish classrooms: given names, surnames with their particle, the teacher's title, schools named in Irish, greetings", () => {
    // Prepare / Act / Assess
    expectFoundEach([
      ['Oh, and I got a new letter from Róisín!', 'NON_MATH', ['PERSON:Róisín']],
      ['Hi Mr. Ó Súilleabháin!', 'NON_MATH', ['PERSON:Ó Súilleabháin']],
      ['We hear you great, Ms. Ní Bhriain.', 'NON_MATH', ['PERSON:Ní Bhriain']],
      ["I'm Múinteoir Gráinne, and this is fourth class.", 'NON_MATH', ['PERSON:Gráinne']],
      ['Good morning, Scoil Bhríde!', 'NON_MATH', ['SCHOOL:Scoil Bhríde']],
      ['It is on the board. Gaelscoil an Chnoic, Castlebar.', 'NON_MATH', ['SCHOOL:Gaelscoil an Chnoic']],
      ['Bye! Slán!', 'NON_MATH', []],
    ]);
  });

  it("reads Brazilian Portuguese classrooms: the teacher's and a mother's titles, greetings before a name, classroom words", () => {
    // Prepare / Act / Assess
    expectFoundEach([
      ['Oi, Lucas! Consegue me ouvir?', 'NON_MATH', ['PERSON:Lucas']],
      ['Boa sorte! Say hi to your father. Tchau, Lucas!', 'NON_MATH', ['PERSON:Lucas']],
      ['Okay, obrigada, Dona Célia. Go ahead, Samuel, take the pass.', 'NON_MATH', ['PERSON:Célia', 'PERSON:Samuel']],
      ['Professora Cláudia, can my dad come talk to the class?', 'NON_MATH', ['PERSON:Cláudia']],
      ["Professora, it's cold in here.", 'NON_MATH', []],
      ['Lindo. Now real life. Does your mom have costs?', 'MATH', []],
    ]);
  });

  it('reads a family name spelled like a holiday or a pronoun after a title; Arabic and Hmong classroom words are none', () => {
    // Prepare / Act / Assess
    expectFoundEach([
      ['Good afternoon! Mrs. Eid is with us for math today, say hi.', 'NON_MATH', ['PERSON:Eid']],
      ['happy Eid everyone', 'NON_MATH', []],
      ['Nyob zoo, good morning. Mr. Her, is Neng out again?', 'NON_MATH', ['PERSON:Her', 'PERSON:Neng']],
      ['How many inches is Mr. Her\'s hand span?', 'MATH', ['PERSON:Her']],
      ["Yalla. Khalas. Habibi. That's all I got.", 'NON_MATH', []],
    ]);
  });

  it("reads Somali classrooms: the teacher's titles, classroom words, a grandmother's age", () => {
    // Prepare / Act / Assess
    expectFoundEach([
      ['Can I be with Macallimad Fartun?', 'NON_MATH', ['PERSON:Fartun']],
      ['Macallin, I got 16.', 'MATH', []],
      ['Mahadsanid, Macallin!', 'NON_MATH', []],
      ['Qaybin. To share, to divide.', 'MATH', []],
      ['My ayeeyo is 72 and she has like fifty grandkids.', 'NON_MATH', ['AGE:72']],
    ]);
  });

  it.each([
    ['no hay clases en Semana Santa, so can we move the session?', 'NON_MATH'],
    ['el 3 de marzo al 20 de marzo son cuántos días?', 'MATH'],
    ['tengo 3 manzanas y como 1', 'MATH'],
    ['el sol y la luz, color rosa', 'NON_MATH'],
  ] as const)('leaves alone in Spanish: %s', (text, label) => {
    expect(found(text, label)).toEqual([]);
  });

  it("reads no course in a program's count of sessions, and no surname in an acronym after a name", () => {
    expect(found('Program: Digital SAT/PSAT Math - 12 sessions, first one Monday')).toEqual([]);
    expect(found('Memo: Mateo ACT 8 sesiones').filter((f) => f.startsWith('PERSON'))).toEqual(['PERSON:Mateo']);
    // (a word stressed in capitals is said, no surname; a surname in capitals is one)
    expect(found('Maria ALWAYS says that, she is my neighbor').filter((f) => f.startsWith('PERSON'))).toEqual(['PERSON:Maria']);
    expect(found('Maria GARCIA is here for pickup').filter((f) => f.startsWith('PERSON'))).toEqual(['PERSON:Maria GARCIA']);
    expect(found('Honestly, you all argue about fractions better than my MATH 1050 students.')).toEqual(['COURSE:MATH 1050']);
    // (a measure's own span is no Spanish course; one taken is)
    expect(found('Ana, height 150, arm span 148.').filter((f) => f.startsWith('COURSE'))).toEqual([]);
    expect(found("I'm taking span 201 this fall")).toEqual(['COURSE:span 201']);
  });

  it('dates the day someone of the speaker\'s comes home, written as a fraction; not a fraction of a chapter to review', () => {
    expect(found('Mrs. Abernathy, my mom comes home 6/12.').filter((f) => f.startsWith('DATE'))).toEqual(['DATE:6/12']);
    expect(found('I need to review 3/4 of the chapter')).toEqual([]);
  });

  it("reads the speaker's or the listener's turning in math talk; not a named one's value there or minutes late", () => {
    expect(found("July. I'm turning ten.", 'MATH')).toEqual(['AGE:ten']);
    expect(found("Kemal, you're turning nine, and leap day comes every four years.", 'MATH').filter((f) => f.startsWith('AGE'))).toEqual(['AGE:nine']);
    expect(found('Kofi is 16', 'MATH').filter((f) => f.startsWith('AGE'))).toEqual([]);
    expect(found('Maya is 5 minutes late').filter((f) => f.startsWith('AGE'))).toEqual([]);
  });

  it('reads no age in a height in words the message measures', () => {
    expect(found('Fifty-six inches. How much taller is that than my daughter? Remember she was fifty-one.', 'MATH')).toEqual([]);
  });

  it('dates only the birthday when a fraction follows in math talk', () => {
    expect(found('lol my bday is 4/11 and the problem says 4/12 simplifies to 1/3', 'MATH')).toEqual(['DATE:4/11']);
  });

  it("reads a pasted worksheet's header: the date field, and the school apart from the teacher named on the line before", () => {
    // Prepare
    const header = 'Name: Sofia Lindqvist    Date: 4/9    Period: 2\nTeacher: Mrs. Nakamura\nCedar Ridge Middle School - Math 6 - Lesson 9-2';
    const columns = 'Mrs. Nakamura      Cedar Ridge Middle School';
    // Act / Assess: a line break or a column gap ends a school's name
    expect(found(header, 'MATH').sort()).toEqual(['DATE:4/9', 'PERSON:Nakamura', 'PERSON:Sofia Lindqvist', 'SCHOOL:Cedar Ridge Middle School']);
    expect(found(columns).sort()).toEqual(['PERSON:Nakamura', 'SCHOOL:Cedar Ridge Middle School']);
    // ...and a fraction after a word ending in "date" is a fraction
    expect(found('the update: 3/4 of the class is done', 'MATH')).toEqual([]);
  });
});

describe('URLs of public sites', () => {
  it('leaves a public site named without a path alone; flags a path on it and any other domain', () => {
    // Prepare
    const text = 'like our boxes from Amazon.com, or www.Desmos.com; my page is khanacademy.org/profile/maria22 and mathwithmaria.net';
    // Act
    const urls = found(text, 'MATH').filter((s) => s.startsWith('URL:'));
    // Assess
    expect(urls).toEqual(['URL:khanacademy.org/profile/maria22', 'URL:mathwithmaria.net']);
  });
});

describe('validators', () => {
  it('checks ABA routing checksums', () => {
    // Prepare / Act / Assess
    expect(validRouting('011000015')).toBe(true);
    expect(validRouting('011000016')).toBe(false);
  });

  it('rejects SSNs that can never be issued', () => {
    // Prepare / Act / Assess
    expect(found('ssn 000-12-3456')).toEqual([]);
    expect(found('ssn 666-12-3456')).toEqual([]);
    expect(found('ssn 123-00-4567')).toEqual([]);
  });
});

describe('the detect stage', () => {
  it('keeps upstream placeholders and resolves overlaps in favour of them', () => {
    // Prepare
    const t = transcript(['Student M, what did you get? call <PHONE_NUMBER>']);
    // Act
    const spans = detectTranscript(t, cfg)[0]!;
    // Assess
    expect(spans.map((s) => s.source)).toEqual(['upstream-placeholder', 'upstream-placeholder']);
  });

  it('propagates a name introduced with a cue to its other mentions', () => {
    // Prepare
    const t = transcript(['hello, my name is Dmitri', 'dmitri, what is 3 + 4?']);
    // Act
    const spans = detectTranscript(t, cfg);
    // Assess
    expect(spans[1]!.map((s) => t.messages[1]!.text.slice(s.start, s.end))).toEqual(['dmitri']);
  });

  it('applies allow and deny lists', () => {
    // Prepare
    const config = DetectConfig.parse({ allowList: ['Maria'], denyList: [{ text: 'Brightside Tutoring', type: 'SCHOOL' }] });
    // Act / Assess
    expect(found('hi Maria, welcome to Brightside Tutoring', 'NON_MATH', config)).toEqual(['SCHOOL:Brightside Tutoring']);
  });

  it('resolves overlaps: longer first, then higher score', () => {
    // Prepare
    const a = { start: 0, end: 5, type: 'PERSON' as const, source: 'a', score: 0.5 };
    const b = { start: 0, end: 11, type: 'PERSON' as const, source: 'b', score: 0.4 };
    const c = { start: 12, end: 15, type: 'AGE' as const, source: 'c', score: 0.9 };
    // Act / Assess
    expect(resolveOverlaps([a, b, c]).map((s) => s.source)).toEqual(['b', 'c']);
  });

  it('keeps what a span holds outside an upstream placeholder, cut to its letters and digits', () => {
    // Prepare: an address block found whole, over a placeholder "Mrs. P" the platform left in it
    const text = 'return address:\nMrs. P. Hargreaves\n14 Ashdown Crescent\nLeeds LS18 4QP';
    const holder = { start: 16, end: 22, type: 'PERSON' as const, source: 'upstream-placeholder', score: 1, placeholder: { label: 'TITLE', key: 'MRS:P' } };
    const block = { start: 16, end: text.length, type: 'LOCATION' as const, source: 'rule:location', score: 0.85 };
    const inside = { start: 21, end: 22, type: 'PERSON' as const, source: 'person', score: 0.9 };
    // Act
    const kept = resolveOverlaps([holder, block, inside], text).map((s) => [s.type, text.slice(s.start, s.end)]);
    // Assess: the placeholder, then the rest of the block; nothing is left of the span inside it
    expect(kept).toEqual([
      ['PERSON', 'Mrs. P'],
      ['LOCATION', 'Hargreaves\n14 Ashdown Crescent\nLeeds LS18 4QP'],
    ]);
    // Without the text (no way to cut), the block is dropped as before
    expect(resolveOverlaps([holder, block]).map((s) => s.source)).toEqual(['upstream-placeholder']);
  });
});

describe('steward recognizer files', () => {
  it('adds data-only recognizers with context, and names a broken file and field', async () => {
    // Prepare
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'deid-rec-'));
    const good = join(dir, 'student-ids.json');
    const bad = join(dir, 'bad.json');
    writeFileSync(good, JSON.stringify({ recognizers: [{ id: 'district-student-id', type: 'US_DRIVER_LICENSE', pattern: 'SID-\\d{6}', context: 'student id', score: 0.9 }] }));
    writeFileSync(bad, JSON.stringify({ recognizers: [{ id: 'Bad Id', type: 'NOPE', pattern: 'x' }] }));
    const config = DetectConfig.parse({ recognizerFiles: [good] });
    // Act / Assess
    expect(found('my student id is SID-123456', 'NON_MATH', config)).toEqual(['US_DRIVER_LICENSE:SID-123456']);
    expect(found('the code SID-123456 is on the worksheet', 'NON_MATH', config)).toEqual([]);
    expect(() => found('x', 'NON_MATH', DetectConfig.parse({ recognizerFiles: [bad] }))).toThrow(/bad\.json: recognizers\.0\.id: .*; recognizers\.0\.type/);
  });
});

describe('speech transcribed by a recognizer: fillers, years and days said aloud', () => {
  it.each([
    // a filler between the cue and what it tells
    ["my dad's nigerian and my mom's um korean so like we eat a lot of different food", ['NRP:nigerian', 'NRP:korean']],
    ["oh yeah we're um we're muslim so during ramadan i might be tired", ['NRP:muslim']],
    ["i'm from um el paso originally but now we're in tucson", ['LOCATION:el paso', 'LOCATION:tucson']],
    ["i'm thirteen and my brother deandre is like sixteen he just got his permit", ['AGE:thirteen', 'PERSON:deandre', 'AGE:sixteen']],
    ["my birthday is march 23 and i'm gonna be 13!!", ['DATE:march 23', 'AGE:13']],
    // an email said aloud starts at its own first word, not at the "s" of "it's"
    ["um it's k lopez oh nine at gmail dot com that's my school one too", ['EMAIL_ADDRESS:k lopez oh nine at gmail dot com']],
    // a year said aloud, a day in words after a school or family event
    ['my birthday is uh october twelfth twenty twelve', ['DATE:october twelfth twenty twelve']],
    ['our unit test on um on slope is april twenty second so can we do review', ['DATE:april twenty second']],
    ['my brother graduates may twenty-eighth so that week is gonna be crazy', ['DATE:may twenty-eighth']],
  ])('%j', (text, want) => {
    expect(found(text)).toEqual(want);
  });

  it('reads a short date after a weekday outside math talk, not a fraction of something nor in math talk', () => {
    expect(found('I wanted to ask about Thursday. Can we move the session to Saturday 10/19?')).toEqual(['DATE:10/19']);
    expect(found('See you Sat 10/19 at 10')).toEqual(['DATE:10/19']);
    expect(found('Thursday 4/17 at 5 works for me.')).toEqual(['DATE:4/17']);
    expect(found('on Sunday 1/2 of us went to the park')).toEqual([]);
    expect(found('Monday 3/4 of the class was gone', 'MATH')).toEqual([]);
  });

  it("reads a short date in a transcriber's note of when the talk was recorded, not a fraction recorded", () => {
    expect(found('[Small group table, back of Room 214. P = paraprofessional. Recording date 11/14. Names partially pseudonymized.]')).toEqual(['DATE:11/14']);
    expect(found('Recorded on 3/2 in Room 4.')).toEqual(['DATE:3/2']);
    expect(found('we recorded 3/4 of the data')).toEqual([]);
    expect(found('Recording date 11/14.', 'MATH')).toEqual([]);
  });

  it('reads a short date after an event said to fall on it, an absence, or a quince; a score is no date', () => {
    expect(found("my cousin's quince is 11/9 so i can't do that saturday")).toEqual(['DATE:11/9']);
    expect(found("Devon, your mom emailed that you'll be out on 4/22 for the dentist")).toEqual(['PERSON:Devon', 'DATE:4/22']);
    expect(found('ok so 3/4 of 20 is 15 right? the quiz on this is 2/6 so i need it', 'MATH')).toEqual(['DATE:2/6']);
    expect(found('my quiz was 8/10 so not bad', 'MATH')).toEqual([]);
    expect(found('the test score is 9/10', 'MATH')).toEqual([]);
    // an answer is no event: "final" names the exam only alone
    expect(found('so the final answer is 3/4', 'MATH')).toEqual([]);
    expect(found('my final answer is 5/6')).toEqual([]);
    expect(found('the quiz is 9/10 points', 'MATH')).toEqual([]);
    expect(found('the final is on 5/14')).toEqual(['DATE:5/14']);
  });

  it("reads the student's age told back in math talk, not a step", () => {
    expect(found("Dante, you told me you're 11, so if your cousin's age is twice yours minus 4, how old is the cousin?", 'MATH')).toContain('AGE:11');
    expect(found("you said you're 5 away from the answer", 'MATH')).toEqual([]);
  });

  it('reads a lower-case street in mixed-case chat after a mailing cue or a home word', () => {
    expect(found("hi this is Dana, Marcus's mom. could you mail the workbook to 418 birch hollow rd? thank you!")).toEqual(['PERSON:Dana', 'PERSON:Marcus', 'LOCATION:418 birch hollow rd']);
    expect(found('we just moved into the apartments on harlan rd so my wifi is bad')).toEqual(['LOCATION:harlan rd']);
  });
});
