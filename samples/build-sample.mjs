// Writes the bundled sample corpora (invented text) in the three input formats.
// Run: node samples/build-sample.mjs
import { writeFileSync } from 'node:fs';

const T = (id, turns) => ({
  id,
  messages: turns.map(([role, text], i) => ({ id: `m${i + 1}`, role, text, timestamp: `2024-09-${String(3 + (Number(id.slice(-2)) % 20)).padStart(2, '0')}T16:${String(i * 2).padStart(2, '0')}:00Z` })),
});

const transcripts = [
  T('session-01', [
    ['tutor', "Hi Maria! I'm Mr. Okafor, I'll be your tutor today."],
    ['student', 'hi! can we do fractions? we have a quiz on friday'],
    ['tutor', "Sure. Let's start with 4/12. Can you simplify it?"],
    ['student', 'divide both by 4 so 4/12 = 1/3'],
    ['tutor', 'Great job, Maria. Now what is 3/4 + 1/8?'],
    ['student', 'i think 7/8 because 3/4 is 6/8'],
    ['tutor', "Exactly. If you want the worksheet, what's your email?"],
    ['student', "it's maria.lopez22@gmail.com"],
    ['tutor', 'Sent! See you next week, Maria.'],
  ]),
  T('session-02', [
    ['student', "hello, I'm Dmitri and I go to Lincoln Middle School"],
    ['tutor', 'Welcome Dmitri! What are you working on?'],
    ['student', "word problems. If Alex has 5 apples and gives away 2, how many are left? that one's easy lol"],
    ['tutor', 'Right, 3. Here is a harder one: Priya reads 12 pages a day. How many pages does she read in 9 days?'],
    ['student', '12 times 9 = 108'],
    ['tutor', 'Correct! Priya reads 108 pages.'],
    ['student', "I'm 12 btw and I'm in 7th grade"],
    ['tutor', "Nice! 7th grade is a great year for ratios. What is 3:4 as a fraction?"],
    ['student', '3/4'],
  ]),
  T('session-03', [
    ['tutor', 'Good afternoon! Today we will plot points. Where is (1,3)?'],
    ['student', 'go right 1 and up 3'],
    ['tutor', 'Yes. And (-2, 4)?'],
    ['student', 'left 2 up 4'],
    ['student', "btw you can text me at 415-555-0198 if class gets cancelled. my name is Aisha Rahman"],
    ['tutor', "Thanks Aisha, but let's keep contact on the platform. What is the slope between (1,3) and (3,7)?"],
    ['student', '(7-3)/(3-1) = 4/2 = 2'],
    ['tutor', 'Perfect, the slope is 2.'],
  ]),
  T('session-04', [
    ['student', 'hey its wei, my birthday is March 3rd so i might miss next session'],
    ['tutor', 'No problem, Wei! Happy early birthday. Solve x + 5 = 12.'],
    ['student', 'x = 7'],
    ['tutor', 'Now 2x = 18.'],
    ['student', 'x = 9'],
    ['tutor', 'And x/3 = 4?'],
    ['student', '12'],
    ['tutor', 'Great work. Remember 9:30 on Tuesday for the next session.'],
  ]),
  T('session-05', [
    ['tutor', 'Hi Santiago, how was school today?'],
    ['student', 'good. we moved to Austin last month so new school is Jackson High'],
    ['tutor', "That's exciting. Let's review percents: what is 25% of 80?"],
    ['student', '20'],
    ['tutor', 'And 12.5% of 64?'],
    ['student', '8'],
    ['student', 'follow my math channel @santi_solves on insta'],
    ['tutor', "Cool, but please don't share social handles here. Next: 0.75 as a fraction?"],
    ['student', '3/4'],
  ]),
  T('session-06', [
    ['tutor', 'Good evening, Fatima. Ready for geometry?'],
    ['student', 'yes! I take Geometry 101 at the community college on weekends'],
    ['tutor', 'The Pythagorean theorem says a^2 + b^2 = c^2. If a = 3 and b = 4, what is c?'],
    ['student', 'c = 5'],
    ['tutor', 'Right. Now a triangle with sides 5, 12 and 13: is it a right triangle?'],
    ['student', 'yes because 25 + 144 = 169'],
    ['tutor', 'Excellent, Fatima!'],
  ]),
  T('session-07', [
    ['student', 'hi im noah, my mom said to ask about the homework from www.mathpractice-hub.com'],
    ['tutor', "Hi Noah! Let's look. Problem 14: Sam ran 3 miles on Monday and 5 miles on Tuesday. How far did he run?"],
    ['student', '8 miles'],
    ['tutor', 'Good. Problem 15: a train leaves at 2:15 and arrives at 4:45. How long is the trip?'],
    ['student', '2 hours 30 min'],
    ['tutor', 'Correct, Noah. What is 500 - 70?'],
    ['student', '430'],
  ]),
  T('session-08', [
    ['tutor', 'Hello Yuki, we are doing probability today. What is P(heads) for a fair coin?'],
    ['student', '1/2'],
    ['tutor', 'And rolling a 6 on a die?'],
    ['student', '1/6'],
    ['student', "my sister Hana has the same tutor on thursdays, she's 9"],
    ['tutor', "Oh nice! Next: two coins, what is the probability of two heads?"],
    ['student', '1/4'],
    ['tutor', 'Correct. See you next week, Yuki.'],
  ]),
];

const jsonl = transcripts.map((t) => JSON.stringify(t)).join('\n') + '\n';
writeFileSync(new URL('tutoring-sample.jsonl', import.meta.url), jsonl);
writeFileSync(new URL('tutoring-sample.json', import.meta.url), JSON.stringify(transcripts.slice(0, 4), null, 2) + '\n');
const esc = (s) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const rows = ['session_id,message_id,role,text,timestamp'];
for (const t of transcripts.slice(4)) for (const m of t.messages) rows.push([t.id, m.id, m.role, m.text, m.timestamp].map(esc).join(','));
writeFileSync(new URL('tutoring-sample.csv', import.meta.url), rows.join('\n') + '\n');
const upstream = [
  { id: 'redacted-01', messages: [
    { id: '1', role: 'teacher', text: 'Okay. Student M, what did you get for 16 times 3?' },
    { id: '2', role: 'student', text: '48' },
    { id: '3', role: 'teacher', text: 'Good. Mr. R will hand out the worksheets. [STUDENT], can you read problem 2?' },
    { id: '4', role: 'student', text: '<US_DRIVER_LICENSE> and <US_DRIVER_LICENSE> are the numbers of our coordinate' },
    { id: '5', role: 'teacher', text: 'Thank you, <PERSON>. So the point is at those two numbers.' },
  ] },
];
writeFileSync(new URL('upstream-redacted.jsonl', import.meta.url), upstream.map((t) => JSON.stringify(t)).join('\n') + '\n');
