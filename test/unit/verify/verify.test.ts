import { describe, expect, it } from 'vitest';
import { DetectConfig } from '../../../lambdas/core/detect/config.js';
import { detectTranscript } from '../../../lambdas/core/detect/index.js';
import type { SegmentLabel, WorkTranscript } from '../../../lambdas/core/schema.js';
import { VerifyConfig } from '../../../lambdas/core/verify/config.js';
import { verifyTranscript } from '../../../lambdas/core/verify/index.js';
import { transcript } from '../helpers.js';

function verified(messages: Array<string | [string, SegmentLabel]>) {
  return verifiedTranscript(transcript(messages));
}

/** The same with each message's speaker given: [role, text, label]. */
function verifiedAs(messages: Array<[WorkTranscript['messages'][number]['role'], string, SegmentLabel]>) {
  const t = transcript(messages.map(([, text, label]) => [text, label]));
  return verifiedTranscript({ ...t, messages: t.messages.map((m, i) => ({ ...m, role: messages[i]![0] })) });
}

function verifiedTranscript(t: WorkTranscript) {
  const spans = detectTranscript(t, DetectConfig.parse({}));
  const withCandidates = { ...t, messages: t.messages.map((m, i) => ({ ...m, candidates: spans[i] })) };
  return verifyTranscript(withCandidates, VerifyConfig.parse({})).flatMap((ds, i) => ds.map((d) => ({ value: t.messages[i]!.text.slice(d.span.start, d.span.end), ...d })));
}

describe('verification', () => {
  it('drops word-problem characters in math talk, with the reason', () => {
    // Prepare / Act
    const ds = verified([['If Alex has 5 apples and gives 2 to Sam, how many are left?', 'MATH']]);
    // Assess
    expect(ds.filter((d) => d.value === 'Alex').map((d) => [d.verdict, d.reason])).toEqual([['NOT_PII', 'word-problem-character']]);
  });

  it("drops a problem titled after its owner in math talk, not a learner's titled work or a kin word", () => {
    // Prepare / Act
    const titled = verified([
      ["This is described as Jovani's Ray.", 'MATH'],
      ["On Frank's Fruit Stand the apples are three for a dollar.", 'MATH'],
    ]);
    const own = verified([
      ["Let's look at Marcus's Method on the board.", 'MATH'],
      ["Keisha's Mom says the answer is 12.", 'MATH'],
      ["Frank's Fruit Stand is where I work on weekends.", 'NON_MATH'],
    ]);
    // A classmate named before the class titles her way after her
    const classmate = verified([
      ['Welcome back, Kenji. We missed you on Monday.', 'NON_MATH'],
      ['Thanks.', 'NON_MATH'],
      ["Last one. Forty-two times fifteen. Any way you want, Kenji's Box or regular partial products.", 'MATH'],
    ]);
    // Assess
    expect(classmate.filter((d) => d.value === 'Kenji').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(titled.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.reason])).toEqual([
      ['Jovani', 'word-problem-character'],
      ['Frank', 'word-problem-character'],
    ]);
    // (kept: PII, or UNCERTAIN for a bare name opening a sentence)
    expect(own.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Marcus', 'Keisha', 'Frank']);
  });

  it("drops a problem's towns and streets in math talk, not the speaker's own or the listener's; keeps a problem's school, unless said to be made up", () => {
    // Prepare / Act
    const problems = verified([
      ['Maplewood Elementary sold 240 tickets and Brookfield Elementary sold three fourths as many. How many did Brookfield sell?', 'MATH'],
      ['A survey of 300 students at Oakridge Middle School found that 45% of them walk. How many students walk?', 'MATH'],
      ["Westfield High's band raised $1,350 of the $2,000 it needs for the trip to Orlando. What percent is that?", 'MATH'],
      ["Let's pretend you live on Maple Street and your friend lives 0.8 miles away. How many minutes to walk at 3 miles per hour?", 'MATH'],
    ]);
    const own = verified([
      ['we did this at Hillcrest Middle last week, 3 of us got it', 'MATH'],
      ['Our school, Parkside Middle, is 1.6 miles from the library. How many minutes by bike at 8 mph?', 'MATH'],
      ['Westview High has 1,200 students, how many are in your grade?', 'MATH'],
      ['Maplewood Elementary sold 240 tickets and how many did we sell?', 'NON_MATH'],
    ]);
    // (teachers set problems about their own school: "The fifth graders at Cedar Hollow Elementary..." then "Wait, that's us!")
    const madeUp = verified([['Now a made-up school. Riverbend Academy sold 240 tickets. How many more did it sell than last year?', 'MATH']]);
    // Assess
    expect(problems.filter((d) => d.span.type !== 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Maplewood Elementary', 'PII'],
      ['Brookfield Elementary', 'PII'],
      ['Oakridge Middle School', 'PII'],
      ['Westfield High', 'PII'],
      ['Maple Street', 'NOT_PII'],
    ]);
    // (a trip's end is a place, read as no one's name: "the trip to Orlando")
    expect(problems.filter((d) => d.value === 'Orlando' && d.verdict !== 'NOT_PII')).toEqual([]);
    expect(madeUp.filter((d) => d.span.type === 'SCHOOL').map((d) => [d.value, d.verdict, d.reason])).toEqual([['Riverbend Academy', 'NOT_PII', 'problem-place']]);
    expect(own.filter((d) => d.span.type === 'SCHOOL').map((d) => [d.value, d.verdict])).toEqual([
      ['Hillcrest Middle', 'PII'],
      ['Parkside Middle', 'PII'],
      ['Westview High', 'PII'],
      ['Maplewood Elementary', 'PII'],
    ]);
  });

  it('drops a character who orders, as one who buys', () => {
    // Prepare / Act
    const ds = verified([['Maria orders 24 Buffalo wings and eats 3/8 of them. How many wings are left?', 'MATH']]);
    // A teacher puts herself in a problem by her title and name: she stays a person
    const teacher = verified([['Last week Ms. Okafor ordered six boxes of oranges. How many oranges did she get?', 'MATH']]);
    // a titled buyer in a price question, a driver with a rate after a comma
    const priced = verified([
      ["Mr. Lopez buys 3 pizzas for $36. What's the price per pizza?", 'MATH'],
      ["Maria drives from Denver to Boulder, 30 miles, in 40 minutes. What's her average speed in miles per hour?", 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.reason])).toEqual([['Maria', 'word-problem-character']]);
    expect(teacher.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([['Okafor', 'PII']]);
    expect(priced.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.reason])).toEqual([
      ['Lopez', 'word-problem-character'],
      ['Maria', 'word-problem-character'],
    ]);
  });

  it('drops a name placed at a point of a grid in math talk, not one the speaker places or calls on', () => {
    // Prepare / Act
    const grid = verified([['On the grid, Pinecrest Elementary is at (2, 5) and Willow Park is at (-3, 5). How many units apart are they?', 'MATH']]);
    const kept = verified([
      ['I think Maria is at (2, 3) now', 'MATH'],
      ['Maria, your point is at (2, 3)', 'MATH'],
      ['Willow Park is at (-3, 5), she sits next to me', 'NON_MATH'],
    ]);
    // Assess
    expect(grid.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.reason])).toEqual([['Willow Park', 'word-problem-character']]);
    expect(kept.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Maria', 'Maria', 'Willow Park']);
  });

  it("drops the owner of a date problem's birthday in math talk, and keeps a student's own", () => {
    // Prepare / Act
    const problem = verified([["Maria's birthday is on March 12 and her party is 18 days later. What date is the party?", 'MATH']]);
    const own = verified([["my sister Maria's birthday is on March 12, so how many days later is mine if mine is the 30th?", 'MATH']]);
    // Assess
    expect(problem.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.reason])).toEqual([['Maria', 'word-problem-character']]);
    expect(own.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([['Maria', 'PII']]);
  });

  it("keeps the class's own: its absent students counted, its birthday chart asked about, a student asked a question by name", () => {
    // Prepare / Act
    const absent = verified([['I count 14 hot lunch. Home lunch, 8. Maria and Deshawn are absent today, so how many kids are here?', 'MATH']]);
    const chart = verified([
      'Birthday chart. May birthdays: Aaliyah is May 21st and Wren is May 30th.',
      ["How many days between Aaliyah's birthday and Wren's birthday?", 'MATH'],
    ]);
    const asked = verified([
      ['How do we write that in dollars and cents, Hana?', 'MATH'],
      ['Hana has $2.00 for the book fair. She buys a pencil for 45 cents. How much does she have left?', 'MATH'],
    ]);
    // Assess: each kept (replaced), however sure
    const kept = (ds: typeof absent) => ds.map((d) => d.verdict !== 'NOT_PII');
    expect(kept(absent.filter((d) => d.span.type === 'PERSON'))).toEqual([true, true]);
    expect(kept(chart.filter((d) => d.value === 'Aaliyah'))).toEqual([true, true]);
    expect(kept(asked.filter((d) => d.value === 'Hana'))).toEqual([true, true]);
  });

  it('keeps a student praised by name over a problem that shares the name, and a unit written in lower case as the unit', () => {
    // Prepare / Act: praised alone ("Nice, Amara."), then a classmate's problem about her
    const praised = verified([
      ['Skip counting by sixes. Nice, Amara. Does anyone have another way?', 'MATH'],
      ['"Amara has 3 dogs. Each dog has 4 legs. How many legs are there in all?"', 'MATH'],
    ]);
    const unit = verified([
      ['373. Nice, Kelvin. You own that scale now.', 'MATH'],
      ["It is! There's a temperature scale called kelvin too. Scientists use it.", 'MATH'],
    ]);
    // Assess
    expect(praised.filter((d) => d.value === 'Amara').map((d) => d.verdict !== 'NOT_PII')).toEqual([true, true]);
    expect(unit.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict !== 'NOT_PII'])).toEqual([
      ['Kelvin', true],
      ['kelvin', false],
    ]);
  });

  it("keeps a real student's birthday made into the warm-up once she is told what to do or wished a happy one", () => {
    // Prepare / Act: the teacher writes today's news into a date problem, then speaks to the student
    const told = verified([
      ["Quick warm-up: today is Tuesday and Priya's birthday is Thursday. How many days from now?", 'MATH'],
      ['Ooh, say that louder, Priya.', 'MATH'],
    ]);
    const wished = verified([
      ["Quick warm-up: today is Tuesday and Priya's birthday is Thursday. How many days from now?", 'MATH'],
      'Table three, you are lining up first. And happy almost birthday, Priya.',
    ]);
    // Assess
    expect([...told, ...wished].filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).toEqual(['PII', 'PII', 'PII', 'PII']);
  });

  it('drops a character a problem opens with, even without numbers, in math talk only', () => {
    // Prepare / Act
    const math = verified([['If Pablo wants to know how big the surface of his garden is, what does he measure?', 'MATH']]);
    const chat = verified(['If Pablo wants to join, tell him the link']);
    // Assess
    expect(math.find((d) => d.value === 'Pablo')?.verdict).toBe('NOT_PII');
    expect(chat.find((d) => d.value === 'Pablo')?.verdict).not.toBe('NOT_PII');
  });

  it('keeps a name that was introduced as a real person even inside a problem', () => {
    // Prepare / Act
    const ds = verified(['hi, my name is Alex', ['Alex has 5 apples, so Alex gives 2 away', 'MATH']]);
    // Assess
    expect(ds.filter((d) => d.value === 'Alex').every((d) => d.verdict === 'PII')).toBe(true);
  });

  it('decides a problem character once for the transcript', () => {
    // Prepare / Act
    const ds = verified([['Priya reads 12 pages a day. How many in 9 days?', 'MATH'], 'Correct! Priya reads 108 pages.']);
    // Assess
    expect(ds.filter((d) => d.value === 'Priya').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
  });

  it("drops athletes, the faces on bills, a province and a weekday said in the plural, talked about in class", () => {
    // Prepare / Act
    const ds = verified([
      ['Ted Williams hit .406 in 1941, and nobody in the majors has hit .400 since. Is .406 more or less than four tenths?', 'MATH'],
      ['Noah Lyles ran about 9.79 at the Olympics. How much slower than the record is that?', 'MATH'],
      ["Sabrina Ionescu. The 3PT column says 4-11. What's her three-point percentage?", 'MATH'],
      'Viola Desmond. She refused to leave her seat at a movie theatre in Nova Scotia. Before her it was Sir John A. Macdonald.',
      'Andrew Jackson',
      'Not every day. Fridays. Do not tell my doctor.',
      ['the Rose Bowl is 89,702 so that is 90,000', 'MATH'],
      ['3 1/3 cups of King Arthur flour, 1 1/4 cups of warm water, 2 teaspoons of salt.', 'MATH'],
      'My grandma says Paul Hollywood is too mean.',
      'Kind of like Family Feud, minus Steve Harvey.',
      // a math picture book's titled characters, read aloud
      ['So which rectangle would Mrs. Comfort want for the most seats?', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.verdict !== 'NOT_PII').map((d) => `${d.span.type}:${d.value}`)).toEqual([]);
  });

  it("drops a titled character right after the problem is named, whatever its question asks; keeps a titled one thanked", () => {
    // Prepare / Act
    const labelled = verified([["Just like that. Problem 3. Coach Rivera's team is doing orienteering. From the flagpole, the gym is at a heading of 45 degrees and the library is at 315 degrees. What's the angle between them?", 'MATH']]);
    const plural = verified([['Now the lesson problems. Dr. Ngata is a diver. She starts 12 feet below sea level, which is -12. She dives down 20 more feet. Where is she now?', 'MATH']]);
    const thanked = verified([
      ['So the tomato bed is 8 feet by 4 feet. Mr. Tanaka put boards all the way around it. How many feet of board did he need?', 'MATH'],
      ["Let's test that back inside. Thank Mr. Tanaka, everybody.", 'MATH'],
    ]);
    // Assess
    expect([...labelled, ...plural].filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.reason])).toEqual([
      ['Rivera', 'word-problem-character'],
      ['Ngata', 'word-problem-character'],
    ]);
    expect(thanked.filter((d) => d.value === 'Tanaka').map((d) => d.verdict)).toEqual(['NOT_PII', 'PII']);
  });

  it("drops a titled character acting in a message's opening sentence, its counts and question after; keeps one helping the room", () => {
    // Prepare / Act
    const stand = verified([["Mr. Feldman runs a lemonade stand. A cup costs sixty-five cents. A customer pays with a one dollar bill. What's the change, and what's the fewest coins?", 'MATH']]);
    const helper = verified([['Okay, exit ticket. Mrs. Ferreira is passing them out. The bakery sold 2,416 muffins in March and 1,589 fewer in April. How many muffins in all?', 'MATH']]);
    // Assess
    expect(stand.filter((d) => d.value === 'Feldman').map((d) => [d.verdict, d.reason])).toEqual([['NOT_PII', 'word-problem-character']]);
    expect(helper.filter((d) => d.value === 'Ferreira').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("keeps a titled name outside math talk though the lesson's problem made the same name a character", () => {
    // Prepare / Act
    const ds = verified([
      'Yes. May 16th. Coach Daniels came by this morning and said he needs parent volunteers.',
      ['Sure. Coach Daniels has 96 cones for field day. He sets them in 4 lines. How many cones in each line?', 'MATH'],
    ]);
    // Assess: the mention in math talk is the story's; the one outside it a person's (privacy first)
    expect(ds.filter((d) => d.value === 'Daniels').map((d) => d.verdict)).toEqual(['PII', 'NOT_PII']);
  });

  it('drops public figures, holidays and games named in class, unless someone gives the name as their own', () => {
    // Prepare / Act
    const named = verified([
      ['Friday is Dr. Seuss day, so we will count the fish in groups of 5.', 'MATH'],
      ['Christopher Columbus sailed in 1492. How many years ago was that?', 'MATH'],
      'No school on Martin Luther King Day.',
      'It is like Simon Says, but with multiples of 4.',
      ['Everybody take out your Judy clock. Show me 3:15.', 'MATH'],
      // a table's row of a life's facts, and a figure named then told of, are no call
      ['John F. Kennedy, born 1917, inaugurated 1961.', 'MATH'],
      ['Next, Benjamin Banneker. Born November 9, 1731.', 'MATH'],
      // (or a number read after the name: a line plot's data)
      ['Albert Einstein, eighteen seventy-nine.', 'MATH'],
      ['Bill Clinton forty-six, another forty-six.', 'MATH'],
      // (teams and presidents known by one word no list gives a child)
      ['Cowboys. Yankees. Lakers. Celtics. That is all of them.', 'MATH'],
      ['No. Biden is. And he is older than Washington too.', 'MATH'],
      // (or told by where and when the figure lived)
      ["This is Pascal's triangle. Blaise Pascal, French, 1600s. Fill in the first seven rows.", 'MATH'],
      // the faces on coins answered, and a survey's votes read out
      ['Abraham Lincoln. And the nickel?', 'MATH'],
      ['Abraham Lincoln, okay good, coins away in the baggie.', 'MATH'],
      // (a bill's face set beside the bill)
      ['And if the Nguyens paid with three twenty-dollar bills, Andrew Jackson, how much change do they get back?', 'MATH'],
      // snacks named after people, landmarks and a picture book's author and family
      ["The Famous Amos ones are so small, they're like one and a half.", 'MATH'],
      ['The second floor of the Eiffel Tower is 116 meters up. The Gateway Arch is 192 meters tall.', 'MATH'],
      ['So Yosemite is in the Sierra Nevada mountains.', 'MATH'],
      ["Today's book is Two of Everything by Lily Toy Hong. Mr. Haktak digs up a pot.", 'MATH'],
      ['Thomas Jefferson, worth 5 cents. Quarter?', 'MATH'],
      ['Okay. MrBeast has nine. Kai Cenat four. Dream three, Aphmau three, Markiplier two.', 'MATH'],
      ['IShowSpeed, IShowSpeed, MrBeast, Kai Cenat, Dream, MrBeast, Aphmau.', 'MATH'],
      ['Kai Cenat. Markiplier. Aphmau. Somebody wrote "my brother" and that is not a YouTuber.', 'MATH'],
      // picture books' title characters, named before and apart from any story in the lesson
      "Come sit on the rug. I'm going to read you a book first. It's called Amanda Bean's Amazing Dream.",
      'We finished Mercy Watson, so next week is Flat Stanley.',
    ]);
    // A student named so: introduced, titled, thanked, or named like a child ("Columbus" alone)
    const own = verified(["hi, I'm Rosa Parks and I need help", ['Mr. Shakespeare, is it 7?', 'MATH'], ['Thank you, Obama. Next fraction.', 'MATH'], ['Columbus sailed in 1492.', 'MATH']]);
    // Assess
    expect(named.filter((d) => d.span.type === 'PERSON').map((d) => [d.verdict, d.reason])).toEqual(named.filter((d) => d.span.type === 'PERSON').map(() => ['NOT_PII', 'public-name']));
    expect(named.filter((d) => d.span.type === 'PERSON').length).toBeGreaterThanOrEqual(5);
    expect(own.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict === 'NOT_PII' ? 'dropped' : 'kept'])).toEqual([
      ['Rosa Parks', 'kept'],
      ['Shakespeare', 'kept'],
      ['Obama', 'kept'],
      ['Columbus', 'kept'],
    ]);
  });

  it("drops statistics' namesakes in a stats lesson: statisticians, a game-show host, a player of a famous paradox", () => {
    // Prepare / Act
    const ds = verified([
      ["Its full name is Pearson's correlation coefficient, after Karl Pearson.", 'MATH'],
      ['Honestly Abraham de Moivre had the curve first.', 'MATH'],
      ['Ronald Fisher published the iris data that Edgar Anderson collected in 1936.', 'MATH'],
      ['Has anyone heard of the Monty Hall problem? Three doors, one car.', 'MATH'],
      ['The famous example is Derek Jeter and David Justice in 1995 and 1996.', 'MATH'],
    ]);
    // Assess
    const people = ds.filter((d) => d.span.type === 'PERSON');
    expect(people.length).toBeGreaterThanOrEqual(5);
    expect(people.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
  });

  it('drops a public figure named again by its last word, a titled brand, and names inside sayings, but not someone spoken to', () => {
    // Prepare / Act
    const ds = verified([
      ['In Curious George, George counts 24 bananas. Split them between 3 monkeys.', 'MATH'],
      ["For Pete's sake, I already did 12 divided by 4.", 'MATH'],
      'Geez Louise, is there anyone here that has not shared?',
      ['Use your Mr. Sketch markers. Teddy bears cost $8.', 'MATH'],
      ['Please Excuse My Dear Aunt Sally: parentheses first.', 'MATH'],
      ['A Great Dane can weigh 150 pounds. How many ounces is that?', 'MATH'],
      ["Read the question. Murphy's law, right? So how many white?", 'MATH'],
      "Our Valentine's party is February 13th.",
      'Heavens to Betsy, happy birthday!',
      'Okay. Criss cross or chair sitting, your choice.',
    ]);
    const addressed = verified([['We read Curious George. George, what is 24 divided by 3?', 'MATH'], "Pete, for Pete's sake, sit down."]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.reason])).toEqual([
      ['George', 'public-name'],
      ['George', 'public-name'],
      ['Pete', 'saying'],
      ['Louise', 'saying'],
      ['Sketch', 'public-name'],
      ['Teddy', 'saying'],
      ['Sally', 'saying'],
      ['Dane', 'saying'],
      ['Murphy', 'saying'],
      ['Valentine', 'saying'],
      ['Betsy', 'saying'],
      ['Criss', 'saying'],
    ]);
    expect(addressed.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict === 'NOT_PII' ? 'dropped' : 'kept'])).toEqual([
      ['George', 'dropped'],
      ['George', 'kept'],
      ['Pete', 'kept'],
      ['Pete', 'dropped'],
    ]);
  });

  it("keeps a classmate's answer reported by name; drops the same shape inside a problem", () => {
    // Prepare / Act
    const reported = [
      verified([["So Brianna got 42 and Xavier got 48. Who's right?", 'MATH']]),
      verified([['Brianna got 6/8. Is that the same as 3/4?', 'MATH']]),
      verified([['Miracle has the same answer as me, 56.', 'MATH']]),
      // revoiced by the teacher, the claim in a problem's words
      verified([['So Chase is saying both of them are more than a half. Does the benchmark help us decide?', 'MATH']]),
    ];
    const problem = verified([['If Brianna got 42 stickers and Xavier got 48, how many in all?', 'MATH']]);
    // Assess
    expect(reported.map((ds) => ds.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value))).toEqual([['Brianna', 'Xavier'], ['Brianna'], ['Miracle'], ['Chase']]);
    expect(problem.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.reason])).toEqual([
      ['Brianna', 'word-problem-character'],
      ['Xavier', 'word-problem-character'],
    ]);
  });

  it("drops a worksheet's claimants after the problem's label, and keeps a classmate revoiced by the teacher", () => {
    // Prepare / Act: a claim to judge, labelled as a problem, asking whose claim is right
    const worksheet = verified([
      ["Okay, problem four. Devon says 2/4 is bigger than 1/2. Kiara says they're equal. Who is right?", 'MATH'],
      ['Number six. Andre says 0.5 is less than 0.45 because 45 is bigger than 5. Do you agree with Andre?', 'MATH'],
      ['Number 3 says, Mai thinks that a square is not a rectangle. Turn and talk, do you agree with her?', 'MATH'],
      ['Okay, number two. Lin says that five fourths is more than one. Do you agree? Explain your reasoning.', 'MATH'],
      ['Kiara! Kiara is right!', 'NON_MATH'],
    ]);
    // The same claims with no problem label, in the past tense, or said by the speaker are a classmate's
    const revoiced = [
      verified([['Marcus says 2/4 is bigger than 1/2. Do you agree with Marcus?', 'MATH']]),
      verified([['Problem four. Marcus said 2/4 is bigger than 1/2. Who is right?', 'MATH']]),
      verified([['Problem four. I think Marcus says 2/4 is bigger. Who is right?', 'MATH']]),
    ];
    // Assess
    expect(worksheet.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.reason])).toEqual([
      ['Devon', 'word-problem-character'],
      ['Kiara', 'word-problem-character'],
      ['Andre', 'word-problem-character'],
      ['Andre', 'word-problem-character'],
      ['Mai', 'word-problem-character'],
      ['Lin', 'word-problem-character'],
      ['Kiara', 'word-problem-character'],
      ['Kiara', 'word-problem-character'],
    ]);
    expect(revoiced.map((ds) => ds.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value))).toEqual([['Marcus', 'Marcus'], ['Marcus'], ['Marcus']]);
  });

  it('drops a made-up student known by an alliterative epithet and the student again later; not a sentence\'s "So"', () => {
    // Prepare / Act
    const max = verified([
      ["So today we're going to be detectives. Mixed-Up Max is back, and he did some subtraction homework.", 'MATH'],
      ['[laughs] Not Max again!', 'NON_MATH'],
      ['Here is his first one. 623 minus 187, and Max got 564.', 'MATH'],
    ]);
    const so = verified([["So Summer's saying there are three dimensions that we multiply, so the units are cubed.", 'MATH']]);
    // Assess
    expect(max.filter((d) => d.value === 'Max').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII']);
    expect(so.filter((d) => d.value === 'Summer').map((d) => d.verdict !== 'NOT_PII')).not.toContain(false);
  });

  it('drops the characters of a problem quoted after a transcript\'s reading tag', () => {
    // Prepare / Act
    const ds = verified([
      ['Problem of the day. So here is what our book says today. [reading] "Marisol is planting tomato seedlings with her brother Beto. Each seedling gets two-thirds of a cup of water. Marisol has four seedlings. How much water does she need?"', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Marisol', 'NOT_PII'],
      ['Beto', 'NOT_PII'],
      ['Marisol', 'NOT_PII'],
    ]);
  });

  it('drops the characters of a problem a learner reads out when asked, and a titled claimant whose claim is judged', () => {
    // Prepare / Act: the tutor asks for the problem to be read, the student reads it
    const read = verified([
      ['Okay, today you are the teachers. Penelope, read the problem on the screen.', 'MATH'],
      ['Jordan says that 312 times 24 equals 1,872. Is Jordan correct? Explain the mistake.', 'MATH'],
    ]);
    // The same words with no request to read before them are a classmate's revoiced claim; a name spoken to stays
    const unasked = verified([
      ['Okay, today you are the teachers.', 'MATH'],
      ['Jordan says that 312 times 24 equals 1,872. Is Jordan correct? Explain the mistake.', 'MATH'],
    ]);
    const spoken = verified([
      ['Read the problem on the screen, please.', 'MATH'],
      ['Keisha, you skipped a line. It says 312 times 24 equals 1,872.', 'MATH'],
    ]);
    const titled = verified([['Mrs. Alvarez bought 14 boxes of markers. Each box has 136 markers. She says she has 1,804 markers. Is she correct?', 'MATH']]);
    // Assess
    expect(read.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Penelope', 'PII'],
      ['Jordan', 'NOT_PII'],
      ['Jordan', 'NOT_PII'],
    ]);
    expect(unasked.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(spoken.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).toEqual(['PII']);
    expect(titled.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.reason])).toEqual([['Alvarez', 'word-problem-character']]);
  });

  it("drops a book's claimant a learner reads when asked, a geometry claim judged without a number; keeps one the room weighs unasked", () => {
    // Prepare / Act
    const read = verifiedAs([
      ['teacher', 'Open your math books to page 142. Dante can you read what they say', 'MATH'],
      ['student', 'Zora says line AB and line BA are the same line. Nico says they are different lines because the letters are in a different order. Who is correct? Explain.', 'MATH'],
    ]);
    const weighed = verifiedAs([
      ['teacher', 'Okay, quiet please.', 'NON_MATH'],
      ['teacher', 'Zora says line AB and line BA are the same line. Nico says they are different. Who is correct?', 'MATH'],
    ]);
    // Assess
    expect(read.filter((d) => d.value === 'Zora' || d.value === 'Nico').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(weighed.filter((d) => d.value === 'Zora').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it('reads a problem a learner reads after the teacher names its place and gives a turn, and keeps the learner called', () => {
    // Prepare / Act: the page or number named, then a turn given ("start us off", the name alone)
    const page = verified([
      ['Okay. Page 330. Rosa, start us off.', 'MATH'],
      ['Carmen practices piano for 1 hour 15 minutes on Monday and 50 minutes on Tuesday. How many minutes does she practice in all?', 'MATH'],
    ]);
    const numbered = verified([
      ['Number two. Mark.', 'MATH'],
      ["Theo's soccer practice starts at 4:30 and lasts 1 hour 45 minutes. What time does practice end?", 'MATH'],
    ]);
    // ("will you read please" asks for it; "go ahead" gives the turn too; the claim's "Uncle Ray" is the problem's kin, no one's
    // in the room)
    const asked = verifiedAs([
      ['teacher', 'okay, problem two, Valentina will you read please', 'MATH'],
      ['student', 'Mrs. Patel has a rectangular garden that is 12 feet long and 8 feet wide. She wants to put a fence around it. Her grandson Diego says she needs 96 feet of fence. Is Diego correct? Explain.', 'MATH'],
    ]);
    const ahead = verifiedAs([
      ['teacher', 'okay problem five, Kofi go ahead', 'MATH'],
      ['student', "Ava's twin brother Eli makes the smoothie with 4 cups of strawberries and 5 cups of yogurt. Uncle Ray says Eli's smoothie will taste more like strawberries. Who is right", 'MATH'],
    ]);
    // A turn with no problem's place named is a turn to answer: a classmate named there stays
    const unlabelled = verified([
      ['Rosa, start us off.', 'MATH'],
      ['Carmen and I got 125 minutes because 75 plus 50 is 125.', 'MATH'],
    ]);
    // Assess
    expect(page.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Rosa', 'PII'],
      ['Carmen', 'NOT_PII'],
    ]);
    expect(numbered.filter((d) => d.span.type === 'PERSON' && d.value === 'Theo').map((d) => d.verdict)).toEqual(['NOT_PII']);
    expect(ahead.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Kofi']);
    expect(asked.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Valentina']);
    expect(unlabelled.filter((d) => d.value === 'Carmen').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it('keeps a pair called to a turn a person beside a partner spoken to, and a confirmed word-name called in a pair', () => {
    // Prepare / Act: a clock game's pairs; the partner is spoken to, then one of the pair reported in the game's numbers
    const ds = verified([
      ['Destiny and Bao, you are up. Here is the clock.', 'MATH'],
      ['4:37!', 'MATH'],
      ['Round two. I give a start time and how long, you give the end time. Ximena and Will. It is 2:45. What time will it be in 25 minutes?', 'MATH'],
      ['3:10.', 'MATH'],
      ['Ximena had 3:10 first. Will, I saw you fix it though. How did you know 2:70 was wrong?', 'MATH'],
      ['Because the minutes only go to 59.', 'MATH'],
      ["Next. Lunch is 1 hour and 40 minutes away. What time is lunch? Destiny and Hunter, captain's turn.", 'MATH'],
    ]);
    // A pair of a picture book's characters a pair of students plays stays the book's
    const book = verified([
      ['Now we are going to be the book. I have twelve paper cookies here. Aaliyah and Marcus, you be Victoria and Sam.', 'MATH'],
      ['How many cookies do Victoria and Sam each get?', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.value === 'Ximena').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(ds.filter((d) => d.value === 'Destiny').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(book.filter((d) => d.value === 'Victoria' || d.value === 'Sam').map((d) => d.verdict)).not.toContain('PII');
  });

  it("drops a word the lesson says is a number in another language, where it comes again too; keeps a student so named", () => {
    // Prepare / Act
    const ds = verified([
      ['Who can count to three in another language? Ayaan, Somali?', 'MATH'],
      ['K-O-W is one. Laba is two, L-A-B-A. Saddex is three, with an x at the end.', 'MATH'],
      ['Saddex!', 'MATH'],
      ['Saba, how do you say four?', 'MATH'],
    ]);
    // With no language named, "is three" is a story's count
    const story = verified([['Saba is three and her brother is five. How much older is he?', 'MATH']]);
    // Assess
    expect(ds.filter((d) => d.value === 'Saddex').map((d) => [d.verdict, d.reason])).toEqual([
      ['NOT_PII', 'number-word'],
      ['NOT_PII', 'number-word'],
    ]);
    expect(ds.filter((d) => d.value === 'Saba' || d.value === 'Ayaan').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(story.filter((d) => d.value === 'Saba').map((d) => d.reason)).not.toContain('number-word');
  });

  it('keeps a student welcomed back a person, in a problem written about him too', () => {
    // Prepare / Act
    const ds = verified([
      ['Welcome back, Kenji. We missed you on Monday.', 'NON_MATH'],
      ['Thanks.', 'NON_MATH'],
      ['Kenji has 5 apples and gets 3 more. How many does he have?', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.value === 'Kenji').map((d) => d.verdict)).toEqual(['PII', 'PII']);
  });

  it('keeps a student the teacher asks to share their work, wherever the name comes again beside a strategy', () => {
    // Prepare / Act
    const ds = verifiedAs([
      ['teacher', 'Scarves. Maya has 4 boxes of 7 stickers. How many stickers does she have?', 'MATH'],
      ['teacher', 'So we agree Noah is right, 28. Now Kenji did it a different way and I want him to share. Go ahead.', 'MATH'],
      ['student', "I just did 4 times 7 because I know it's 28. I know my fours.", 'MATH'],
      ['teacher', 'So Rosalind skip counted by sevens and Kenji used a multiplication fact. Are those the same or different?', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.value === 'Kenji').map((d) => d.verdict)).toEqual(['PII', 'PII']);
  });

  it("keeps the name of a friend the student told of outside math talk, once the tutor writes the friend into a problem", () => {
    // Prepare / Act: typed chat; the friend's visit, then the tutor's problem with the friend in it
    const ds = verifiedAs([
      ['student', 'he left. mom took him. also kenji is coming over after this so i gotta be done by 5', 'NON_MATH'],
      ['tutor', 'ok so ratio 2:3, can u write it as a fraction comparing blue to total?', 'MATH'],
      ['student', '2/5', 'MATH'],
      ['tutor', 'ok harder. u and kenji are splitting a pizza in the ratio 3:5 and theres 24 slices', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.value === 'kenji').map((d) => d.verdict)).toEqual(['PII', 'PII']);
  });

  it('keeps the names of a problem said to be written about the listeners, and everyone a roll call outside math talk calls', () => {
    // Prepare / Act: the tutor says the warm-up is about the students; later a problem of the same kind, unsaid
    const about = verified([
      ['Okay, snacks away, phones face down.', 'NON_MATH'],
      ['Ok.', 'NON_MATH'],
      ["So here's the warm-up, and I wrote it about you guys. 'Marisol buys 4 tickets to the movie for $38. How much is one ticket?'", 'MATH'],
      ['9.50.', 'MATH'],
      ["Last one. 'Hope runs 2 laps in 5 minutes. Marisol runs 3 laps in 8 minutes. Who is faster?'", 'MATH'],
    ]);
    const real = verified([["He's a very serious pirate. Next one is about a real person. Marisol has 3 packs of baseball cards, 8 cards in each pack.", 'MATH']]);
    const known = verified([["Next shopper. This one's about somebody you know. Tomas goes to the bake sale and buys two cookies that cost 35 cents each.", 'MATH']]);
    // The same problems with nothing said of who they are about stay a story
    const story = verified([
      ["So here's the warm-up. 'Marisol buys 4 tickets to the movie for $38. How much is one ticket?'", 'MATH'],
      ['9.50.', 'MATH'],
      ["Last one. 'Hope runs 2 laps in 5 minutes. Marisol runs 3 laps in 8 minutes. Who is faster?'", 'MATH'],
    ]);
    // A roll call outside math talk calls each name, though a problem after it shares one; in math talk a list
    // of a story's names put in order is an answer
    const roll = verified([
      ['Alright, Will, Grace, Diego. Who has their folder?', 'NON_MATH'],
      ['Me.', 'NON_MATH'],
      ["Next one. 'Diego's brother gets paid $75 for refereeing 3 youth games.' How much for one game?", 'MATH'],
    ]);
    const ordered = verified([
      ["Look at the problem on the screen. Hope, Will, and Sunny each planted a sunflower seed. After two weeks, Hope's plant was 2 and three-fourths inches tall. Will's plant was 2 and five-eighths inches tall. Sunny's plant was 2.7 inches tall. Whose plant grew the most?", 'MATH'],
      ["So it's Hope, Sunny, Will.", 'MATH'],
      ['Hope, Sunny, Will. Will you write that in your notebook, everybody?', 'MATH'],
    ]);
    // Assess
    expect(about.filter((d) => d.value === 'Marisol').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(about.filter((d) => d.value === 'Marisol')[0]!.reason).toBe('person-written-into-problem');
    expect(real.filter((d) => d.value === 'Marisol').map((d) => d.verdict)).toEqual(['PII']);
    expect(known.filter((d) => d.value === 'Tomas').map((d) => d.verdict)).toEqual(['PII']);
    const booth = verified([["Problem two. This one's about a real booth. Mrs. Mensah is running face painting and has 14 pots of paint. How many faces?", 'MATH']]);
    expect(booth.filter((d) => d.value === 'Mensah').map((d) => d.verdict)).toEqual(['PII']);
    expect(story.filter((d) => d.value === 'Marisol').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(roll.filter((d) => d.value === 'Diego').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(ordered.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).not.toContain('PII');
  });

  it('drops a character whose sentence names the book, page, handout or video, and keeps a student spoken to beside one', () => {
    // Prepare / Act
    const sourced = verified([
      ["Look at Priya's table on page 84. What's the pattern in the y column?", 'MATH'],
      ["So the book's saying Noah's method is to count up from 38 to 50. Why would somebody do it that way?", 'MATH'],
      ['Remember in the video, Diego was filling up the fish tank. How many buckets did he use?', 'MATH'],
      ["Okay, I'm putting Clare's work from the book up on the doc cam. What did she do first?", 'MATH'],
    ]);
    const students = [
      verified([['So Priya in the book got 18, but Marcus, you got 24. Walk us through yours.', 'MATH']]),
      verified([["Look at Kevin's work on the doc cam. He drew a number line.", 'MATH']]),
      verified([["Here's Diego's work from yesterday's exit ticket, he said I could share it.", 'MATH']]),
      // students sent to a page
      verified([['Go back to your seats. Tavita and Bouchard, you are going to work on Set B on page 57.', 'MATH']]),
    ];
    // Assess
    expect(sourced.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.reason])).toEqual([
      ['Priya', 'word-problem-character'],
      ['Noah', 'word-problem-character'],
      ['Diego', 'word-problem-character'],
      ['Clare', 'word-problem-character'],
    ]);
    expect(students.map((ds) => ds.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value))).toEqual([['Marcus'], ['Kevin'], ['Diego'], ['Tavita', 'Bouchard']]);
  });

  it('drops a character whose work is discussed where another sentence names the source, or a sample set off as "this student"', () => {
    // Prepare / Act
    const sourced = verified([
      ["Flip to the back of your worksheet. Do you agree with Marcus's strategy? He split the 36 into 30 and 6.", 'MATH'],
      ['Why did Elena multiply by four? What in the story tells her to do that?', 'MATH'],
      ["Slide nine. Which strategy is more efficient, Ricardo's or Fatima's?", 'MATH'],
      ['So this student, Priya, wrote that 0.5 is less than 0.25. What was she thinking?', 'MATH'],
      ['The book says Mrs. Hernandez is putting 96 chairs in rows of eight. What are we looking for?', 'MATH'],
    ]);
    const students = [
      // spoken to, or a classmate's answer reported, beside a named source
      verified([["Flip to the back of your worksheet. Marcus, what's your strategy?", 'MATH']]),
      verified([['Open your workbook to page 40. Marcus got 12, does everyone agree?', 'MATH']]),
      // the same work talk with no source named anywhere in the message
      verified([["Do you agree with Marcus's strategy? He split the 36 into 30 and 6.", 'MATH']]),
      // a first-person sentence: the speaker's own classmate
      verified([["I put my worksheet away. I agree with Marcus's strategy.", 'MATH']]),
    ];
    // Assess
    expect(sourced.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.reason])).toEqual([
      ['Marcus', 'word-problem-character'],
      ['Elena', 'word-problem-character'],
      ['Ricardo', 'word-problem-character'],
      ['Fatima', 'word-problem-character'],
      ['Priya', 'word-problem-character'],
      ['Hernandez', 'word-problem-character'],
    ]);
    expect(students.map((ds) => ds.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value))).toEqual([['Marcus'], ['Marcus'], ['Marcus'], ['Marcus']]);
  });

  it('drops characters of a rate problem; a rate is no talk of the session clock', () => {
    // Prepare / Act
    const rate = verified([['Elena and Kiran each ran around the track. Elena ran 3 laps in 12 minutes and Kiran ran 5 laps in 18 minutes. Who ran faster?', 'MATH']]);
    const clock = verified([['Elena has 3 more problems and 12 minutes left.', 'MATH']]);
    // Assess
    expect(rate.filter((d) => d.span.type === 'PERSON').every((d) => d.reason === 'word-problem-character')).toBe(true);
    expect(rate.filter((d) => d.span.type === 'PERSON').length).toBeGreaterThanOrEqual(2);
    expect(clock.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Elena']);
  });

  it('drops a book character named again by its first name, unless spoken to', () => {
    // Prepare / Act
    const book = verified([["In Amanda Bean's Amazing Dream, Amanda counts everything by ones, right? What's faster?", 'MATH']]);
    const spoken = verified([["We read Amanda Bean's Amazing Dream. Amanda, what's a faster way to count 24?", 'MATH']]);
    // Assess
    expect(book.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.reason])).toEqual([
      ['Amanda Bean', 'public-name'],
      ['Amanda', 'public-name'],
    ]);
    expect(spoken.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict === 'NOT_PII' ? 'dropped' : 'kept'])).toEqual([
      ['Amanda Bean', 'dropped'],
      ['Amanda', 'kept'],
    ]);
  });

  it("keeps a classmate's work as a person's: the strategy, the explanation, what is on the board", () => {
    // Prepare / Act
    const ds = verified([
      ['Primerose had a great strategy, he found the 4 factors of 12.', 'MATH'],
      ['Look at what Sophia wrote on the board: 0.5. Is that 1/2?', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict === 'NOT_PII' ? 'dropped' : 'kept'])).toEqual([['Primerose', 'kept'], ['Sophia', 'kept']]);
  });

  it("drops a character's relative named beside the character and a problem quoted after its source is named; a real sibling stays", () => {
    // Prepare / Act
    const story = verified([
      ['Okay, word problem on the back. Read it to us?', 'MATH'],
      ['"Diego and his sister Lucia are making a map. The library is at (-2, 4) and the park at (-2, -3). How many blocks apart?"', 'MATH'],
      ['Seven. Does Diego have to walk seven blocks if he goes straight?', 'MATH'],
      ['Unless Lucia drives him.', 'MATH'],
      ['Last one, from your teacher\'s packet. "Marcus drew angle RST. It measures 90 degrees. Tanya says it is obtuse. Is Tanya correct?"', 'MATH'],
    ]);
    const real = verified([
      ['Does Diego have 12 marbles if he gives away 3? How many does Diego have left?', 'MATH'],
      ['Diego and his sister Lucia are in my class, Lucia, can you read number 4?', 'MATH'],
    ]);
    // Assess
    expect(story.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Diego', 'NOT_PII'],
      ['Lucia', 'NOT_PII'],
      ['Diego', 'NOT_PII'],
      ['Lucia', 'NOT_PII'],
      ['Marcus', 'NOT_PII'],
      ['Tanya', 'NOT_PII'],
      ['Tanya', 'NOT_PII'],
    ]);
    expect(real.filter((d) => d.value === 'Lucia').map((d) => d.verdict)).toEqual(['PII', 'PII']);
  });

  it("drops a sample document's holder, a handout's named character, a pasted problem's places and a character's phone number; the speaker's own stay", () => {
    // Prepare / Act
    const story = verified([
      ['Okay, page 212. Everybody see the sample check? Gloria Nwankwo is paying Sunrise Lawn Care.', 'MATH'],
      ['The handout has a bank statement for a woman named Dana Whitlock. Statement period September 1 to September 30.', 'MATH'],
      ["OK, shipping. Here's the problem from your packet:\nAshley orders sneakers online. Subtotal $84.99. The store ships from ZIP 43215 and Ashley lives in ZIP 98103. Use the zone chart.", 'MATH'],
      ["Jordan is choosing a cell phone plan. Plan A costs $25 per month. Jordan's number is (312) 555-0187. a) Write an equation for each plan. b) For how many minutes does Jordan pay the same?", 'MATH'],
      ["Nice one. Before the equations: does Jordan's phone number matter for the math?", 'MATH'],
    ]);
    const own = verified([
      ['my zip is 27406 so is my zone 8?', 'MATH'],
      ["Okay, page 212. My mom's number is (404) 861-2275 if the check bounces, 4 times 3 is 12.", 'MATH'],
    ]);
    // Assess
    expect(story.filter((d) => d.verdict !== 'NOT_PII').map((d) => `${d.span.type}:${d.value}`)).toEqual([]);
    expect(story.map((d) => d.reason)).toEqual(expect.arrayContaining(['problem-place', 'problem-phone-number']));
    expect(own.map((d) => [d.span.type, d.verdict])).toEqual([
      ['LOCATION', 'PII'],
      ['PHONE_NUMBER', 'PII'],
    ]);
  });

  it('drops the characters of a Tagalog word problem, a kin word or title between; a classmate called on stays', () => {
    // Prepare / Act
    const ds = verified([
      ['Problem natin. Si Aling Nena ay nagtitinda ng turon. Ang isang turon ay ₱12.50. Kung bumili si Carlo ng 3 turon, magkano lahat?', 'MATH'],
      ['Word problem ulit. Ang pamasahe sa jeep ay ₱13.00. Si Tatay Ben ay sumasakay papunta at pauwi, limang araw. Magkano lahat?', 'MATH'],
      ['Angelo, ikaw na. Ilan ang 3 times 4?', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Nena', 'NOT_PII'],
      ['Carlo', 'NOT_PII'],
      ['Ben', 'NOT_PII'],
      ['Angelo', 'PII'],
    ]);
  });

  it("drops a task's people whose answers are judged after its page is named; classmates' answers compared without a source stay", () => {
    // Prepare / Act
    const task = verified([["Last thing, page 84. Lin and Noah both solved 5/6 + 3/8. Lin got 38/48 and Noah got 19/24. Who's right?", 'MATH']]);
    const class_ = verified([['Marcus got 12 and Ana got 15. Who is right?', 'MATH']]);
    // Assess
    expect(task.filter((d) => d.span.type === 'PERSON').every((d) => d.verdict === 'NOT_PII')).toBe(true);
    expect(task.filter((d) => d.span.type === 'PERSON').length).toBe(4);
    expect(class_.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict !== 'NOT_PII'])).toEqual([
      ['Marcus', true],
      ['Ana', true],
    ]);
  });

  it("drops characters of the problem's own class, a compound subject and a problem read aloud", () => {
    // Prepare / Act
    const ds = verified([
      ["Mrs. Patterson's class collected 245 cans and Mr. Lee's class collected 198. How many more cans did Mrs. Patterson's class collect?", 'MATH'],
      ['Carlos and his brother split 18 marbles equally. How many does each get?', 'MATH'],
      'The problem says Mr. Ortiz drives 45 miles each day. How far does he drive in 5 days?',
      'Read it with me: Jamal had 5 boxes with 6 crayons in each box.',
      ["Ms. Frizzle's bus holds 48 kids. How many buses for 200 kids?", 'MATH'],
    ]);
    const cast = verified([['Each of the 4 friends, Ana, Ben, Cole and Dev, gets 1/4 of the sandwich.', 'MATH']]);
    const friends = verified([['My 3 friends, Ana, Ben and Dev, got 1/4 of the sandwich each.', 'MATH']]);
    const real = verified([["Mr. Lee's class has a test on Friday, how many of you studied?", 'MATH']]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Patterson', 'NOT_PII'],
      ['Lee', 'NOT_PII'],
      ['Patterson', 'NOT_PII'],
      ['Carlos', 'NOT_PII'],
      ['Ortiz', 'NOT_PII'],
      ['Jamal', 'NOT_PII'],
      ['Frizzle', 'NOT_PII'],
    ]);
    expect(real.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([['Lee', 'PII']]);
    // A counted group named one by one is a problem's cast; the speaker's own friends are people
    expect(cast.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(friends.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Ana', 'Ben', 'Dev']);
  });

  it("drops the first of two named subjects by the second's verb; a group's count read out of real data stays", () => {
    // Prepare / Act
    const pair = verified([['$18 money do Mia and Daquan need to split.', 'MATH']]);
    const data = verified([['5, because Harper, Trevor and Destiny all have 5.', 'MATH']]);
    // Assess
    expect(pair.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict, d.reason])).toEqual([
      ['Mia', 'NOT_PII', 'word-problem-character'],
      ['Daquan', 'NOT_PII', 'word-problem-character'],
    ]);
    expect(data.filter((d) => d.value === 'Trevor').map((d) => d.verdict)).not.toContain('NOT_PII');
    // ... its last name too, in the group's own data
    const last = verified([['Kai, Autumn and Zeke all have 12 tiles. Is the area the same?', 'MATH']]);
    expect(last.filter((d) => d.value === 'Zeke').map((d) => d.verdict)).toEqual(['PII']);
  });

  it("drops a list of names opening a problem's sentence and a game's players taking turns; a classmate told he flipped a sign stays", () => {
    // Prepare / Act
    const list = verified([['Last one, friends. Alice, Bob and Carol split 36 stickers in the ratio 2 to 3 to 4. How many does Carol get?', 'MATH']]);
    const game = verified([['Six. Alice and Bob take turns removing 1 or 2 stones from a pile of 10. Who wins?', 'MATH']]);
    const called = verified([['okay wait Dev you flipped the sign, it should be negative 6 not 6', 'MATH']]);
    // Assess
    expect(list.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(game.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(called.filter((d) => d.value === 'Dev').map((d) => d.verdict)).toEqual(['PII']);
  });

  it("reads a name a transcriber bracketed as unsure as said: a story's list of characters is dropped whole; one paged to the office stays", () => {
    // Prepare / Act
    const story = verifiedAs([
      ['student', 'Priyanka, [Desmond] and Lucia had a pizza party.  There was a pepperoni and a cheese pizza.  Priyanka ate one-sixth of the pepperoni pizza. How much of a pizza did she eat?', 'MATH'],
    ]);
    const paged = verifiedAs([['teacher', 'One minute and then we talk about it.  [Daysha] Jackson come to the main office to pick up your order.', 'NON_MATH']]);
    // Assess
    expect(story.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(paged.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toContainEqual(['Daysha', 'PII']);
    expect(paged.map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("drops a name listed with a problem's characters as the list's subject ('[Teodoro?]' the book leaves out); a classmate called beside a character stays", () => {
    // Prepare / Act
    const relay = verifiedAs([
      ['student', 'Number two. Priscilla, Omar and [Teodoro?] ran in a relay. Priscilla ran four-tenths of a mile. Omar ran six-twelfths of a mile. Who ran farther?', 'MATH'],
    ]);
    const called = verifiedAs([['teacher', 'Number two. Priscilla ran four-tenths of a mile. Omar ran six-twelfths of a mile. So Omar and Tavita, who ran farther?', 'MATH']]);
    // Assess
    expect(relay.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(called.filter((d) => d.value === 'Tavita').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("drops a story's person acting with their own kin ('Kenji and his grandpa take a road trip'), its question read out without a question mark", () => {
    // Prepare / Act
    const trip = verifiedAs([['student', 'One. Kenji and his grandpa take a road trip. They drive three hundred twenty-eight miles each day for three days. How many miles do they drive.', 'MATH']]);
    const own = verifiedAs([['teacher', 'Kenji and his grandpa take a road trip every summer. How many miles do you drive, Kenji?', 'MATH']]);
    // Assess
    expect(trip.filter((d) => d.value === 'Kenji').map((d) => d.verdict)).toEqual(['NOT_PII']);
    expect(own.filter((d) => d.value === 'Kenji').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("keeps the class's own chaperones counted in its trip's math; drops a story's titled owner", () => {
    // Prepare / Act
    const trip = verified([
      ['Now chaperones. Four grown-ups are coming: Mr. Kim, Ms. Rodriguez, Mrs. Bianchi and Ms. Thompson.', 'MATH'],
      ["Now groups inside the aquarium. Mr. Kim's group has 6. Ms. Rodriguez wants 6 too. How many are left for my group?", 'MATH'],
    ]);
    const story = verified([["Mrs. Okonkwo's class has 28 students and wants groups of 4. How many groups are left over?", 'MATH']]);
    // Assess
    expect(trip.filter((d) => d.value === 'Kim' || d.value === 'Rodriguez').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(story.filter((d) => d.value === 'Okonkwo').map((d) => d.verdict)).toEqual(['NOT_PII']);
  });

  it('drops a class pet named by what it is to the class ("Harold is our class hamster") and the pet again later, an animal described by one word ("a talking goat"); not "our bee sting kid"', () => {
    // Prepare / Act
    const ds = verified([['Harold is our class hamster, for anybody new. How many seeds did he eat?', 'MATH'], 'Maybe Harold is on a diet.']);
    const kid = verified(["Not in your group. Ximena is our bee sting kid, and she's with Mr. Castellano."]);
    const goat = verified([['Gary is a talking goat and he runs a lemonade stand on the moon. He sells 5 cups every hour.', 'MATH']]);
    // Assess
    expect(ds.filter((d) => d.value === 'Harold').map((d) => [d.verdict, d.reason])).toEqual([
      ['NOT_PII', 'pet-name'],
      ['NOT_PII', 'pet-name'],
    ]);
    expect(kid.filter((d) => d.value === 'Ximena').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(goat.filter((d) => d.value === 'Gary').map((d) => d.reason)).toEqual(['pet-name']);
  });

  it('drops a pet said to be someone\'s by what it is ("Linda is your cat", "Frank? He\'s my tortoise."); keeps a sister', () => {
    // Prepare / Act
    const pets = verified(['And Linda is your cat, right? I always forget.', "Can I bring Frank? He's my tortoise."]);
    const sister = verified(['Maya is my sister.']);
    // Assess
    expect(pets.map((d) => [d.value, d.verdict])).toEqual([
      ['Linda', 'NOT_PII'],
      ['Frank', 'NOT_PII'],
    ]);
    expect(sister.map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it('keeps students the teacher says are away, though the class is talking math around them', () => {
    // Prepare / Act
    const ds = verified([
      ['Two thirteenths. Now here is the thing. Aaliyah and Kenji are absent today. Should their sticks be in the cup?', 'MATH'],
      ['Wait, is Kenji absent or just late? He had the dentist.', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.value === 'Kenji').map((d) => d.verdict)).toEqual(['PII', 'PII']);
  });

  it("drops a story's character asked about by what she has (\"What's her speed?\"), its clock told after the name; the session's clock keeps a student", () => {
    // Prepare / Act
    const story = verified([["Next slide. 'Odette rides her bike to practice. After 3 minutes she is 0.9 miles from home, and after 8 minutes she is 2.4 miles from home.' What's her speed in miles per minute?", 'MATH']]);
    const session = verified([["Odette rides the bus home after 5 minutes of class. What's her stop, 3 or 4?", 'MATH']]);
    // Assess
    expect(story.filter((d) => d.value === 'Odette').map((d) => [d.verdict, d.reason])).toEqual([['NOT_PII', 'word-problem-character']]);
    expect(session.filter((d) => d.value === 'Odette').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("drops characters a story gives a role title, a rate problem's duration included; a real relative so titled and a pet stay what they are", () => {
    // Prepare / Act
    const story = verified([
      ['next: Officer Lin drives her patrol car at 35 miles per hour for 24 minutes. how many miles does she drive?', 'MATH'],
      ['Problem two. King Alaric trades 5 gold coins for 2 horses. Sir Cedric wants 14 horses. How many gold coins does Sir Cedric need?', 'MATH'],
      ['Two-step problem. Chef Amara is making lunch for field day. She has 9 trays with 15 sandwiches on each tray. How many sandwiches?', 'MATH'],
      ['Okay, last one. A board is five-sixths of a meter long. Mr. Lindqvist uses three-fifths of it for a shelf. How long is the shelf?', 'MATH'],
      ["Tip problem. Doctor Kim's lunch bill is $24.50. He leaves an 18% tip. About how much is the tip?", 'MATH'],
    ]);
    const real = verified(['lol my uncle is literally a ferry captain. everyone calls him Captain Rudy', ['I have a fish named Captain Oscar, does he count?', 'MATH']]);
    // Assess
    expect(story.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(story.filter((d) => d.value === 'Lin').map((d) => d.reason)).toEqual(['word-problem-character']);
    expect(real.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict, d.reason])).toEqual([
      ['Rudy', 'PII', 'person-context-cue'],
      ['Oscar', 'NOT_PII', 'pet-name'],
    ]);
  });

  it("keeps a student told to talk for some minutes: a duration is a story's only beside a rate", () => {
    // Prepare / Act
    const ds = verified([['Marcus has 3 more problems, talk to your partner for 2 minutes.', 'MATH']]);
    // Assess
    expect(ds.filter((d) => d.value === 'Marcus').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(ds.filter((d) => d.value === 'Marcus')).toHaveLength(1);
  });

  it('drops a word said alone in math talk as the answer to a question that wrote it in lower case, not a name asked about', () => {
    // Prepare / Act
    const even = verified([
      ['Eight. Eight factors. Is that even or odd?', 'MATH'],
      ['Even.', 'MATH'],
    ]);
    const mia = verified([
      ['Who has more, Mia or Leo?', 'MATH'],
      ['Mia.', 'MATH'],
    ]);
    const chat = verified([
      ['who wants to go first? hope?', 'NON_MATH'],
      ['Hope.', 'NON_MATH'],
    ]);
    // Assess
    expect(even.map((d) => [d.value, d.verdict, d.reason])).toEqual([['Even', 'NOT_PII', 'answer-word']]);
    expect(mia.filter((d) => d.reason === 'answer-word')).toEqual([]);
    expect(chat.filter((d) => d.value === 'Hope').map((d) => d.reason)).not.toContain('answer-word');
  });

  it("drops a name given to a student kept anonymous, a book picture's named boy, and a textbook class's data read out", () => {
    // Prepare / Act
    const tobias = verified([
      ['I want to show you how a student in another class did it. I am going to call him Tobias. That is not his real name, I changed it.', 'MATH'],
      ['So Tobias wrote 4,003 minus 1,587 and he got 3,584. Turn and talk. Is Tobias right?', 'MATH'],
      ['About 2,400. And Tobias got?', 'MATH'],
    ]);
    const will = verified([
      ['Thank you. Now, page 87. Look at the box with the boy holding the strip. His name is Will. Read what he says, Sunny.', 'MATH'],
      ['"Will says 2/4 is bigger than 1/2 because 2 is bigger than 1."', 'MATH'],
      ['Is Will right?', 'MATH'],
    ]);
    const book = verified([
      ['Okay, textbooks, page 212. The class in the book is from Lakeside. Read their table for us, Nadia.', 'MATH'],
      ['Luis one twenty-eight, Renee one thirty-four, Carmen one thirty-one, Abe one forty.', 'MATH'],
    ]);
    // A student the teacher made up, named so; a brother or a cousin in another class introduced so is a person
    const pedro = verified([
      ["This is a worksheet from a student I made up. His name is Pedro. He's not in this class, he lives in my imagination.", 'MATH'],
      ['Problem one. Pedro has a garden plot that is 2 1/2 yards by 3 1/3 yards. Is Pedro right?', 'MATH'],
    ]);
    const brother = verified([['I have a brother. His name is Marcus.', 'NON_MATH'], ['My cousin is in another class. His name is Jayden.', 'NON_MATH']]);
    // Assess
    expect(tobias.filter((d) => d.value === 'Tobias').map((d) => d.verdict)).not.toContain('PII');
    expect(will.filter((d) => d.value === 'Will').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII']);
    expect(will.filter((d) => d.value === 'Sunny').map((d) => d.verdict)).toEqual(['PII']);
    expect(book.filter((d) => ['Luis', 'Renee', 'Carmen', 'Abe'].includes(d.value)).map((d) => d.verdict)).not.toContain('PII');
    expect(brother.filter((d) => d.value === 'Marcus' || d.value === 'Jayden').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(pedro.filter((d) => d.value === 'Pedro').map((d) => d.verdict)).not.toContain('PII');
    const bear = verified([
      ["Good. Now this is a pretend patient, I made him up. His name is Mr. Bear. Real patients' charts never leave the hospital.", 'MATH'],
      ['So. Mr. Bear came in at 8 in the morning with a temperature of 101.5. Where does that dot go?', 'MATH'],
    ]);
    expect(bear.filter((d) => d.value === 'Bear').map((d) => d.verdict)).not.toContain('PII');
    // Someone the next sentence places in the book is its character, the surname alone later too; a club is no book
    const scientist = verified([
      ["So at the top of 212 we have Dr. Helen Ashby. She's a plant scientist in the book, and she grew tomato seedlings for five weeks.", 'MATH'],
      ["Why didn't Dr. Ashby just make the scale go by ones?", 'MATH'],
    ]);
    const club = verified([["My aunt is Dr. Rosa Vega. She's a leader in the book club, and she reads 3 books a week.", 'MATH']]);
    expect(scientist.filter((d) => /Ashby/.test(d.value)).map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(club.filter((d) => /Vega/.test(d.value)).map((d) => d.verdict)).toEqual(['PII']);
    // Someone named so whom the tutor then says is pretend; one said to be real stays a person
    const pretend = (reply: string) =>
      verified([
        ["Today you're working for a zookeeper. His name is Zookeeper Gus, and he is building new pens at the zoo.", 'MATH'],
        ['Is he real?', 'NON_MATH'],
        [reply, 'NON_MATH'],
        ['So Gus has 12 units of fence for the tortoise?', 'MATH'],
      ]);
    expect(pretend("He's pretend. But real zookeepers plan out pens.").filter((d) => /Gus/.test(d.value)).map((d) => d.verdict)).not.toContain('PII');
    expect(pretend("He's real, he's my neighbor. He runs the petting zoo.").filter((d) => /Gus/.test(d.value)).map((d) => d.verdict)).toContain('PII');
  });

  it("drops a name opening a numbered item of a worksheet the lesson says is about made-up people, not a classmate of the same name", () => {
    // Prepare / Act
    const sheet = verified([
      ["Okay, worksheet: 'Lab Notebook Detectives.' Four made-up students, four mistakes.", 'MATH'],
      ['Number one. Harriet wrote that her experiment lasted 2 hours 15 minutes, which is 215 minutes.', 'MATH'],
      ['She did 2 and 15 together.', 'MATH'],
      ['Number two. Mateo timed his ice for 300 seconds and wrote 30 minutes.', 'MATH'],
      ['Mateo, what do you think he did?', 'MATH'],
    ]);
    // With nothing said of who they are, the same items stay the lists' finding
    const plain = verified([
      ['Okay, worksheet time.', 'MATH'],
      ['Number one. Harriet wrote that her experiment lasted 2 hours 15 minutes, which is 215 minutes.', 'MATH'],
    ]);
    // Assess
    expect(sheet.filter((d) => d.value === 'Harriet').map((d) => d.verdict)).toEqual(['NOT_PII']);
    expect(sheet.filter((d) => d.value === 'Mateo').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(plain.filter((d) => d.value === 'Harriet').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("drops a story whose question is any problem's question from the one who sets it, and a titled owner asked a percent's change; keeps a name a learner finds theirs", () => {
    // Prepare / Act: the tutor's story, its numbers and question after it ("what's the slope"), asked about again later
    const slope = verified([
      ["Ava charges for dog walking. 2 dogs costs $14, 5 dogs costs $29. what's the slope and what does it mean?", 'MATH'],
      ['3 per dog?', 'MATH'],
      ['so what does the 5 mean for Ava?', 'MATH'],
    ]);
    const patel = verified([["percent change now. Mr. Patel's store raised the price of a sandwich from $5 to $6. what's the percent increase?", 'MATH']]);
    // A learner finds the name theirs, or a relative's, right after
    const found = verified([
      ['But first, one from our book. Sunny has a lemonade stand. She makes 62 cups. She sells 35 cups. How many cups are left?', 'MATH'],
      ["That's me! Sunny!", 'NON_MATH'],
    ]);
    const sister = verified([
      ["Última, equação. 'Vitória tem o dobro da idade do irmão mais três anos. Se ela tem 17 anos, quantos anos tem o irmão?'", 'MATH'],
      ['Tia, minha irmã chama Vitória!', 'NON_MATH'],
    ]);
    // Assess
    expect(slope.filter((d) => d.value === 'Ava').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(patel.filter((d) => d.value === 'Patel').map((d) => d.verdict)).toEqual(['NOT_PII']);
    expect(found.filter((d) => d.value === 'Sunny').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(sister.filter((d) => d.value === 'Vitória').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("drops a story's character whose numbers and question come in the sentences after, an animal named by its kind and a book's player; keeps a student's own work and a teacher in her own problem", () => {
    // Prepare / Act
    const story = verified([
      ['Okay, word problem on the board. Ginger runs a lemonade stand. She charges 75 cents a cup. On Saturday she sells 14 cups. How much money does she make? Faith, read the question part again for us.', 'MATH'],
      ['Last one. Dusty the dog is going to chase a ball. He runs 15 miles per hour. How far does he run in 4 hours?', 'MATH'],
      ['Mr. Whiskers is a mouse and he has 18 pieces of cheese and he puts them in 3 piles.', 'MATH'],
      ['Meet Tom. Tom the turkey is very proud of his tail. He has 6 rows of feathers.', 'MATH'],
      ['Mm-hmm. The player in our book, Clay, gets 12 hits in 40 at-bats. Better or worse than three hundred?', 'MATH'],
      ['Go ahead. This worksheet has a made-up student, Kenji, with a strategy, and the kids decide if it always works.', 'MATH'],
    ]);
    const newcomer = verified([['We have a new student, Kenji, joining us for fractions today.', 'MATH']]);
    const own = verified([['Marcus has a question. He got 12 on number 3. How many did he get wrong?', 'MATH']]);
    const teacher = verified([['Teacher Kowalski is planning a party. She bought 17 packs of balloons. Each packet contains 8 balloons. How many balloons did she buy?', 'MATH']]);
    const walker = verified(['My friend Dusty, the dog walker, is here.', 'Mr. Oyelaran, the leprechaun knocked the chairs over again!', 'Tyler is a monster at multiplication, 12 in a minute.']);
    // Assess
    expect(story.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict, d.reason])).toEqual([
      ['Ginger', 'NOT_PII', 'word-problem-character'],
      ['Faith', 'PII', 'person-context-cue'],
      ['Dusty', 'NOT_PII', 'pet-name'],
      ['Whiskers', 'NOT_PII', 'pet-name'],
      ['Tom', 'NOT_PII', 'pet-name'],
      ['Tom', 'NOT_PII', 'pet-name'],
      ['Clay', 'NOT_PII', 'word-problem-character'],
      ['Kenji', 'NOT_PII', 'word-problem-character'],
    ]);
    expect(newcomer.filter((d) => d.value === 'Kenji').map((d) => d.verdict)).not.toContain('NOT_PII');
    for (const ds of [own, teacher, walker]) expect(ds.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect([own, teacher, walker].map((ds) => ds.filter((d) => d.span.type === 'PERSON').length)).toEqual([1, 1, 3]);
    const aside = verified([['Dusty, the class hamster, ate 3 carrots. How many are left?', 'MATH'], 'Same room, different fish. Rodrigo the betta passed away over break.']);
    expect(aside.filter((d) => d.value === 'Dusty' || d.value === 'Rodrigo').map((d) => d.reason)).toEqual(['pet-name', 'pet-name']);
  });

  it("keeps a classmate whose words are reported in math talk; drops a kin-titled character who sews", () => {
    // Prepare / Act
    const reported = verified([
      ["Love that. Everybody write 'more than 1/2' and 'less than 1/2' over each fraction, like Bao just said.", 'MATH'],
      ['(whispering to Mr. Adeyemi) When Jaylen said 3/8 was bigger, did you see his drawing?', 'MATH'],
    ]);
    const story = verified([['First one: Aunt Rosa sews 1/2 of a quilt on Monday and 1/3 of it on Tuesday. How much of the quilt has she sewn?', 'MATH']]);
    // Assess
    expect(reported.filter((d) => d.value === 'Bao' || d.value === 'Jaylen').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(story.filter((d) => d.value === 'Rosa').map((d) => d.verdict)).toEqual(['NOT_PII']);
  });

  it("drops claimants judged on a story told first in the message, and a curriculum activity's characters", () => {
    // Prepare / Act
    const ds = verified([
      ["Mai's recipe for lemonade uses 3 cups of water for every 2 scoops of lemonade mix. She wants to make more lemonade for a party. Han says she should use 6 cups of water and 4 scoops. Jada says she should use 4 cups of water and 3 scoops. Who's right?", 'MATH'],
      ["Activity 2. Lin's table shows the cost of tickets: 2 tickets cost 15 dollars, 4 tickets cost 30. Noah says the table is not proportional. Elena says it is. Who is right?", 'MATH'],
    ]);
    const quoted = verified([['ok question 2 is the one i dont get. "Kenji says the mode of the data is SpongeBob. Priya says you cannot have a mode because the data is not numbers. Who is correct? Explain."', 'MATH']]);
    expect(quoted.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Kenji', 'NOT_PII'],
      ['Priya', 'NOT_PII'],
    ]);
    // (a classmate revoiced with no story before stays: privacy first)
    const revoiced = verified([['Marcus says she should use 6 cups of water. Who is right?', 'MATH']]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(ds.filter((d) => d.span.type === 'PERSON').map((d) => d.value)).toEqual(['Mai', 'Han', 'Jada', 'Lin', 'Noah', 'Elena']);
    expect(revoiced.filter((d) => d.value === 'Marcus').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("drops a pet named in the sentence after the pet, a breed's name and the pet again later; keeps a nephew named in the teacher's true story", () => {
    // Prepare / Act
    const ds = verified([
      ["Okay, now I'm going to tell you about my real dog. His name is Biscuit, and at the vet last week he weighed 62 pounds.", 'MATH'],
      ['My mom has a tiny dog, a chihuahua named Peanut, and she weighs 6 pounds.', 'MATH'],
      ["So little. How many pounds heavier is Biscuit than my mom's chihuahua?", 'MATH'],
      ['Okay, a real one from my family. My nephew Caden is 6, and last Friday we got a pizza cut into 8 slices.', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Biscuit', 'NOT_PII'],
      ['Peanut', 'NOT_PII'],
      ['Biscuit', 'NOT_PII'],
      ['Caden', 'PII'],
    ]);
  });

  it("keeps a creature or pet whose name no list holds as a person's the creature's when spoken to; a given name spoken to stays a person's", () => {
    // Prepare / Act: a story's dragon the child playing her is called by, and pets named then talked of as a pair
    const dragon = verified([
      ["Okay, so today's story is about a dragon. Her name is Sprinkles, and she has 15 gems in her cave.", 'MATH'],
      ['Why is a dragon named Sprinkles?', 'MATH'],
      ['Sprinkles has three baby dragons and she wants to give each baby the same number of gems.', 'MATH'],
      ["Carmen, you're going to be Sprinkles.", 'NON_MATH'],
      ['Rawr.', 'NON_MATH'],
      ["Sprinkles, you've got the bag with 15 gems. Give them out so it's fair.", 'MATH'],
    ]);
    const pets = verified([
      ["My hamster's name is Gerald.", 'NON_MATH'],
      ['We got our dog from the shelter. His name is Biscuit.', 'NON_MATH'],
      ['Gerald and Biscuit, both distinguished names. Back to numbers.', 'NON_MATH'],
    ]);
    // (a pet with a given name called alone may be a classmate: privacy first)
    const called = verified([["My dog's name is Karen.", 'NON_MATH'], ['Karen, can you read number 4?', 'MATH']]);
    // Assess
    expect(dragon.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Carmen']);
    expect(dragon.filter((d) => d.value === 'Sprinkles').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII', 'NOT_PII']);
    expect(pets.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Gerald', 'NOT_PII'],
      ['Biscuit', 'NOT_PII'],
      ['Gerald', 'NOT_PII'],
      ['Biscuit', 'NOT_PII'],
    ]);
    expect(called.filter((d) => d.value === 'Karen').map((d) => d.verdict)).toEqual(['NOT_PII', 'PII']);
  });

  it("drops a story's people whatever opens the message: after an acknowledgement, in a chain of comparisons, with a crew, or named as a learner's answer", () => {
    // Prepare / Act
    const ds = verified([
      // the story goes on under "he" and a task is set on its numbers
      ['Okay. Warm-up. Noah is mixing paint. For every 2 cups of blue he uses 3 cups of yellow. Fill in the table. Blue is 2, 4, 6, 10.', 'MATH'],
      ['Like if Dana is as tall as Lee and Lee is as tall as Rosa, then Dana is as tall as Rosa.', 'MATH'],
      ['Captain Pete and his pirates find 17 gold coins. There are 5 pirates. How many coins does each pirate get?', 'MATH'],
    ]);
    // (the task asked as a fragment)
    const fragment = verified([['Okay. Next. Jasper buys arcade tokens. Each token costs $0.25, and he buys t tokens. Expression for the cost?', 'MATH']]);
    const answered = verified([
      ['Page 231. "Liam rides his bike to school. His times were 12, 14 and 11 minutes. His friend Oskar takes the bus: 8, 20 and 12 minutes. Whose commute is more consistent?"', 'MATH'],
      ["Liam. His MAD is 1.2 and Oskar's is 6.", 'MATH'],
    ]);
    // (a classmate named alone after a question about the class stays: "Who got 12?" "Liam.")
    const classmate = verified([
      ['Who got 12 on number 3?', 'MATH'],
      ['Liam. He showed me.', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(fragment.filter((d) => d.span.type === 'PERSON').map((d) => `${d.value}:${d.verdict}`)).toEqual(['Jasper:NOT_PII']);
    expect(ds.filter((d) => d.span.type === 'PERSON').length).toBeGreaterThanOrEqual(8);
    expect(answered.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Liam', 'NOT_PII'],
      ['Oskar', 'NOT_PII'],
      ['Liam', 'NOT_PII'],
      ['Oskar', 'NOT_PII'],
    ]);
    expect(classmate.filter((d) => d.value === 'Liam').map((d) => d.verdict)).toEqual(['PII']);
  });

  it("drops a shop's titled owner and a pasted item's character; keeps a relative named with an adverb and a teammate sharing a problem's name", () => {
    // Prepare / Act
    const ds = verified([
      ["Okay, whiteboards. Grandpa Joe goes to Miss Kitty's candy shop. He buys a lollipop for 38¢. He pays with one dollar. How much change does he get?", 'MATH'],
      ["3) Leon's bill for his first 4 months is shown. month 1: $38.50, month 2: $38.50. Is this a linear function? What is the slope?", 'MATH'],
    ]);
    const brother = verified([
      ['4. Derek wants to join a gym. Iron Works Gym charges a $50 sign up fee and $25 per month. Write an equation for each gym.', 'MATH'],
      ['lol my brother is literally named derek and he literally just joined a gym', 'NON_MATH'],
    ]);
    const teammate = verified([
      ['ok next is a word problem. "Marcus is standing at point (2, -1) on a map of the park. His friend Jada is at (8, 7). How far apart are they?"', 'MATH'],
      ['lol marcus is literally on my team, hes gonna think this is about him', 'NON_MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(ds.filter((d) => d.span.type === 'PERSON').map((d) => d.value)).toEqual(['Joe', 'Kitty', 'Leon']);
    expect(brother.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Derek', 'PII'],
      ['derek', 'PII'],
    ]);
    expect(teammate.filter((d) => d.value.toLowerCase() === 'marcus').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    // (a word-name the room confirms, opening the problem as its subject: "Destiny takes a taxi")
    const written = verified([
      ['Now problem two, and I wrote this one myself. Destiny takes a taxi home from the mall. The ride costs $4 plus $1.75 per mile, and she pays $18. How many miles was the ride?', 'MATH'],
      ["hey, that's me! why am I at the mall alone", 'NON_MATH'],
      ["You're famous now, Destiny. Don't let it go to your head.", 'NON_MATH'],
      ['Gelt! Those have the gold foil, right?', 'NON_MATH'],
    ]);
    expect(written.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Destiny', 'PII'],
      ['Destiny', 'PII'],
    ]);
  });

  it('drops a character shopping in a problem whose prices come in the next sentences and whose question asks the better deal', () => {
    // Prepare / Act
    const ds = verified([
      ['Next page. Grandpa Walt is buying apples. One store has 4 for $2.36. Another store has 6 for $3.30. Which is the better deal?', 'MATH'],
      ['Six for 3.30 because it is more apples.', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.value === 'Walt').map((d) => d.verdict)).toEqual(['NOT_PII']);
  });

  it("drops a character asked about and said to be made up, a problem shown on the board, a story's account; keeps a strategy's namesake", () => {
    // Prepare / Act
    const madeUp = verified([
      ['Okay, word problem. [reading] Coach Petrov is ordering water bottles for the summer league. Each team gets 215 bottles, and there are 18 teams. How many bottles does Coach Petrov need?', 'MATH'],
      ['Is Coach Petrov real?', 'NON_MATH'],
      ['Nope, I made him up. Although my old soccer coach was kind of like him.', 'NON_MATH'],
    ]);
    // (one the teacher says is real stays)
    const real = verified([['Is Ms. Haddad real?', 'NON_MATH'], ['Yes, she teaches fifth grade.', 'NON_MATH']]);
    // (or one the teacher says is the book's)
    const book = verified([
      ["Mr. Green's class collected 45 cans for the food drive. That is 5 times as many cans as Ms. Lopez's class collected. How many cans did Ms. Lopez's class collect?", 'MATH'],
      ['Is Mr. Green a real teacher here?', 'NON_MATH'],
      ["Nope, he's a book teacher. Real teachers don't get their names in the textbook, sadly.", 'NON_MATH'],
    ]);
    const shown = verified([
      ["Exactly. Problem 1 is on the whiteboard: Dalia plays four holes. Her scores relative to par are -1, +2, 0, -3. What's her total?", 'MATH'],
      ["Fun! Okay, dividing. Maya's account lost $96.60 evenly over 6 days. What was the change per day?", 'MATH'],
      ["Paul Bunyan's ox Babe drinks 95 liters a day. How many milliliters is that?", 'MATH'],
    ]);
    const strategies = verified([
      ['Last week we had a name for something like this, remember? When Bashir halved one number and doubled the other?', 'MATH'],
      ["Bashir's Bounce!", 'MATH'],
      ["That's what Priya's Partial Products is for. You did eight times thirty. What's the other partial product?", 'MATH'],
    ]);
    // Assess
    expect(madeUp.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII']);
    expect(real.filter((d) => d.value === 'Haddad').map((d) => d.verdict)).toEqual(['PII']);
    expect(book.filter((d) => d.value === 'Green').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(shown.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(shown.filter((d) => d.span.type === 'PERSON').length).toBeGreaterThanOrEqual(3);
    expect(strategies.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict === 'NOT_PII' ? 'dropped' : 'kept'])).toEqual([
      ['Bashir', 'kept'],
      ['Bashir', 'kept'],
      ['Priya', 'kept'],
    ]);
  });

  it("drops a book's made-up class by its titled teacher, a character the room names, a made-up town, and someone named on the spot", () => {
    // Prepare / Act
    const book = verified([
      ["Three X's. Now open your book to page 218. There's a made-up class there, Mr. Pell's class, and they measured their crayons instead of pencils.", 'MATH'],
      ["How much shorter? The longest crayon in Mr. Pell's class is three and three fourths inches. What's our shortest pencil?", 'MATH'],
      ["Now, our textbook class. Page 240, Ms. Vance's class. They logged reading minutes for one week.", 'MATH'],
    ]);
    const named = verified([
      ['A baker made 145 muffins. She sold 38 in the morning and 47 in the afternoon. How many muffins does she have left?', 'MATH'],
      ['Does the baker have a name?', 'MATH'],
      ['Not yet. You get to name her. Ideas? Quiet hands.', 'MATH'],
      ['Mrs. Crumbs!', 'MATH'],
      ['What about Mr. Krabs like from SpongeBob?', 'MATH'],
      ['Mrs. Crumbs it is. Sunny, can you tell the story back to us in your own words?', 'MATH'],
    ]);
    const others = verified([
      ["So our town is called Pickleton. It's totally made up. The town square is at (5, 5), right in the middle.", 'MATH'],
      ['Pickleton needs a fire station.', 'MATH'],
      ["Here's one. A player, let's call him Diego, runs nine laps in twenty-seven minutes. You run four laps in twelve minutes. Who's faster?", 'MATH'],
      ['Okay, number three, rates. Priya types two hundred forty words in four minutes. How many words in seven minutes?', 'MATH'],
      ["[dog barking] Chorizo! Chorizo, stop. Sorry, somebody's walking by.", 'NON_MATH'],
      ["No, my dad's watching basketball in the living room. Baba, can you turn it down a little? I'm in tutoring.", 'NON_MATH'],
    ]);
    // (a titled teacher of the room's own class stays)
    const own = verified([["Ms. Vance's class is coming at ten, so clean up your tables.", 'NON_MATH']]);
    // Assess
    expect(book.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Pell', 'NOT_PII'],
      ['Pell', 'NOT_PII'],
      ['Vance', 'NOT_PII'],
    ]);
    expect(named.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict === 'NOT_PII' ? 'dropped' : 'kept'])).toEqual([
      ['Crumbs', 'dropped'],
      ['Krabs', 'dropped'],
      ['Crumbs', 'dropped'],
      ['Sunny', 'kept'],
    ]);
    expect(others.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(others.filter((d) => d.span.type === 'PERSON').length).toBeGreaterThanOrEqual(5);
    expect(own.filter((d) => d.value === 'Vance').map((d) => d.verdict)).toEqual(['PII']);
  });

  it("keeps a classmate whose way the number talk tells as it happens or names after them; a story's person who halves stays a character", () => {
    // Prepare / Act
    const talk = verified([
      ['Sixty divided by four. Thumbs up when you have it.', 'MATH'],
      ['I did half of sixty is thirty, and half of thirty is fifteen.', 'MATH'],
      ['Sofia halved and halved again. Why does that work for divided by four?', 'MATH'],
      ["Who else did it like that? Okay, I'm calling it Sofia's halving.", 'MATH'],
    ]);
    const traded = verified([['Kenji just traded a blue for two greens. Why is that a fair trade?', 'MATH']]);
    const story = verified([['Sofia has 60 stickers and gives half to her brother. How many stickers does Sofia have left?', 'MATH']]);
    // Assess
    expect(talk.filter((d) => d.value === 'Sofia').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(traded.filter((d) => d.value === 'Kenji').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(story.filter((d) => d.value === 'Sofia').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
  });

  it("drops a spinner's sections and counted kinds named like people in math talk; a classmate of the same name stays", () => {
    // Prepare / Act
    const spinner = verifiedAs([
      ['teacher', 'Eight sections. How many sections are labeled Hazel?', 'MATH'],
      ['student', 'Three.', 'MATH'],
      ['teacher', 'Three out of eight. So the probability of landing on Hazel is what fraction?', 'MATH'],
      ['student', 'Twenty-two spins. We have nine Hazel already.', 'MATH'],
      ['teacher', 'Six Fern, four Olive, three Hazel, five Rose on the board. Total for Hazel?', 'MATH'],
    ]);
    // (a classmate spoken to keeps the name everywhere: the collision convention)
    const classmate = verifiedAs([
      ['teacher', 'How many sections are labeled Jade? Jade, go ahead.', 'MATH'],
      ['student', 'Two.', 'MATH'],
    ]);
    // Assess
    expect(spinner.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).not.toContain('PII');
    expect(spinner.filter((d) => d.value === 'Hazel').map((d) => d.reason).slice(0, 4)).toEqual(['named-thing', 'named-thing', 'named-thing', 'named-thing']);
    expect(classmate.filter((d) => d.value === 'Jade').map((d) => d.verdict)).toEqual(['PII', 'PII']);
  });

  it("keeps a classmate whose estimate the teacher recalls against a story's numbers ('remember Joy's estimate, less than five')", () => {
    // Prepare / Act
    const ds = verified([
      ["Here's the problem. 'Leo runs three fourths of a mile every day. How many miles does he run in five days?'", 'MATH'],
      ['Is it a lot? What do you think, Joy, is it more or less than five miles?', 'MATH'],
      ['Less than five.', 'MATH'],
      ["Fifteen fourths. And remember Joy's estimate, less than five. Is fifteen fourths less than five?", 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.value === 'Joy').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(ds.filter((d) => d.value === 'Leo').map((d) => d.verdict)).toEqual(['NOT_PII']);
  });

  it("keeps a classmate the teacher revoices ('so Oksana's saying she agrees') when the name comes back in math talk", () => {
    // Prepare / Act
    const revoiced = verified([
      ['who said that Oksana okay keep going', 'MATH'],
      ['four thousand two hundred grams is more', 'MATH'],
      ["ooh okay so Oksana's saying she agrees with the answer but not with the reasoning so 4,200 grams is 4.2 kilograms", 'MATH'],
    ]);
    // (a story's person said again with numbers is still the story's)
    const story = verified([
      ['Oksana has 4,200 grams of flour. How many kilograms is that?', 'MATH'],
      ['4.2 kilograms', 'MATH'],
      ['Right, Oksana has 4.2 kilograms.', 'MATH'],
    ]);
    // Assess
    expect(revoiced.filter((d) => d.value === 'Oksana').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(story.filter((d) => d.value === 'Oksana').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
  });

  it("reads a long turn written with no mark by the words near the name: classmates' answers weighed stay, a story said so goes", () => {
    // Prepare / Act
    const weighed = verified([['hmm Amir says twenty-four hundredths and Bao says two point four those are different numbers lets look at the picture is the overlap more than one whole', 'MATH']]);
    const story = verified([['okay so Maria has twelve apples and she gives three of them to her friend at lunch how many apples does she have left now think about it', 'MATH']]);
    // Assess
    expect(weighed.filter((d) => d.value === 'Amir' || d.value === 'Bao').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(story.filter((d) => d.value === 'Maria').map((d) => d.verdict)).toEqual(['NOT_PII']);
  });

  it("keeps a classmate set against a book's person of the name ('Real Diego, what do you think?') in every mention", () => {
    // Prepare / Act
    const ds = verifiedAs([
      ['teacher', 'Open your workbook to page 87. Diego drew an area model for two thirds times one fourth. Look at his picture.', 'MATH'],
      ['teacher', 'So book Diego got two twelfths. Is two twelfths bigger or smaller than two thirds?', 'MATH'],
      ['teacher', 'Okay, Will likes the square. Real Diego, what do you think?', 'MATH'],
    ]);
    // (asking whether a name is a real one's is no answer: "Is that a real Lena?" "Nope, made-up Lena.")
    const asked = verifiedAs([
      ['teacher', "Look at this problem. Lena's birthday is on June 2nd. Her brother's is on July 15th. How many days apart are their birthdays?", 'MATH'],
      ['student', 'Is that a real Lena?', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.value === 'Diego').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(asked.filter((d) => d.value === 'Lena').map((d) => d.verdict)).not.toContain('PII');
  });

  it("keeps a student the teacher puts into the next problem ('Let's put Marisol in this one since she helped.') in every mention", () => {
    // Prepare / Act
    const ds = verifiedAs([
      ['teacher', "Marisol's right. So 80 divided by 1.6?", 'MATH'],
      ['teacher', "Okay, mile markers. Let's put Marisol in this one since she helped.", 'MATH'],
      ['teacher', "Marisol's family is driving on the interstate. At 1:00 they pass mile marker 42. At 3:30 they pass mile marker 207. What's their average speed?", 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.value === 'Marisol').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("keeps a student who made up a problem ('Ooh, Dashawn made one up.'); a titled story's question of what's left drops its character", () => {
    // Prepare / Act
    const made = verifiedAs([['teacher', 'Ooh, Dashawn made one up. Everybody, 40 divided by 6.', 'MATH']]);
    const pie = verifiedAs([['teacher', "New one, for your whiteboards. Mrs. Johnson bakes a pie, cuts it into six pieces, two are left. Write two fractions for what's left.", 'MATH']]);
    // Assess
    expect(made.filter((d) => d.value === 'Dashawn').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(pie.filter((d) => d.value === 'Johnson').map((d) => d.verdict)).toEqual(['NOT_PII']);
  });

  it("keeps a classmate whose words the teacher passes on to the room ('Lupe said you could'), though a run-on made her a story's", () => {
    // Prepare / Act
    const ds = verifiedAs([
      ['teacher', "oh good so Lupe's sister is probably in middle school or high school and they write V equals B times h where big B is the area of the base so the base is four times three is twelve that's your B and then times the height two it's the same thing just grouped differently how old is your sister", 'MATH'],
      ['student', 'so it is twenty-four', 'MATH'],
      ['teacher', "ooh Lupe said you could find the volume of the whole crate and divide by the volume of one box let's try it what's 24 times 18 times 9", 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.value === 'Lupe').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("keeps a learner whose work the teacher shows with the learner's leave ('this is Jaylen's and he said I could show it'), though its telling reads like a story", () => {
    // Prepare / Act
    const shown = verifiedAs([
      ['teacher', "now here's the other one and this one is from in here, this is Jaylen's and he said I could show it, you said it was okay right? thumbs up?", 'MATH'],
      ['teacher', 'okay so Jaylen drew two bars and he cut the top one into eighths and the bottom one into fifths and he shaded three and he shaded two, which is bigger', 'MATH'],
    ]);
    const story = verifiedAs([['teacher', 'okay so Jaylen drew two bars and he cut the top one into eighths and the bottom one into fifths and he shaded three and he shaded two, which is bigger', 'MATH']]);
    // Assess
    expect(shown.filter((d) => d.value === 'Jaylen').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(story.filter((d) => d.value === 'Jaylen').map((d) => d.verdict)).toEqual(['NOT_PII']);
  });

  it("keeps classmates' answers weighed on the teacher's picture; a claim set after the picture is a task's", () => {
    // Prepare / Act
    const weighed = verified([['hmm Amir says twenty-four hundredths, and Bao says 2.4. those are different numbers. let\'s look at the picture', 'MATH']]);
    const task = verified([['Look at the picture. Amir says the shaded part is 0.24. Is he right?', 'MATH']]);
    // Assess
    expect(weighed.filter((d) => d.value === 'Amir' || d.value === 'Bao').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(task.filter((d) => d.value === 'Amir').map((d) => d.verdict)).toEqual(['NOT_PII']);
  });

  it("drops a story's parts the room acts out and speaks to ('Dario, you be Jerry.' then 'Jerry, pay six dollars.'); a newcomer asked her name stays", () => {
    // Prepare / Act
    const acted = verifiedAs([
      ['teacher', 'This one is called the Long Shopping List. Jerry lives in a little town, and every Saturday he takes twenty-five dollars to the market. Mrs. Pickering runs the market.', 'MATH'],
      ['teacher', "Okay. So we're gonna act it out. I need a Jerry. Dario, you be Jerry. Come on up.", 'MATH'],
      ['teacher', "Esperanza, you be the store, you're Mrs. Pickering. You get the cash box.", 'MATH'],
      ['teacher', 'Jerry, how much money do you start with? Look at your card.', 'MATH'],
      ['student', 'Three bags please, Mrs. Pickering.', 'MATH'],
      ['teacher', 'So Jerry, hand the store twelve dollars. How much do you have left?', 'MATH'],
    ]);
    // (a learner asked to confirm her own name is no part: no story named her before; nor one the speaker's own cousin
    // shares, told of in any segment: the collision convention)
    const newcomer = verifiedAs([
      ['teacher', 'Okay, warm-up. Twelve times four. Think first.', 'MATH'],
      ['teacher', "Welcome, Maria. You're Maria, right? What did you get?", 'MATH'],
    ]);
    const cousin = verifiedAs([
      ['teacher', 'This one is called the Long Shopping List. Jerry lives in a little town, and every Saturday he takes twenty-five dollars to the market.', 'MATH'],
      ['student', 'Ha, my cousin is Jerry!', 'MATH'],
      ['teacher', "Okay. So we're gonna act it out. I need a Jerry. Dario, you be Jerry. Come on up.", 'MATH'],
      ['teacher', 'Jerry, how much money do you start with? Look at your card.', 'MATH'],
    ]);
    // Assess
    // (the parts given to learners without commas, as research transcripts write speech: the learners stay)
    const unmarked = verifiedAs([
      ['teacher', 'okay. Good said Victoria and Sam we are starving. Ding dong. It is Peter and his little brother. How many kids now?', 'MATH'],
      ['teacher', "let's act it out, Seun come up and be Victoria, and these are our paper cookies, twelve of them", 'MATH'],
      ['teacher', 'Okay Khadija and Mateo come be Peter and the little brother, so now we have six actors and twelve cookies', 'MATH'],
      ['teacher', 'Khadija and Mateo, sit with Seun. Twelve cookies, six kids, how many each?', 'MATH'],
    ]);
    expect(unmarked.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value).sort()).toEqual(['Khadija', 'Khadija', 'Mateo', 'Mateo', 'Seun', 'Seun']);
    expect(unmarked.filter((d) => d.value === 'Peter').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(cousin.filter((d) => d.value === 'Jerry').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(acted.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value).sort()).toEqual(['Dario', 'Esperanza']);
    expect(newcomer.filter((d) => d.value === 'Maria').map((d) => d.verdict)).toEqual(['PII', 'PII']);
  });

  it("drops a released test item's claimant quoted in the teacher's turn; a classmate spoken to about what she wrote stays", () => {
    // Prepare / Act
    const item = verifiedAs([['teacher', 'Now the tricky version, which is actually on one of the released tests: "Rhea says the tank holds 600 liters." Why would somebody say 600?', 'MATH']]);
    const classmate = verifiedAs([['teacher', 'Rhea, you wrote "the tank holds 600 liters." Why would somebody say 600?', 'MATH']]);
    // Assess
    expect(item.filter((d) => d.value === 'Rhea').map((d) => d.verdict)).toEqual(['NOT_PII']);
    expect(classmate.filter((d) => d.value === 'Rhea').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("drops a story's farmer, an animal named by its kind first ('Turtle Tim'), a character whose measure is asked, and quotes read from the board or a card", () => {
    // Prepare / Act
    const farmer = verified([['Square tiles today. Farmer Bea wants to build a pen for her goats. Make a rectangle that is 4 tiles long and 3 tiles wide.', 'MATH']]);
    const turtle = verifiedAs([
      ['teacher', "Here's our friend Turtle Tim. Turtle Tim walks from the rock to the pond. He walks 3/4 of the way and stops for a nap.", 'MATH'],
      ['teacher', 'Next. Turtle Tim walks a new path. This time he walks 2/3 of the path.', 'MATH'],
    ]);
    const rug = verifiedAs([['tutor', "Then let's make the last 10 minutes count. Kofi has a square rug. Each side is 8 feet. What's the area?", 'MATH']]);
    const board = verifiedAs([['teacher', 'Okay, word problem time. On the board: "Priscilla has $20. She buys a book for $8.65. How much money does she have left?"', 'MATH']]);
    const card = verifiedAs([['teacher', 'Card four is a two-step. "Mr. Petrov\'s bakery opens at 6:30 a.m. He starts baking 1 hour and 45 minutes before it opens. What time does he start?"', 'MATH']]);
    // (a learner who asked to be in the problem stays himself: "Sure, Tavon." then "Farmer Tavon has 13 pumpkin plants.")
    const asked = verifiedAs([
      ['student', 'Can I be in the problem?', 'NON_MATH'],
      ['teacher', 'Sure, Tavon. Why not.', 'NON_MATH'],
      ['teacher', 'Square tiles today. Farmer Tavon wants to build a pen for his goats. Make a rectangle that is 4 tiles long and 3 tiles wide.', 'MATH'],
    ]);
    // (a grandmother the room told of, then written into a problem, stays hers: the collision convention)
    const lola = verifiedAs([
      ['student', 'Her name is Remedios but everybody calls her Lola Remy.', 'NON_MATH'],
      ['teacher', "Beautiful. Last one. Lola Remy put a border of tiny squares around the edge. Each border square is 1/3 foot by 1/3 foot. What's the area of one?", 'MATH'],
    ]);
    // Assess
    for (const ds of [farmer, turtle, rug, board, card]) expect(ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(lola.filter((d) => d.value.includes('Remy')).map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(asked.filter((d) => d.value === 'Tavon').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("drops a shape the teacher makes a character ('Tina Triangle'), a clapping rhyme's name, and a kin-titled story person whose task follows", () => {
    // Prepare / Act
    const shape = verifiedAs([
      ['teacher', 'Okay. So our friend is back today. Everybody say hi to Tina Triangle.', 'MATH'],
      ['teacher', 'Tina Triangle has a problem. She has three angles, and she wants to know how big each one is.', 'MATH'],
      ["teacher", "Sixty degrees. Angle A is sixty degrees. Write it in Tina's corner.", 'MATH'],
    ]);
    const rhyme = verified([['Okay, you all know Miss Mary Mack. Miss Mary Mack, Mack, Mack, all dressed in black, black, black, six times one is six.', 'MATH']]);
    const aunt = verifiedAs([['teacher', 'Okay, your turn. Aunt Clementine has a lemonade stand. She sells 36 cups on each day of the fair, and the fair lasts 12 days. Area model on your grid paper, go.', 'MATH']]);
    // (the speaker's own aunt stays: "my Aunt")
    const own = verifiedAs([['student', 'My Aunt Clementine has a lemonade stand. She sells 36 cups on a good day.', 'MATH']]);
    // Assess
    for (const ds of [shape, rhyme, aunt]) expect(ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(own.filter((d) => d.value.includes('Clementine')).map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("drops a character's own made up on the spot ('Her backup dancer, we'll call him Gus,') and a made-up customer said again later", () => {
    // Prepare / Act
    const dancer = verifiedAs([['teacher', 'Everybody eats pizza. Beyonce eats five-eighths of a pizza. Her backup dancer, we\'ll call him Gus, eats five-sixths of a pizza. Who ate more?', 'MATH']]);
    const customer = verifiedAs([
      ['other', "Let's try a harder one. A customer, let's call him Mr. Gonzalez, wants to ship a fish tank. The box is three feet long, two feet wide, and two feet tall. What's the volume?", 'MATH'],
      ['student', 'Twelve cubic feet.', 'MATH'],
      ['student', 'What if Mr. Gonzalez turns the box on its side? Does the volume change?', 'MATH'],
    ]);
    // (a classmate the speaker calls something is still the classmate: "We call him Gus, he sits by me.")
    const nickname = verifiedAs([['student', 'My friend, we call him Gus, he sits by me in math.', 'NON_MATH']]);
    // Assess
    expect(dancer.filter((d) => d.value === 'Gus').map((d) => d.verdict)).toEqual(['NOT_PII']);
    expect(customer.filter((d) => d.value === 'Gonzalez').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(nickname.filter((d) => d.value === 'Gus').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("keeps the room's own people in a problem the teacher says uses real people; the made-up ones before it stay characters", () => {
    // Prepare / Act
    const ds = verifiedAs([
      ['teacher', 'Gus has five-sixths of a pizza. Olga has five-eighths. Who has more?', 'MATH'],
      ['teacher', "Okay, now I'm going to use some real people. Priya has two-thirds of a candy bar. Diego has three-fourths of the same kind of candy bar. Who has more?", 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.value === 'Priya' || d.value === 'Diego').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(ds.filter((d) => d.value === 'Gus' || d.value === 'Olga').map((d) => d.verdict)).not.toContain('PII');
    // (or says a real person is put in the story, or somebody's name used)
    const used = verifiedAs([['teacher', "Next one, and I'm using somebody's name. Daryna ran 2.5 kilometers on Monday and 1.85 kilometers on Tuesday. How much farther did she run on Monday?", 'MATH']]);
    expect(used.filter((d) => d.value === 'Daryna').map((d) => d.verdict)).toEqual(['PII']);
    const put = verifiedAs([['teacher', "Now I'm putting a real person in the story. Let's say Nadia plants her own beanstalk, and hers grows 8 feet a night. After 5 nights, how tall is it?", 'MATH']]);
    expect(put.filter((d) => d.value === 'Nadia').map((d) => d.verdict)).toEqual(['PII']);
  });

  it("drops a rhyme's figure named after a label, though a student shares a part of the name ('First one: Little Bo Peep.')", () => {
    // Prepare / Act
    const ds = verifiedAs([
      ['teacher', 'Bo, are you with us?', 'NON_MATH'],
      ['teacher', 'Today is nursery rhyme math. First one: Little Bo Peep. Who knows the rhyme?', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.value === 'Bo').map((d) => [d.verdict, d.reason])).toEqual([
      ['PII', 'person-context-cue'],
      ['NOT_PII', 'public-name'],
    ]);
  });

  it("drops a one-word figure the teacher asks alone as the next count ('Eight for Bluey. Pikachu?'); a nickname thanked stays", () => {
    // Prepare / Act
    const tally = verifiedAs([['teacher', 'Eight for Bluey. Pikachu?', 'MATH']]);
    const thanked = verifiedAs([['teacher', 'Thank you, Obama. Now read the next fraction.', 'MATH']]);
    // Assess
    expect(tally.filter((d) => d.value === 'Pikachu').map((d) => [d.verdict, d.reason])).toEqual([['NOT_PII', 'public-name']]);
    expect(thanked.filter((d) => d.value === 'Obama').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("keeps a student given the turn after a question, though a story had him just before ('How long can she stay? Cole.')", () => {
    // Prepare / Act
    const ds = verifiedAs([
      ['teacher', "Let's say Cole is at the witch's house and eats 3 gumdrops off the roof every minute. The roof has 45 gumdrops. How long until they're gone?", 'MATH'],
      ['student', '15 minutes.', 'MATH'],
      ['teacher', 'Cinderella. The ball starts at 7:45 pm and she has to leave by midnight. How long can she stay at the ball? Cole.', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.value === 'Cole').map((d) => d.verdict)).toEqual(['PII', 'PII']);
  });

  it("drops the order of operations' aunt said alone in talk of that order; the speaker's own Aunt Sally stays", () => {
    // Prepare / Act
    const ds = verified([
      ['Okay, so you went left to right, like when we read. But what does Aunt Sally say? Does subtraction come before division?', 'MATH'],
      ['Plus first? Because A comes before S in Aunt Sally.', 'MATH'],
    ]);
    const own = verified([['My Aunt Sally showed me to add the tens first.', 'MATH']]);
    // Assess
    expect(ds.filter((d) => d.value === 'Sally').map((d) => [d.verdict, d.reason])).toEqual([
      ['NOT_PII', 'saying'],
      ['NOT_PII', 'saying'],
    ]);
    expect(own.filter((d) => d.value === 'Sally').map((d) => d.verdict)).toEqual(['PII']);
  });

  it("drops a problem said to have a pretend name, a learner's made-up baker, a thing named beside what it is, a saying's aunt asked about, an echoed word", () => {
    // Prepare / Act
    const ds = verified([
      ["That sounds fun. Okay, next problem, and this one's a pretend name.", 'MATH'],
      ["'Kai's library book is due in 2 weeks. He checked it out on November 5th. When is it due?'", 'MATH'],
      ["Okay. There's a baker, her name is Mrs. Pumpernickel, and she baked 43 muffins. Then people bought 16.", 'MATH'],
      ['Eyes up here. This is Chomp, the function machine. You put a number in, Chomp does something to it.', 'MATH'],
      ['Remember the order. Please Excuse My Dear Aunt Sally. What is the E?', 'MATH'],
      ['Exponents!', 'MATH'],
      ['Who even is Aunt Sally?', 'MATH'],
      ["Art is with Ms. Baptiste today, right? We're doing clay.", 'NON_MATH'],
      ["Yes, clay, so roll up your sleeves. Okay, here's a tricky one.", 'MATH'],
      ['Exit ticket. Write the population of Fern Valley in word form and tell me the value of the 2.', 'MATH'],
      ["Try one more: Mr. Patel's coffee shop blends beans at $9/lb with beans at $14/lb to get 50 lb worth $11/lb. How many pounds of each?", 'MATH'],
    ]);
    // (a vocative before "the computer says" is someone spoken to; a classmate called Clay stays)
    const kept = verified([
      ["Mr. Tran, the computer says I'm on level 4 and Rowan is only on level 2.", 'NON_MATH'],
      ["Is that Clay's pencil?", 'NON_MATH'],
      ['Yes, clay, give it back.', 'NON_MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Baptiste']);
    expect(ds.filter((d) => d.span.type === 'PERSON').length).toBeGreaterThanOrEqual(8);
    expect(kept.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Tran', 'PII'],
      ['Rowan', 'PII'],
      ['Clay', 'PII'],
      ['clay', 'PII'],
    ]);
  });

  it("drops a function machine named without a comma, a unit asked about, a plant the class named; keeps a student nicknamed after a unit", () => {
    // Prepare / Act
    const ds = verified([
      ['Who remembers our friend?', 'MATH'],
      ['Chompy!', 'MATH'],
      ['Chompy the function machine. Chompy eats a number and spits out a different number. I put in 3.', 'MATH'],
      ['Is it Fahrenheit or Celsius?', 'MATH'],
      ["Fahrenheit, that's what our thermometer shows.", 'MATH'],
      ['Who is Kevin?', 'NON_MATH'],
      ['The closet plant. We named him Kevin.', 'NON_MATH'],
      ['I timesed it by 4 and got 12.', 'MATH'],
    ]);
    const nickname = verified([['Gauss, come draw the tree for us.', 'MATH']]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(ds.filter((d) => d.span.type === 'PERSON').length).toBeGreaterThanOrEqual(5);
    expect(nickname.filter((d) => d.value === 'Gauss').map((d) => d.verdict)).toEqual(['PII']);
  });

  it("drops a pair's plural verb, a word begun and broken off, a Pythagorean triple; keeps a name begun and said whole", () => {
    // Prepare / Act
    const ds = verified([
      ['Not today. Last one, from the workbook. Read it, Mei.', 'NON_MATH'],
      ['Dev and Carla flip three coins. Dev wins if all three coins match. Carla wins otherwise. Is the game fair?', 'MATH'],
      ['Hypot... hypotenuse.', 'MATH'],
      ['I swear every textbook uses 6-8-10. Fine. One comma negative two.', 'MATH'],
    ]);
    const named = verified([['Mari... Maria, what did you get?', 'MATH']]);
    // Assess
    expect(ds.filter((d) => d.value !== 'Mei' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(ds.filter((d) => d.value === 'Carla' || d.value === 'Hypot' || d.value === '6-8-10').length).toBeGreaterThanOrEqual(3);
    expect(named.map((d) => [d.value, d.verdict])).toEqual([
      ['Mari', 'PII'],
      ['Maria', 'PII'],
    ]);
  });

  it("drops a problem's people said back: answered by name, asked on about, read back under their names, turned to; keeps a classmate answered by name", () => {
    // Prepare / Act
    const ds = verifiedAs([
      ['teacher', 'Nadia and Felipe each bring $20.00 of spending money on a museum trip. Nadia buys a planetarium ticket for $6.25 and a magnet for $4.99.', 'MATH'],
      ['teacher', 'Felipe skips the planetarium. He buys a slice of pizza for $4.50 and a bottle of water for $1.75. Who has more money left?', 'MATH'],
      ['teacher', 'Nadia: twenty dollars. Six twenty-five, four ninety-nine. Felipe: twenty dollars. Four fifty, one seventy-five.', 'MATH'],
      ['student', 'So Nadia has five left. About.', 'MATH'],
      ['other', 'And Felipe?', 'MATH'],
      ['teacher', 'Let us hear from everybody. Who has more left, according to the estimate?', 'MATH'],
      ['students', 'Felipe!', 'MATH'],
      ['student', 'Felipe, because he skipped the planetarium.', 'MATH'],
      ['teacher', 'Felipe now. Tevita, count up.', 'MATH'],
    ]);
    const neighbor = verifiedAs([
      ['teacher', 'Grandma Rosa goes to the market with a fifty-dollar bill. She buys a bag of rice for $12.89 and a package of chicken for $9.47.', 'MATH'],
      ['teacher', 'Her neighbor, Mr. Patel, is in the next line. He buys milk for $3.99 and bread for $2.79. Question one: who spent more?', 'MATH'],
      ['teacher', 'About twenty-six dollars. Grace, Mr. Patel.', 'MATH'],
      ['teacher', 'Really close. Mr. Patel, exact. Bao, you want it?', 'MATH'],
    ]);
    // (who is tallest in the room is a classmate)
    const room = verifiedAs([
      ['teacher', 'Ana 52, Max 57, Will 61, Brooke 50.', 'MATH'],
      ['teacher', 'So who is the tallest in our class so far?', 'MATH'],
      ['student', "Will! He's sixty-one.", 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Tevita']);
    expect(ds.filter((d) => d.value === 'Felipe').length).toBeGreaterThanOrEqual(6);
    expect(neighbor.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict === 'NOT_PII' ? 'dropped' : 'kept'])).toEqual([
      ['Rosa', 'dropped'],
      ['Patel', 'dropped'],
      ['Patel', 'dropped'],
      ['Patel', 'dropped'],
      ['Bao', 'kept'],
    ]);
    expect(room.filter((d) => d.value === 'Will').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("drops a problem's people named back in chorus, in order, or before a titled one; keeps the one a finder says is theirs", () => {
    // Prepare / Act
    const hikers = verifiedAs([
      ['student', '"Amara, Kenji, and Rosa went hiking on the Pine Ridge Trail. Amara hiked 1/2 mile, Kenji hiked 2/3 mile, and Rosa hiked 3/4 mile. Who hiked the farthest?"', 'MATH'],
      ['teacher', 'Two questions. First one first. Who hiked the farthest? Just your gut.', 'MATH'],
      ['students', 'Rosa! Kenji! Rosa.', 'MATH'],
      ['teacher', 'I heard Rosa and I heard Kenji. Everybody, on your boards, put the hikers in order, least to greatest.', 'MATH'],
      ['student', 'I wrote Rosa, Kenji, Amara.', 'MATH'],
    ]);
    const protractor = verifiedAs([
      ['teacher', 'It fits inside the square corner, so it is less than 90 degrees. Acute. So, Ray, who read the protractor right, Ivy or Mr. Sato?', 'MATH'],
      ['student', 'Ivy. Cause 120 is bigger than 90.', 'MATH'],
    ]);
    const found = verifiedAs([
      ['tutor', "I'll read, you follow with your finger. 'Jordan has 5 baseball cards. Lucy has 4 times as many baseball cards as he does. How many baseball cards does Lucy have?'", 'MATH'],
      ['student', "Hey, that's me! I'm Jordan!", 'NON_MATH'],
    ]);
    const snake = verifiedAs([
      ['student', 'Ms. Haugland, I have a snake at home.', 'NON_MATH'],
      ['teacher', 'Of course you do, Yusuf.', 'NON_MATH'],
      ['student', "No for real, and it connects! His name is Noodle and he's 24 inches. My cousin's gecko is 6 inches.", 'MATH'],
      ['teacher', 'Okay, that does connect. Class, how many times as long is Noodle as the gecko?', 'MATH'],
    ]);
    // Assess
    expect(hikers.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(protractor.filter((d) => d.value === 'Ivy').map((d) => d.verdict)).toEqual(['NOT_PII']);
    expect(found.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict === 'NOT_PII' ? 'dropped' : 'kept'])).toEqual([
      ['Lucy', 'dropped'],
      ['Lucy', 'dropped'],
      ['Jordan', 'kept'],
    ]);
    expect(snake.filter((d) => d.value === 'Noodle').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
  });

  it("drops whimsical story names, titled card characters, a character met, a priced word and a named sloth; keeps a classmate who finds the story animal's name theirs", () => {
    // Prepare / Act
    const ds = verifiedAs([
      ['teacher', 'Ms. Zoom drives the bus. She picks up 12 kids at the first stop.', 'MATH'],
      ['student', 'Ms. Zoom is so funny.', 'NON_MATH'],
      ['student', 'Auntie Lemon and Sir Sips-a-Lot want the big cup!', 'NON_MATH'],
      ['student', "'Customer: Mrs. Appleby. She wants 1.3 pounds of almonds.' The sign says almonds are $8.60 a pound.", 'MATH'],
      ['student', "'Mr. Okafor buys 0.4 pounds of ginger. Ginger is $3.50 a pound.' We got 1.4.", 'MATH'],
      ['teacher', "Perfect. Second one. 'Mrs. Alvarez buys 3.6 pounds of chicken at $2.15 per pound. Her answer is $77.40.'", 'MATH'],
      ['teacher', 'Next one. This one has a character. Meet Chef Bartholomew. He made two pans of brownies that are exactly the same size.', 'MATH'],
      ['teacher', 'Grace bakes cookies for one and three quarters hours. Sal the sloth naps for one hundred minutes. Would you rather be the baker or the sloth?', 'MATH'],
      ['other', "These are Roma tomatoes. At the store they're a dollar eighty-nine a pound.", 'MATH'],
      ['student', 'Hi Mummy.', 'NON_MATH'],
    ]);
    const book = verifiedAs([
      ['other', "'His grandchildren came running: Theo the hedgehog, Marigold the mouse, and the twin rabbits, Pip and Posy.'", 'MATH'],
      ['students', "Theo's in the book!", 'NON_MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(ds.filter((d) => d.span.type === 'PERSON').length).toBeGreaterThanOrEqual(9);
    expect(book.filter((d) => d.value === 'Theo').map((d) => d.verdict === 'NOT_PII')).toEqual([false, false]);
  });

  it("drops animals named in a list, asked for by name, or told of as the listener's; a card read when asked; an exit ticket's people; keeps a classmate before the task", () => {
    // Prepare / Act
    const ds = verifiedAs([
      ['teacher', 'You. Farmer Omar has exactly 24 meters of fence and three sheep named Wooly, Cotton and Marshmallow.', 'MATH'],
      ['student', "What are the chickens' names?", 'NON_MATH'],
      ['teacher', "I'm glad you asked. Henrietta, Pepper, and Lady Cluck. Henrietta is the oldest, she's 4.", 'MATH'],
      ['teacher', "Farmer Lupe's horse is named Clover, and Clover's pen needs a perimeter too. Eight by five, what's the perimeter?", 'MATH'],
      ['teacher', "It is. And no, Santiago, you can't bring your lizard.", 'NON_MATH'],
      ['student', 'His name is Kevin though.', 'NON_MATH'],
      ['teacher', 'Today we have story problems on these cards. Who wants to read card one?', 'NON_MATH'],
      ['student', 'Me! Lola starts her homework at 3:40. She finishes at 4:25. How long does Lola spend on her homework?', 'MATH'],
      ['teacher', "Here's your exit ticket. Maddie's dance class starts at 4:40 and lasts 35 minutes. What time does Maddie's class end?", 'MATH'],
      ['tutor', "ERA of 3.00. That's a good ERA.", 'MATH'],
    ]);
    const classmate = verifiedAs([['teacher', "While Hunter's gone, warm-up. How many minutes in three hours?", 'MATH']]);
    // Assess
    const dropped = ['Wooly', 'Cotton', 'Henrietta', 'Pepper', 'Clover', 'Kevin', 'Lola', 'Maddie', 'ERA'];
    expect(ds.filter((d) => dropped.includes(d.value) && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(new Set(ds.filter((d) => dropped.includes(d.value)).map((d) => d.value)).size).toBeGreaterThanOrEqual(7);
    expect(ds.filter((d) => d.value === 'Santiago').map((d) => d.verdict)).toEqual(['PII']);
    expect(classmate.filter((d) => d.value === 'Hunter').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("drops a textbook pair read when asked, a character the room is told to speak to; keeps a titled one in a problem said to be about the room", () => {
    // Prepare / Act
    const pair = verifiedAs([
      ['teacher', 'New partner, new problem. Textbook, page 214, number 3. Faith, will you read it?', 'MATH'],
      ['student', 'Two friends, Rosa and Caleb, share a pan of cornbread. The pan is cut into 6 equal pieces. Rosa eats 2/6 of the cornbread and Caleb eats 3/6 of the cornbread. What fraction did they eat in all?', 'MATH'],
      ['student', 'Caleb is greedy. He ate more.', 'MATH'],
    ]);
    const told = verifiedAs([
      ['tutor', 'okay, back. your textbook does these too, page two oh four. read the first one.', 'MATH'],
      ['student', "'Talk-Time charges $15 a month plus $0.05 per minute. Call-More charges $25 a month plus $0.03 per minute. Marcus wants to know which is cheaper.'", 'MATH'],
      ['tutor', 'five hundred minutes. so tell Marcus what to do.', 'MATH'],
      ['student', 'Marcus, if you talk more than five hundred minutes get Call-More.', 'MATH'],
    ]);
    const explained = verifiedAs([
      ['teacher', 'problem two, Valentina will you read please', 'MATH'],
      ['student', 'Mrs. Patel has a garden that is 12 feet long and 8 feet wide. Her grandson Diego says she needs 96 feet of fence. Is Diego correct? Explain.', 'MATH'],
      ['teacher', 'okay so how would you explain it to Diego, Joaquín', 'MATH'],
      ['student', "Diego you're wrong because you multiplied and that's area", 'MATH'],
    ]);
    const ours = verifiedAs([
      ['teacher', 'Okay, word problem. This one is about us. Jaxon, read it please.', 'MATH'],
      ['student', 'The blacktop is shaped like an L. The long side is 40 meters. Mr. Dobrowski wants to paint a line all the way around the edge. How long is the line?', 'MATH'],
    ]);
    // Assess
    expect(pair.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Faith']);
    expect(told.filter((d) => d.value === 'Marcus').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII']);
    expect(explained.filter((d) => d.value === 'Diego').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII', 'NOT_PII']);
    expect(ours.filter((d) => d.value === 'Dobrowski').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it('keeps a classmate the room is told is away, whose way is then talked of in math talk like a story\'s person', () => {
    // Prepare
    const turns = (opening: [string, SegmentLabel]): Array<[WorkTranscript['messages'][number]['role'], string, SegmentLabel]> => [
      ['teacher', ...opening],
      // (far enough that the mentions read together in math talk are the later ones only)
      ['teacher', 'Okay, today is percents, pencils out.', 'NON_MATH'],
      ['teacher', 'Fifteen percent of eighty. Solve it in your head, silent thumb when you have it.', 'MATH'],
      ['student', 'Twelve.', 'MATH'],
      ['teacher', 'Twelve. Who did it another way?', 'MATH'],
      ['student', 'I did a ratio table. Fifteen is to a hundred like three is to twenty, and eighty is four twenties, so twelve', 'MATH'],
      ['teacher', "Oh that is nice, so you scaled down fifteen to a hundred into three to twenty, and notice that is kind of like Noor's double number line, percent on top, amount on the bottom", 'MATH'],
      ['student', "Noor's way would have zero and eighty on the bottom and zero and a hundred on the top", 'MATH'],
    ];
    // Act
    const away = verifiedAs(turns(["Noor is at the orthodontist today but her double number line from Tuesday is still up on the side board so we're going to use it", 'NON_MATH']));
    const inMath = verifiedAs(turns(["Noor is absent today and her double number line from Tuesday is still up on the side board so we're going to use it", 'MATH']));
    // Assess: the cue is read outside math talk only (a problem's person may be away in its numbers)
    expect(away.filter((d) => d.value === 'Noor').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(inMath.filter((d) => d.value === 'Noor').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII']);
  });

  it("keeps learners whose work is told by what they did ('the prediction Tariq and Priya made') and one called to a task without a comma", () => {
    // Prepare / Act
    const told = verifiedAs([
      ['teacher', 'Twelve out of thirty-six. So the prediction Tariq and Priya made, totally reasonable guess, but six numbers is not the same as six outcomes.', 'MATH'],
      ['teacher', 'Two twelfths or one sixth, both right. Okay Anika come draw the number line for us, zero to one, in twelfths.', 'MATH'],
    ]);
    const story = verifiedAs([['teacher', 'Tariq and Priya made 12 cookies and ate 3. How many are left?', 'MATH']]);
    // Assess: the same pair acting in a problem stays the problem's
    expect(told.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Tariq', 'PII'],
      ['Priya', 'PII'],
      ['Anika', 'PII'],
    ]);
    expect(story.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
  });

  it("drops a date told in a problem's sentence with its character in math talk, not one told to the room or by the speaker", () => {
    // Prepare
    const problem = (whose: string) => `Okay one more, a story problem, listen. On October 3rd, Pablo made a tally chart of the pets in ${whose} class. He had 4 dogs, 6 cats and 2 fish. If Pablo picks one pet, is it more likely to be a cat?`;
    const date = (ds: ReturnType<typeof verifiedAs>) => ds.filter((d) => d.span.type === 'DATE').map((d) => d.verdict);
    // Act / Assess
    expect(date(verifiedAs([['teacher', problem('his'), 'MATH']]))).toEqual(['NOT_PII']);
    expect(date(verifiedAs([['teacher', problem('your'), 'MATH']]))).toEqual(['PII']);
    expect(date(verifiedAs([['student', 'On June 9th, Pablo made 12 cupcakes for my party. If he ate 3, how many were left?', 'MATH']]))).toEqual(['PII']);
    // (a line break ends the sentence: a shared doc's header is no part of the problem quoted under it)
    const header = 'Marcus Lindqvist · Nov 6, 2024, 4:00 PM\n#8 word problem: "Hannah\'s phone plan costs $25 a month plus $0.10 per text." You wrote y = 25x + 0.10. Which number changes with each text?';
    expect(date(verifiedAs([['teacher', header, 'MATH']]))).toEqual(['PII']);
  });

  it("drops a problem's business line (toll-free, or the number its business is called at), not the speaker's own", () => {
    // Prepare / Act
    const ds = verified([
      ['Number three: Priya gets a text from her company, CellStar, at 1-800-555-0142 saying her bill is $18 plus $0.08 per minute. Which is cheaper?', 'MATH'],
      ['Metro charges $5 to get in and $2 a mile. You can call them at (312) 555-0100. Equation?', 'MATH'],
      ['If you get stuck, call me at 724-555-0196 and we can do the slope part.', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PHONE_NUMBER').map((d) => [d.value, d.verdict])).toEqual([
      ['1-800-555-0142', 'NOT_PII'],
      ['(312) 555-0100', 'NOT_PII'],
      ['724-555-0196', 'PII'],
    ]);
  });

  it("drops the characters of French and Portuguese word problems, a rate's time in French included; a student praised in French stays", () => {
    // Prepare / Act
    const ds = verified([
      ['Numéro deux. « Jacques court 5 km en 27 minutes. Sophie court 8 km en 44 minutes. Qui court le plus vite? »', 'MATH'],
      ['Problema: Rafael tem 24 balas e dá metade para a irmã. Quantas balas ele tem agora?', 'MATH'],
      ['Exactement, Kwame. Refais ton calcul.', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Jacques', 'NOT_PII'],
      ['Sophie', 'NOT_PII'],
      ['Rafael', 'NOT_PII'],
      ['Kwame', 'PII'],
    ]);
  });

  it('drops the characters of a Spanish word problem and an exclamation that names no one', () => {
    // Prepare / Act
    const ds = verified([
      ['Si Ana tiene 5 manzanas y le da 2 a Luis, ¿cuántas le quedan?', 'MATH'],
      ['Mateo corre 3 km cada día. ¿Cuántos km corre en 2 semanas?', 'MATH'],
      ['María es 4 años mayor que Sofía. Si la suma de sus edades es 30, ¿cuántos años tiene cada una?', 'MATH'],
      ['ay Jesús, otra vez me salió negativo', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(ds.filter((d) => d.span.type === 'PERSON').length).toBeGreaterThanOrEqual(5);
  });

  it("drops an age in an age problem, with the reason; the speaker's and the listener's ages stay", () => {
    // Prepare / Act
    const problem = verified([['Lena is 9 years old. Her mom is 4 times as old. How old is her mom?', 'MATH']]);
    const own = verified(["I'm 12 and my sister is twice as old as me", 'my brother is 15 and he is 3 years older than me']);
    // Assess
    expect(problem.filter((d) => d.span.type === 'AGE').map((d) => [d.value, d.verdict, d.reason])).toEqual([['9', 'NOT_PII', 'age-problem']]);
    expect(problem.find((d) => d.value === 'Lena')?.reason).toBe('word-problem-character');
    expect(own.filter((d) => d.span.type === 'AGE').map((d) => [d.value, d.verdict])).toEqual([['12', 'PII'], ['15', 'PII']]);
  });

  it("drops the ages of a problem quoted word for word, its narrator's \"I\" included; the speaker's own beside it stays", () => {
    // Prepare / Act
    const quoted = verified([['it says "I am 28 and my son is 4. In how many years will I be 3 times his age?" so 28 + x = 3(4 + x)', 'MATH']]);
    const own = verified([['I am 12 and my mom is 3 times my age, so "how old" is she?', 'MATH']]);
    // Assess
    expect(quoted.filter((d) => d.span.type === 'AGE').map((d) => [d.value, d.verdict, d.reason])).toEqual([
      ['28', 'NOT_PII', 'age-problem'],
      ['4', 'NOT_PII', 'age-problem'],
    ]);
    expect(own.filter((d) => d.span.type === 'AGE').map((d) => [d.value, d.verdict])).toEqual([['12', 'PII']]);
  });

  it("drops a pet's name, a costume's character, a shop named after someone, a game's character and a made-up example name; family by the same names stay", () => {
    // Prepare / Act
    const things = verified([
      'my hamster is named kevin lol he bites',
      'my dog Luna ate my homework',
      'my little cousin dressed up as Elsa for halloween',
      "we got Wendy's before this so im good",
      'i built a house for Steve in minecraft its huge',
      ['Okay, imagine your name is Kofi and you have 12 apples. You give 4 away. How many are left?', 'MATH'],
    ]);
    const family = verified(['my brother Max is in 8th grade', 'my cousin Elsa is coming over']);
    // Assess
    expect(things.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.reason])).toEqual([
      ['kevin', 'pet-name'],
      ['Luna', 'pet-name'],
      ['Elsa', 'costume-character'],
      ['Wendy', 'public-name'],
      ['Steve', 'public-name'],
      ['Kofi', 'hypothetical-name'],
    ]);
    // restaurants, shops and mascots named like people, as kids mention them between problems
    const shops = verified([
      ['No, restaurants are expensive. My mom says that every time we go to Olive Garden.', 'MATH'],
      "Papa John's is mid. Jimmy John's is better.",
      "I get Dave and Buster's jokes all the time.",
      'I saw Ronald McDonald at a birthday party once.',
      "That's like at Wendy's when you get a free Frosty with the app.",
      // chains named after their founders, and a chain's mascot on its coupons
      'Aldi, Kroger, and the Meijer one. My mom gets them in the mail every week.',
      ['Us! Walgreens. Toothpaste. The 4-ounce is $2.99 and the 6-ounce is $4.79.', 'MATH'],
      'Is Harris Teeter your store? Like does your family own it?',
      'can we do the Dave\'s Hot Chicken menu next time',
      ['Canadian Tire money! It is like coupons that look like little bills, 10 cents, 25 cents, and Sandy McTire is on them.', 'MATH'],
    ]);
    expect(shops.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(family.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Max', 'PII'],
      ['Elsa', 'PII'],
    ]);
  });

  it("drops a date in a calendar problem; the speaker's own date stays", () => {
    // Prepare / Act
    const problem = verified([['a baby was born on december 2. on what date will the baby be 100 days old?', 'MATH']]);
    const own = verified([['my birthday is march 9 so how many days till then?', 'MATH']]);
    // Assess
    expect(problem.filter((d) => d.span.type === 'DATE').map((d) => [d.value, d.verdict, d.reason])).toEqual([['december 2', 'NOT_PII', 'date-problem']]);
    expect(own.filter((d) => d.span.type === 'DATE').map((d) => [d.value, d.verdict])).toEqual([['march 9', 'PII']]);
  });

  it("keeps the class's own days counted from today; a calendar puzzle's premise and a holiday's own day go", () => {
    // Prepare / Act
    const counted = verified([
      ["Today's the 24th of March. How many days until we go to the aquarium on April 16th?", 'MATH'],
      ['The winter concert is Thursday, December 11th. How many days from today until the concert?', 'MATH'],
      ['Next Thursday, February 6th, is an early-release day. Buses leave at 12:45 instead of 2:50. How much earlier is that?', 'MATH'],
    ]);
    const puzzle = verified([
      ['Our calendar page for March is up here. If March 3rd is a Tuesday, what day is March 10th?', 'MATH'],
      ["Valentine's Day is this Friday. How many days from today until February 14th?", 'MATH'],
      // (a story's today is the story's)
      ['A concert is on December 11th. How many days from today is that?', 'MATH'],
    ]);
    // Assess
    expect(counted.filter((d) => d.span.type === 'DATE').map((d) => [d.value, d.verdict])).toEqual([
      ['24th of March', 'PII'],
      ['April 16th', 'PII'],
      ['December 11th', 'PII'],
      ['February 6th', 'PII'],
    ]);
    expect(puzzle.filter((d) => d.span.type === 'DATE' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
  });

  it("drops a holiday's own date; a birthday or a school's day beside a holiday stays", () => {
    // Prepare / Act
    const pi = verified([['we practiced on Pi Day, which is March fourteenth, because three fourteen, get it?', 'MATH']]);
    const festival = verified([['Nowruz starts at the spring equinox, so it lands on March 20 some years and March 21 others.', 'NON_MATH']]);
    const own = verified(["my birthday is on Valentine's Day, February 14th", 'Reminder: picture day is October 12th, bring your forms']);
    // Assess
    expect(pi.filter((d) => d.span.type === 'DATE').map((d) => [d.value, d.verdict, d.reason])).toEqual([['March fourteenth', 'NOT_PII', 'holiday-date']]);
    expect(festival.filter((d) => d.span.type === 'DATE').map((d) => d.reason)).toEqual(['holiday-date', 'holiday-date']);
    expect(own.filter((d) => d.span.type === 'DATE').map((d) => [d.value, d.verdict])).toEqual([
      ['February 14th', 'PII'],
      ['October 12th', 'PII'],
    ]);
  });

  it("keeps a student named in the speaker key a person in math talk, and the teacher's later mention of them", () => {
    // Prepare / Act
    const out = verifiedAs([
      ['student', 'S2 (Kenji): Plus nine. Sixteen equals 2x. x is eight.', 'MATH'],
      ['teacher', "ST: Kenji's fast today. Check it for me, plug in eight.", 'MATH'],
      ['student', 'S4 (Will): I got sixty. Wait no. I forgot the twenty-five.', 'MATH'],
    ]);
    // Assess
    expect(out.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Kenji', 'PII'],
      ['Kenji', 'PII'],
      ['Will', 'PII'],
    ]);
  });

  it('drops a word of another language written in lower case nearby; a listed name said again as a word stays, so does a name in an address', () => {
    // Prepare / Act
    const somali = verified([['Boqolkiiba. In Somali we say boqolkiiba, it means from each hundred.', 'MATH']]);
    const dish = verified([['Yes. Bolani. My mother makes it.', 'MATH'], ['Okay okay, no fighting about bolani. Farhad, you are from Mazar?', 'NON_MATH']]);
    const doubled = verified([['Maya, maya. 18 is the discount. She pays 60 minus 18.', 'MATH']]);
    const month = verified(['¡Abril en abril! That is easy to remember.']);
    const email = verified(["Hi, sorry to interrupt, I'm Amara's mom, Nkechi. Are we still on?", 'Great. Can you email her notes to nkechi.eze82@gmail.com?']);
    // Assess
    const person = (ds: typeof somali) => ds.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict]);
    expect(person(somali)).toEqual([['Boqolkiiba', 'NOT_PII']]);
    expect(person(dish)).toEqual([
      ['Bolani', 'NOT_PII'],
      ['Farhad', 'PII'],
    ]);
    expect(person(doubled)).toEqual([['Maya', 'NOT_PII']]);
    expect(person(month)).toEqual([['Abril', 'PII']]);
    expect(person(email)).toContainEqual(['Nkechi', 'PII']);
  });

  it('drops names inside prayers and sayings of faith, a famous one named by their trade, and a brand; keeps the classmate beside them', () => {
    const out = verified([
      "Dear Lord, thank you for this day and please help Levi's cat get better. Amen.",
      "Noah's ark!",
      'In Sunday school we learned the Garden of Eden had four rivers.',
      'Same name as the rapper! The rapper Drake is from Canada.',
      'Duncan Hines is better.',
      "Okay, okay, Swifties, we'll talk at recess.",
      'Nate Silver is not grading your project. I am.',
      "Good. We're at the Hampton Inn, 2130 Keyser Avenue in Scranton.",
      'Rude. Accurate, but rude, Wen.',
    ]);
    expect(out.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Lord', 'NOT_PII'],
      ['Levi', 'PII'],
      ['Noah', 'NOT_PII'],
      ['Eden', 'NOT_PII'],
      ['Drake', 'NOT_PII'],
      ['Duncan Hines', 'NOT_PII'],
      ['Swifties', 'NOT_PII'],
      ['Nate Silver', 'NOT_PII'],
      ['Hampton', 'NOT_PII'],
      // (a Chinese given name the lists lacked, an old English word too)
      ['Wen', 'PII'],
    ]);
  });

  it("drops the islanders of a knights-and-knaves puzzle everywhere; a camper the puzzle's islander is named like, and campers praised after it, stay", () => {
    const out = verifiedAs([
      ['student', 'Lila', 'NON_MATH'],
      ['tutor', 'Interesting claim, Lila. Why 3?', 'MATH'],
      ['tutor', 'Puzzle two, knights and knaves. You meet two islanders, Jonah and Lila. Jonah says, "We are both knaves." What is each of them?', 'MATH'],
      ['tutor', "Nice, so Jonah can't be a knight. So he's a...", 'MATH'],
      ['tutor', "Three islanders: Pim, Quill, and Roo. Pim says 'Quill is a knave.' What is Roo?", 'MATH'],
      ['tutor', 'YES. Roo is a knave either way. Lila and Yusuf, great teamwork.', 'MATH'],
    ]);
    const kept = out.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value);
    expect(kept).toEqual(['Lila', 'Lila', 'Lila', 'Lila', 'Yusuf']);
  });

  it('reads a Spanish goodbye and a math camp as words; the one said goodbye to stays', () => {
    const out = verified(['De nada. Hasta el jueves, Santiago.', 'Now, Mathcamp. How far are you on the qualifying quiz?']);
    expect(out.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Santiago']);
  });

  it('drops the character of a problem quoted from the practice test', () => {
    const out = verifiedAs([['tutor', "So quadratics. From the practice test: 'Marisol throws a ball upward. Its height in feet after t seconds is h = -16t^2 + 48t + 6. What is the maximum height?'", 'MATH']]);
    expect(out.filter((d) => d.value === 'Marisol').map((d) => [d.verdict, d.reason])).toEqual([['NOT_PII', 'word-problem-character']]);
  });

  it('drops the character of a problem quoted after its number, the number in words after "Okay,"', () => {
    const out = verifiedAs([['teacher', "Okay, page 214. Number one. 'Leo starts reading at 7:10 and reads for 25 minutes. What time does he stop?'", 'MATH']]);
    expect(out.filter((d) => d.value === 'Leo').map((d) => [d.verdict, d.reason])).toEqual([['NOT_PII', 'word-problem-character']]);
  });

  it("keeps a date beside a holiday that falls on another day every year; a movable holiday's may be any day", () => {
    // Prepare / Act
    const near = verified(["Mine's October 29th, so basically Halloween.", "We're flying to Lagos for Christmas, we leave December 19th."]);
    const eve = verified(['Christmas Eve is December 24th, the day before.']);
    const movable = verified(['For Christmas and Diwali we leave December 19th.']);
    // Assess
    expect(near.filter((d) => d.span.type === 'DATE').map((d) => [d.value, d.verdict])).toEqual([
      ['October 29th', 'PII'],
      ['December 19th', 'PII'],
    ]);
    expect(eve.filter((d) => d.span.type === 'DATE').map((d) => d.reason)).toEqual(['holiday-date']);
    expect(movable.filter((d) => d.span.type === 'DATE').map((d) => d.reason)).toEqual(['holiday-date']);
  });

  it("drops the subject of the sentence after the problem is named, whatever its verb, its numbers and question after; a student called on there stays", () => {
    // Prepare / Act
    const story = verified([['Perfect. Problem two. Marisol leans a 13 foot ladder against her house. The bottom is 5 feet from the wall. How high up the wall does it reach?', 'MATH']]);
    const called = verified([['Problem two. Kayla, what is 13 squared minus 5 squared?', 'MATH']]);
    // Assess
    expect(story.filter((d) => d.value === 'Marisol').map((d) => [d.verdict, d.reason])).toEqual([['NOT_PII', 'word-problem-character']]);
    expect(called.filter((d) => d.value === 'Kayla').map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("drops a character named right after a problem's label in a message that asks the problem, in any segment", () => {
    // Prepare / Act
    const labelled = verified([["Number four: Lena's birthday party is on March 12th and her cousin's party is 19 days later. What's the date of the cousin's party?", 'NON_MATH']]);
    // a classmate after a label, reporting their own answer, stays
    const own = verified([['Number four: Lena, I got 12 for this one, what did you get?', 'NON_MATH']]);
    // Assess
    expect(labelled.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict, d.reason])).toEqual([['Lena', 'NOT_PII', 'word-problem-character']]);
    expect(own.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([['Lena', 'PII']]);
  });

  it("drops a name made up for an example, a named work's author and a birth date in an age problem", () => {
    // Prepare / Act
    const ds = verified([
      ['imagine a guy named Trevor owns a pizza place and every pizza is cut into 8 slices. if he sells 3/8 of a pizza how many slices is that', 'MATH'],
      ['theres a fun book called The Number Devil by Hans Magnus Enzensberger that explains primes', 'MATH'],
      ['if someone was born on July 4, 1998, how old are they on July 4, 2025? just subtract the years', 'MATH'],
      ['the store on Maple Street is 3.2 km from the library on 5th Ave and the park is halfway', 'MATH'],
    ]);
    // a real friend introduced the same way, and the speaker's own birth date in the same question, stay
    const own = verified([['my friend named Trevor helped me', 'NON_MATH'], ['i was born on July 4, 2011 so how old am i in 2025?', 'MATH']]);
    // Assess
    expect(ds.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(own.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Trevor', 'July 4, 2011']);
  });

  it("drops a titled problem's owner and its echo, and a story's cast named in answer to \"who's in the story?\"", () => {
    // Prepare / Act
    const ds = verified([
      ["Dr. Patel's garden is 8 feet by 6 feet. Coach Williams' garden is 7 feet by 6 feet. Whose garden has the bigger area?", 'MATH'],
      ["I think Dr. Patel's garden is bigger because 8 times 6 is 48 and Coach Williams only has 7 times 6, which is 42.", 'MATH'],
      ["Let's retell it. Who's in the story? Okay, Mia and her brother Leo. What are they doing? They're going to the fair.", 'MATH'],
      ['All right, Ms. Alvarez is baking cookies. She puts 4 rows of 5 on each tray. How many cookies does she have?', 'MATH'],
      // the owners of career and money problems, asked "what" about
      ["Here's the first one. Mr. Castellano takes his family out to dinner. The bill before tax is $64.50. Sales tax is 8%. What does he pay in total?", 'MATH'],
      ["Here's today's: Ms. Haddad owns a plumbing company. She charges customers $85 an hour, plus a $40 trip fee. What does the customer pay?", 'MATH'],
      ['New problem. Ms. Haddad hires an apprentice who earns $16 an hour. He works 4 hours 40 minutes on Thursday. Estimate his pay first.', 'MATH'],
    ]);
    // outside math talk a teacher reads herself into a problem: she stays; an opinion does not hide "my"
    const own = verified([
      ['Ms. Laletin bought 13 packages of cups for a big party. Each package contains 8 cups. How many cups did she buy?', 'NON_MATH'],
      ["I think my teacher Dr. Patel's garden is bigger, it's 8 feet by 6 feet. Whose garden has more area?", 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(own.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Laletin', 'Patel']);
  });

  it("drops a public figure a learner guesses (\"Isaac Newton?\") or a thing named after one; the teacher saying a name so calls on someone", () => {
    // Prepare / Act
    // (the helper's transcript alternates tutor and student, tutor first)
    const guess = verified([['Who came up with calculus?', 'MATH'], ['Isaac Newton?', 'MATH']]);
    const thing = verified(["So it should be called Yang Hui's triangle."]);
    const call = verified([['Isaac Newton?', 'MATH']]);
    // Assess
    expect(guess.map((d) => [d.value, d.verdict, d.reason])).toEqual([['Isaac Newton', 'NOT_PII', 'public-name']]);
    expect(thing.map((d) => [d.value, d.verdict])).toEqual([['Yang Hui', 'NOT_PII']]);
    expect(call.map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it('drops artists, composers, TV chefs, business figures and stores a lesson names', () => {
    // Prepare / Act
    const ds = verified([['Look at this painting. It is by an artist named Piet Mondrian.', 'MATH'], 'like Frida Kahlo!', 'Bob Marley songs are great for this too.', 'Jeff Bezos margins', 'Bobby Flay would just use way more cheese', ['Cheddar at Kroger: 16 ounces for $3.99.', 'MATH']]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
  });

  it("drops a knight's joke name a student takes or is called by, not the student's real name", () => {
    // Prepare / Act
    const ds = verified(["I'm not Tyler. I'm Sir Cumference.", ['Okay, Sir Cumference, up you go. Legs 5 and 12.', 'MATH']]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Tyler', 'PII'],
      ['Cumference', 'NOT_PII'],
      ['Cumference', 'NOT_PII'],
    ]);
  });

  it('drops a public figure set off by commas as an apposition, not spoken to', () => {
    // Prepare / Act
    const ds = verified([
      ['There is a famous story about a mathematician named Gauss, Carl Friedrich Gauss, when he was a kid.', 'MATH'],
      ["So how many does each kid get? Pat Hutchins, the author, she really made this a division book, didn't she?", 'MATH'],
      ['So this is Pascal\'s triangle, named after Blaise Pascal.', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
  });

  it('audits upstream placeholders: people stay PII, numbers in math are restored', () => {
    // Prepare / Act
    const ds = verified(['Student M, can you read it?', ['<US_DRIVER_LICENSE> and <US_DRIVER_LICENSE> are the numbers of our coordinate', 'MATH'], 'please call <PHONE_NUMBER> tonight']);
    // Assess
    expect(ds.map((d) => [d.value, d.verdict, d.reason])).toEqual([
      ['Student M', 'PII', 'upstream-person-placeholder'],
      ['<US_DRIVER_LICENSE>', 'NOT_PII', 'placeholder-math-context'],
      ['<US_DRIVER_LICENSE>', 'NOT_PII', 'placeholder-math-context'],
      ['<PHONE_NUMBER>', 'PII', 'upstream-placeholder'],
    ]);
  });

  it('keeps uncertain candidates as PII-bound and never puts text in reasons', () => {
    // Prepare / Act
    const ds = verified(['Jose said the answer', 'my email is jose.m@example.net']);
    // Assess
    expect(ds.map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(ds.find((d) => d.value === 'Jose')?.verdict).toBe('UNCERTAIN');
    for (const d of ds) expect(d.reason).not.toMatch(/jose/i);
  });
});

describe('verification: high-school problems, examples, groups and ages that are no one\'s', () => {
  const person = (ds: ReturnType<typeof verified>, value: string) => ds.filter((d) => d.value === value).map((d) => [d.verdict, d.reason]);

  it('drops a finance or survey problem\'s character and a problem read out by its number', () => {
    // Prepare / Act
    const ds = verified([
      ['On June 3, Priya deposits $1,200 in an account earning 4.5% compounded monthly. How much is in the account five years later?', 'MATH'],
      ["Problem 22 says Mr. Dawson's statistics class surveyed 40 students about sleep and 14 said under 7 hours. So p = 0.35?", 'MATH'],
      ['el lunes Ana compró 3 manzanas y el martes compró 5 más, entonces tiene 8 manzanas', 'MATH'],
    ]);
    // Assess
    expect(person(ds, 'Priya')).toEqual([['NOT_PII', 'word-problem-character']]);
    expect(person(ds, 'Dawson')).toEqual([['NOT_PII', 'word-problem-character']]);
    expect(person(ds, 'Ana')).toEqual([['NOT_PII', 'word-problem-character']]);
  });

  it('drops a name an example makes up ("call her Sam"), not a nickname the speaker uses', () => {
    // Prepare / Act
    const example = verified([["Let's say you and a friend, call her Sam, each flip a coin 10 times.", 'MATH']]);
    const real = verified(['my cousin Samantha, we call her Sam, is coming over']);
    // Assess
    expect(person(example, 'Sam')).toEqual([['NOT_PII', 'hypothetical-name']]);
    expect(person(real, 'Sam').map(([v]) => v)).not.toContain('NOT_PII');
  });

  it("keeps classmates whose groups report answers, and a classmate who flipped a sign", () => {
    // Prepare / Act
    const ds = verified([
      ["Okay, Sofia's group got the Poisson mean as 2.4 and Liam's group got 2.6. Both groups, show me how you computed it.", 'MATH'],
      ['okay wait Dev you flipped the sign, it should be negative six not six', 'MATH'],
    ]);
    // Assess
    for (const name of ['Sofia', 'Liam', 'Dev']) expect(person(ds, name).map(([v]) => v)).not.toContain('NOT_PII');
  });

  it("drops a mathematician's or a public figure's age and a pet's age, not the speaker's", () => {
    // Prepare / Act
    const ds = verified([
      ["There's the story that Gauss, at around age 10, added 1 through 100 by pairing them.", 'MATH'],
      ['Last one on the board. Malala Yousafzai won the Nobel Peace Prize in 2014 at age 17. What year was she born?', 'MATH'],
      'my turtle Doug is 12 years old which is older than my sister lol',
      'my brother is 12 and im 14',
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'AGE').map((d) => [d.value, d.verdict, d.reason])).toEqual([
      ['10', 'NOT_PII', 'public-figure-age'],
      ['17', 'NOT_PII', 'public-figure-age'],
      ['12', 'NOT_PII', 'pet-age'],
      ['12', 'PII', 'rule-age-match'],
      ['14', 'PII', 'rule-age-match'],
    ]);
  });

  it('drops a cast counted and named in apposition, a story verb asked back, an age after a problem label and a quote after a numbered item', () => {
    // Prepare / Act
    const cast = verified([['First problem. Four friends, Benny, Jo, Marisol and Dev, earn $38 washing cars. They split it equally. How much does each friend get?', 'MATH']]);
    const paddled = verified([['Okay, here is one from your homework sheet. Marisol paddled 1/2 mile down the river before lunch and 1/3 mile after lunch. How far did she paddle in all?', 'MATH']]);
    const lupe = verified([["Problem two. Grandma Lupe is 72 years old. She says she's lived six dozen years. Is she right?", 'MATH']]);
    const lena = verified([['Textbook time. Page 302, number 9. "Lena draws angle PQR. It measures 35 degrees. Marcus says the angle is obtuse. Is he correct?"', 'MATH']]);
    // Real students reported by count, spoken to, or a verb the question does not ask back; a real age with no label
    const students = verified([['Three students, Maya, Jonah and Leo, got 12 on the quiz. How many did they miss?', 'MATH']]);
    const spokenTo = verified([['Four friends, Benny, Jo, Marisol and Dev, you each get 3 cards. How many cards is that?', 'MATH']]);
    const finished = verified([['Marisol finished 12 problems before lunch. How many did she get right?', 'MATH']]);
    const grandma = verified([['My grandma Lupe is 72 years old. Is she old?', 'MATH']]);
    // Assess
    expect(person(cast, 'Benny').concat(person(cast, 'Jo'), person(cast, 'Marisol'), person(cast, 'Dev')).map(([v]) => v)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII', 'NOT_PII']);
    expect(person(paddled, 'Marisol')).toEqual([['NOT_PII', 'word-problem-character']]);
    expect(lupe.filter((d) => d.span.type === 'AGE').map((d) => [d.value, d.verdict, d.reason])).toEqual([['72', 'NOT_PII', 'age-problem']]);
    expect(person(lena, 'Lena')).toEqual([['NOT_PII', 'word-problem-character']]);
    for (const name of ['Maya', 'Jonah', 'Leo']) expect(person(students, name).map(([v]) => v)).not.toContain('NOT_PII');
    for (const name of ['Benny', 'Jo', 'Marisol', 'Dev']) expect(person(spokenTo, name).map(([v]) => v)).not.toContain('NOT_PII');
    expect(person(finished, 'Marisol').map(([v]) => v)).not.toContain('NOT_PII');
    expect(grandma.filter((d) => d.span.type === 'AGE').map((d) => d.verdict)).toEqual(['PII']);
  });

  it("keeps no title, endearment, imperative or drink as a name: 'Admiral Fishbeard', 'Thanks, bud.', 'Kick the', 'Arnold Palmers'", () => {
    // Prepare / Act
    const ds = verified([
      ['Can Mr. Brown and Admiral Fishbeard be friends?', 'MATH'],
      ['Okay, friends, let us get started. Seun, can you close the door? Thanks, bud.', 'NON_MATH'],
      ['Kick the little thing at the bottom. Yep.', 'NON_MATH'],
      ['For the bake sale we mix 1/2 gallon of lemonade with 3/8 gallon of iced tea to make Arnold Palmers. How many gallons is that?', 'MATH'],
      ['We celebrate that week too, but for us it is Bandi Chhor Divas.', 'NON_MATH'],
      'My name is Bud.',
      'My name is Kick.',
    ]);
    // Assess (Mr. Brown, titled with no story told, stays)
    expect(ds.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Brown', 'Seun', 'Bud', 'Kick']);
  });

  it("keeps a classmate whose claim is reported in the past tense; drops a story-only title's character and a titled one after 'Say'", () => {
    // Prepare / Act
    const reported = verified([
      ['Over here Amara said three eighths is one eighth less than half, so it has to be smaller than four sixths.', 'MATH'],
      ['Yes! So we used a benchmark. What benchmark did Amara use?', 'MATH'],
    ]);
    const stories = verified([
      ['Can I make one that is a U shape? Sir Radish has a U-shaped garden.', 'MATH'],
      ['King Radish, 42 square yards.', 'MATH'],
      ['Before you touch anything. Say Mrs. Fig runs a bakery, and she packs muffins in boxes like these. How many cubes fit in the box?', 'MATH'],
    ]);
    // A task's claimant in the present tense is the task's
    const task = verified([['Number six. Andre says 0.5 is less than 0.45. Do you agree with Andre?', 'MATH']]);
    // Assess
    expect(reported.filter((d) => d.value === 'Amara').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(stories.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Radish', 'NOT_PII'],
      ['Radish', 'NOT_PII'],
      ['Fig', 'NOT_PII'],
    ]);
    expect(task.filter((d) => d.value === 'Andre').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
  });

  it("keeps one told where 'we' stand at a sentence's end, a titled principal's name without the title, and a relative's age said with 'was'", () => {
    // Prepare / Act
    const told = verified([
      ['We are going to the one with the dinosaur, Gianna. Okay. But the problem I am giving you is about our trip.', 'NON_MATH'],
      ["Okay, Gianna's mom is offering to drive 18 people in a minivan. The math says 3 remainder 18.", 'MATH'],
    ]);
    // A name set beside a relation at the sentence's end is the story's
    const apposed = verified([['We split 12 cookies with the baker, Rosa. How many does Rosa get?', 'MATH']]);
    const pa = verified(['Good morning, Maple Hollow Elementary, this is Principal Ferreira. Picture day retakes are tomorrow.']);
    const grandma = verified(['My grandma used to tie ribbons on cookie boxes like that. She died in the summer. She was 81.']);
    // Assess
    expect(told.filter((d) => d.value === 'Gianna').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(apposed.filter((d) => d.value === 'Rosa').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(pa.filter((d) => d.span.type === 'PERSON').map((d) => d.value)).toEqual(['Ferreira']);
    expect(grandma.filter((d) => d.span.type === 'AGE').map((d) => [d.value, d.verdict])).toEqual([['81', 'PII']]);
  });

  it("drops a titled character a cited source holds or whose story goes on about 'her', a trip's two towns, pets named after their kind, and a story's duration", () => {
    // Prepare / Act
    const harper = verified([
      ["Six. Now compare with the book. Page 147. The line plot shows the number of siblings for students in Ms. Harper's class. Who can tell me one thing?", 'MATH'],
      ["Ms. Harper's class only goes up to four.", 'MATH'],
    ]);
    const patel = verified([['Mrs. Patel is making a quilt. Two thirds of her quilt squares are blue. What fraction of the whole quilt is blue? Amara?', 'MATH']]);
    const ortiz = verified([["Mrs. Ortiz's class has thirty students. Twelve have birthdays from January to June. How many have birthdays from July to December?", 'MATH']]);
    const trip = verified([
      ['Dallas, can you pass the flyers back?', 'NON_MATH'],
      ['Okay, road trip problem. A family drives from Dallas to Austin. Gas costs $3.09 a gallon and the car needs 12 gallons.', 'MATH'],
    ]);
    // (a journey's end reached from a town no list holds, and a river the lists hold)
    const journey = verified([
      ['Fatima flies from Dubai to London. The flight is 5,500 kilometers. How many kilometers are left?', 'MATH'],
      ['My nonna lives in Florence and there is a river right through there too, the Arno.', 'NON_MATH'],
    ]);
    // (towns found and measured on a map, named like people; a classmate of one's name handed something)
    const map = verified([
      ["Rulers out, Sunny. Find Columbus, the star in the middle, and find Cleveland up at the top, and measure from the dot to the dot.", 'MATH'],
      ['Everybody find Dayton, west of Columbus, and measure from there to Columbus. One inch is twenty miles.', 'MATH'],
      ['Pass the ruler to Savannah, she needs it for the map.', 'MATH'],
    ]);
    const pets = verified([
      'We have a bearded dragon named Steve and he eats crickets alive.',
      'My dog weighs 23 pounds too! His name is Waffles and we got him from the shelter.',
      'I have a brother. His name is Marcus.',
      "Yeah, I picked the dog because the cat scratches me. Her name is Doris and she's mean.",
      'Me, I have a lizard. A bearded dragon. Named Dennis.',
      'Hamster! Her name is Pam.',
      'My bunny is Bob. Just Bob.',
      'My cousin Tariq has a pig named Wilbur like in the book.',
      'I have a dog and a sister. Her name is Maya.',
      'Can we do one about my dog? His name is Tyson.',
    ]);
    const jasmine = verified([["Problem two. Jasmine's soccer practice starts at 4:30 and lasts 1 hour 50 minutes. What time does it end?", 'MATH']]);
    // A real teacher named in class talk, a classmate's count reported in words, a real student called on
    const real = verified([
      ["Ms. Harper's class is coming to our room at ten, so let's clean up.", 'MATH'],
      ['Yusuf got fifteen, Eun-ji got sixteen. Let us touch and count the stickers together.', 'MATH'],
    ]);
    // Assess
    expect(harper.filter((d) => d.value === 'Harper').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(person(patel, 'Patel')).toEqual([['NOT_PII', 'word-problem-character']]);
    expect(person(ortiz, 'Ortiz')).toEqual([['NOT_PII', 'word-problem-character']]);
    expect(trip.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Dallas']);
    expect(journey.filter((d) => d.verdict !== 'NOT_PII').map((d) => [d.value, d.span.type])).toEqual([
      ['Fatima', 'PERSON'],
      ['Florence', 'LOCATION'],
    ]);
    expect(map.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Sunny', 'Savannah']);
    expect(pets.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Marcus', 'Tariq', 'Maya']);
    expect(person(jasmine, 'Jasmine')).toEqual([['NOT_PII', 'word-problem-character']]);
    expect(real.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Harper', 'Yusuf', 'Eun-ji']);
  });

  it("keeps no brand, stadium, drink, dish or app as a name, and drops a character whose verb is asked back after the story's numbers", () => {
    // Prepare / Act
    const ds = verified([
      ["It's a toy store ad. A model Mercedes-Benz car is $18.95 and a model Jeep is $18.59.", 'MATH'],
      ['The bake sale will sell cans of Sierra Mist and bottled water at $1.25.', 'MATH'],
      ['Number 5 is about a baseball stadium, Camden Yards in Baltimore. Bleacher seats are $18.50 each.', 'MATH'],
      ['Tacos, hands up... five. Chicken nuggets... six. Mac and cheese... three. Now add them up.', 'MATH'],
      "That's fine, have her send me a message on Dojo and I'll mark it excused.",
      ['Last one. The journey from the bakery to the park is 2.4 miles. Lena walks there and back. How far does she walk?', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
  });

  it("keeps a classmate praised, spoken to with the teacher's 'we', whose group is in the room, or answered with an adverb; a step-brother", () => {
    // Prepare / Act
    const dante = verified([
      ['So Dante, if it is less than one foot, would we measure it in feet or in inches?', 'MATH'],
      ["Interesting thinking, Dante. You can't take 11 inches from 7 inches, so what can we do?", 'MATH'],
    ]);
    const priya = verified([
      ["This is Priya's group. They did partial products, but like in a list.", 'MATH'],
      ["That Priya's group only split one number, and the area model group split both numbers.", 'MATH'],
      ["Probably Priya's. The two steps one.", 'MATH'],
    ]);
    const jalen = verified([['Do step-brothers count? Because my step-brother Jalen only lives with us on weekends.', 'MATH']]);
    // Assess
    expect(dante.filter((d) => d.value === 'Dante').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(priya.filter((d) => d.value === 'Priya').map((d) => d.verdict)).toEqual(['PII', 'PII', 'PII']);
    expect(jalen.filter((d) => d.value === 'Jalen').map((d) => d.verdict)).toEqual(['PII']);
  });

  it("drops a problem known by its characters, a pair set up and debated, a passage a student reads out, and a note written to a character", () => {
    // Prepare / Act
    const lena = verified([
      ['Okay, yesterday we stopped on page 84, the Lena and Tomás problem. Who can remind us what it says? Priya?', 'NON_MATH'],
      ['Lena says if you add two odd numbers you always get an odd number. And Tomás says no, you always get an even number.', 'MATH'],
      ["Can I write 'Dear Lena, you're wrong'?", 'MATH'],
    ]);
    const aiden = verified([
      ['Aiden and Zoe are designing gardens with fencing. Aiden says: if one rectangle has a bigger area than another, it must have a bigger perimeter too. Zoe says that is not always true. Who do you agree with?', 'MATH'],
    ]);
    const passage = verified([
      ['Now the book. Page 96. Read it for us.', 'MATH'],
      ['"Room 14 did the ruler drop. Their mean catch distances were: Ada, 14 cm; Ravi, 17 cm; Pete, 20 cm; Lou, 13 cm."', 'MATH'],
    ]);
    // A classmate who finds their name in the passage, and classmates reporting answers with "'s got"
    const jamal = verified([
      ['Textbooks, page 388. Fatima, read number 12 for us.', 'MATH'],
      ['"Jamal and Keisha are playing a game. A bag has 6 red marbles and 2 white marbles. Is the game fair?"', 'MATH'],
      ["Yo, that's me! I'm in the book!", 'NON_MATH'],
    ]);
    const got = verified([["Wait, same area, different perimeters? Bao's got 14, Ivan's got 16, Luca's got 26.", 'MATH']]);
    // A book's student named, his claim read, then a note written to him in math talk
    const carlos = verified([
      ["Now the book. Page 56. There's a student named Carlos. Declan, read it.", 'MATH'],
      ["'Carlos says one third and two sixths cannot be equal because they are at different places on his number lines.'", 'MATH'],
      ['What would you write to Carlos? Give him advice.', 'MATH'],
      ['Dear Carlos, make your lines the same length. Then they match.', 'MATH'],
    ]);
    // A read problem whose one name the room finds its own makes that name a person everywhere; with two names, neither
    const camila = verified([
      ["[reading] Camila's art class has 250 crayons. She packs them into boxes that hold 8 crayons each. How many boxes can she fill?", 'MATH'],
      ["Camila's famous! She's in the book.", 'NON_MATH'],
      ['You are famous now. Okay so, how many crayons does book Camila have?', 'MATH'],
    ]);
    const two = verified([
      ["Problem four. Devon says 2/4 is bigger than 1/2. Kiara says they're equal. Who is right?", 'MATH'],
      ["Ooh, I'm in the problem!", 'NON_MATH'],
    ]);
    // Talk about a story's name is no problem the room finds itself in ("that's me" is about the next problem's word-name)
    const giant = verified([
      ["Speaking of giants, here's a story. A giant named Bartholomew walks to the cafeteria in twelve steps. About how many steps?", 'MATH'],
      ['Bartholomew is a funny name.', 'NON_MATH'],
      ['I like it. Okay, one more story problem. A girl named Sunny walks to the cafeteria and back every day for five days.', 'MATH'],
      ["Hey, that's me!", 'NON_MATH'],
    ]);
    // "it's you" finds someone else only where it says the name
    const jayden = verified([
      ['"Ms. Park\'s class took a survey about pets. Jayden has 2 dogs, Mia has 1 cat, and Ruby has no pets."', 'MATH'],
      ["Ha, it's you! Textbook Jayden!", 'NON_MATH'],
    ]);
    // A student told to, the name set off inside the sentence, is one through a problem about the class's own data
    const keoni = verified([
      ['Sit anywhere, Keoni, just sit.', 'NON_MATH'],
      ['Okay.', 'NON_MATH'],
      ['If Keoni had 2 pets instead of 9, what would the total be?', 'MATH'],
    ]);
    // A problem's titled neighbours to order; the room finds one of them its teacher, not the others
    const pumpkins = verified([
      ["Thank you. Number three, and this one has three people. 'Three neighbors each bought a pumpkin. Mrs. Rivera paid $6.4, Mr. Choi paid $6.04, and Mr. Banerjee paid $6.39. Order the prices from least to greatest.'", 'MATH'],
      ["Ms. Rivera! That's you!", 'NON_MATH'],
      ['Mr. Choi has the least, cause six oh four.', 'MATH'],
    ]);
    // The finder unsure of two names, and the teacher naming the one found in the book a message later
    const tomas = verifiedAs([
      ['teacher', "Sipho already knows where I'm going. Here's our problem. 'Tomás is setting up chairs for the school concert. He sets up 14 rows. Each row has 23 chairs. How many chairs does he set up in all?'", 'MATH'],
      ['student', "Hey that's me!", 'NON_MATH'],
      ['student', '[laughter] you gotta set up all the chairs', 'NON_MATH'],
      ['teacher', "Okay, okay. Yes, it's Tomás, he's famous now, he's in the math book.", 'NON_MATH'],
    ]);
    // Assess
    expect(tomas.filter((d) => d.value === 'Tomás').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(pumpkins.filter((d) => d.value === 'Choi' || d.value === 'Banerjee').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII']);
    expect(pumpkins.filter((d) => d.value === 'Rivera').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(jayden.filter((d) => d.value === 'Jayden').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(jayden.filter((d) => d.value === 'Mia' || d.value === 'Ruby').map((d) => d.reason)).not.toContain('person-addressed-in-transcript');
    expect(keoni.filter((d) => d.value === 'Keoni').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(giant.filter((d) => d.value === 'Bartholomew').map((d) => d.verdict)).not.toContain('PII');
    expect(carlos.filter((d) => d.value === 'Carlos').map((d) => d.verdict)).not.toContain('PII');
    expect(camila.filter((d) => d.value === 'Camila').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(two.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(lena.filter((d) => d.value === 'Lena' || d.value === 'Tomás').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII', 'NOT_PII', 'NOT_PII']);
    expect(aiden.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).not.toContain('PII');
    expect(passage.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Ada', 'NOT_PII'],
      ['Ravi', 'NOT_PII'],
      ['Pete', 'NOT_PII'],
      ['Lou', 'NOT_PII'],
    ]);
    expect(jamal.filter((d) => d.value === 'Jamal').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(got.filter((d) => d.span.type === 'PERSON').map((d) => d.value)).toEqual(['Bao', 'Ivan', 'Luca']);
    expect(got.map((d) => d.verdict)).not.toContain('NOT_PII');
  });

  it("keeps no Spanish classroom word, Spanish story elder, test item's claimant or camp as a name; 'Not here.' signs no one in", () => {
    // Prepare / Act
    const ds = verified([
      ['Perfecto. Problema uno. En la panadería hay 12 conchas en una charola. ¿Cuántas conchas son de chocolate?', 'MATH'],
      ['Eso. Una fracción menor que un entero te da menos que el grupo completo. Diecisiete días.', 'MATH'],
      ['Calentamiento: Don Benito quiere poner una cerca alrededor de su milpa. La milpa mide 12 metros de largo. ¿Cuánta cerca necesita?', 'MATH'],
      ["Item three. 'A recipe uses 2 cups of flour for every 3 eggs. Part B: Keisha says that 8 cups of flour needs 10 eggs. Explain her mistake.'", 'MATH'],
      ["Now a ratio table one. 'At Camp Willow Run, there are 4 counselors for every 18 campers. How many counselors are there?'", 'MATH'],
      'Not here. Our group is testing in the library conference room.',
    ]);
    // Assess
    expect(ds.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
  });

  it("keeps a guest's coworkers named after their role ('my dispatcher, Marguerite,'); drops a titled class in a passage a student reads", () => {
    // Prepare / Act
    const coworkers = verified([
      "When I'm running late, my dispatcher, Marguerite, gets on the radio.",
      ['Then peaches. Our crew leader, Rigoberto, says a good picker fills a bin in 1 and 3/4 hours.', 'MATH'],
    ]);
    const lark = verified([
      ['Okay, page 212. Somebody read the example for us.', 'MATH'],
      ['"Ms. Lark\'s class at Pinecrest School made paper airplanes. The line plot shows how far each plane flew, to the nearest half foot."', 'MATH'],
      ["So what's the range for Ms. Lark's class?", 'MATH'],
    ]);
    // Assess
    expect(coworkers.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Marguerite', 'Rigoberto']);
    expect(lark.filter((d) => d.value === 'Lark').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
  });

  it("drops a multiple choice's claimants, a cast compared by a 'Who ... more?' question, a titled claimant judged by name, and a source's words quoted", () => {
    // Prepare / Act
    const choices = verified([
      ["A: Ravi claims it's 8.5, because multiplication always comes before division. B: Grace claims it's 13. C: Tenzin claims it's 9.", 'MATH'],
      ["Problem one. 3/4 divided by 1/2. Choice A, Maria's method: flip the first. Choice B, Deshawn's method: keep, change, flip, so 3/4 times 2/1.", 'MATH'],
    ]);
    // A vote's tally names the room
    const tally = verified([['Let me write names so I do not lose track. A: Kenji. B: Priya, Tomás, Wesley. D: Amara, Jayden, Rosa.', 'MATH']]);
    const mia = verified([['Mia and Owen each have a one liter bottle of juice. Mia drinks two fourths. Owen drinks two eighths. Who drank more juice?', 'MATH']]);
    const tanner = verified([['Ravi runs two fourths of a lap. Mei runs one half of a lap. Coach Tanner says they ran the same distance. Is Coach Tanner right?', 'MATH']]);
    const alvarez = verified([["Yeah. 'The table shows the number of pets owned by ten students in Ms. Alvarez's class.'", 'MATH']]);
    // A titled claimant set off by her role and judged as "he" or "she"
    // A titled owner the problem's question asks about again, and a textbook class whose data the message presents
    const patel = verified([["Mr. Patel has an orchard. There are 24 rows of apple trees. Each row has 36 trees. How many apple trees are in Mr. Patel's orchard?", 'MATH']]);
    const lee = verified([
      ["Okay, I see it. 'Mr. Lee's class made a table of their favorite pets. Make a bar graph with a scale of 2.' Read me the table.", 'MATH'],
      ['ok', 'MATH'],
      ["How many students are in Mr. Lee's class. Eight plus six plus three plus five plus two.", 'MATH'],
    ]);
    const visiting = verified([["Ms. Harper's class is coming to our room at ten, so let's make a bar graph first.", 'MATH']]);
    // A role with "a" opening the sentence and set beside the titled name brings in a problem's character; "of mine" is the speaker's
    const baker = verified([
      ['Page 219. A shop owner, Mr. Haverford, has a display case with a base that is 9 square feet. The case is 4 feet tall. What is the volume of the case?', 'MATH'],
      ['36', 'MATH'],
      ['Thank you, Jamal. Now the next part says Mr. Haverford wants a case twice as tall. What happens?', 'MATH'],
    ]);
    const mine = verified([['A friend of mine, Maya, got 12 on this one.', 'MATH']]);
    // A titled character acting with numbers and a "Who ... more?" question after; "Who wants more?" asks the room
    const dobbs = verified([
      ['Aunt Priscilla brings two pizzas to her book club. Her friend Mr. Dobbs eats two fifths of the veggie pizza. Aunt Priscilla eats two eighths of the sausage pizza. Who ate more?', 'MATH'],
      ['Mr. Dobbs.', 'MATH'],
    ]);
    const rivera = verified([['Ms. Rivera bought 3 pizzas for the party. Who wants more?', 'MATH']]);
    // A problem a transcriber tags as read needs no colon; a math word a title makes a character is no one
    const fenwick = verified([
      ['Okay, Jaylen, read number one.', 'MATH'],
      ["[reading] Ms. Fenwick's fourth grade classes are taking a trip to the aquarium. There are 118 students and 14 adults going. Each bus holds 36 people. How many buses do they need?", 'MATH'],
    ]);
    const puppet = verified([
      ['(puppet voice) Hello, boys and girls. I am Mr. Trapezoid. I have four sides.', 'MATH'],
      ['Team Mr. Trapezoid wrote diamond.', 'MATH'],
      ['Thanks Mr. Green!', 'NON_MATH'],
    ]);
    const vega = verified([
      ["Here's a challenge. A delivery truck has to visit every town and come back. The driver, Mr. Vega, says it's about a thousand miles. Is he right?", 'MATH'],
      ['I think so.', 'MATH'],
      ['Which roads does Mr. Vega need? Talk with your table.', 'MATH'],
    ]);
    // Assess
    expect(vega.filter((d) => d.value === 'Vega').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(patel.filter((d) => d.value === 'Patel').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(lee.filter((d) => d.value === 'Lee').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(visiting.filter((d) => d.value === 'Harper').map((d) => d.verdict)).toEqual(['PII']);
    expect(baker.filter((d) => d.value === 'Haverford').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(baker.filter((d) => d.value === 'Jamal').map((d) => d.verdict)).toEqual(['PII']);
    expect(mine.filter((d) => d.value === 'Maya').map((d) => d.verdict)).toEqual(['PII']);
    expect(dobbs.filter((d) => d.value === 'Dobbs').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(rivera.filter((d) => d.value === 'Rivera').map((d) => d.verdict)).toEqual(['PII']);
    expect(fenwick.filter((d) => d.value === 'Fenwick').map((d) => d.verdict)).toEqual(['NOT_PII']);
    expect(puppet.map((d) => [d.value, d.verdict])).toEqual([
      ['Trapezoid', 'NOT_PII'],
      ['Trapezoid', 'NOT_PII'],
      ['Green', 'PII'],
    ]);
    expect(choices.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).not.toContain('PII');
    expect(tally.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(mia.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).not.toContain('PII');
    expect(tanner.filter((d) => d.value === 'Tanner').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(alvarez.filter((d) => d.value === 'Alvarez').map((d) => d.verdict)).toEqual(['NOT_PII']);
  });

  it("keeps no Spanish title or kitchen word, storybook ant or made-up town as a name; keeps the name after 'Señora'", () => {
    // Prepare / Act
    const ds = verified([
      ['So, Señora Ruiz, how much masa do you use?', 'MATH'],
      ['Now rates. Señora, how long does one tortilla take on the comal?', 'MATH'],
      ['Seven and a half batches. Masa?', 'MATH'],
      ["Then the little ant says, 'Four lines!' How many in each line now?", 'MATH'],
      ['Okay, made-up one now. Captain Inky the octopus lives in Coral City. She has 8 arms. How many suckers?', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Ruiz']);
  });

  it("drops a made-up group's members listed with their numbers and a pair who 'each' act in a story; keeps a classmate who finds their name there", () => {
    // Prepare / Act
    const ribbons = verified([['First problem is on the board. A craft club measured ribbon pieces, in feet. Skylar, 1 and 1/2. Malik, 1. Bella, 3/4. Finn, 1 and 1/4.', 'MATH']]);
    const pretend = verified([['These jumps are from a pretend class. Eight kids: Rose, Faith, Grant, Joy, and Ivy.', 'MATH']]);
    const lemonade = verified([['Jada poured 1/8 of a liter. Leo and Maya each poured 1/4. Ethan and Zoe each poured 3/8.', 'MATH']]);
    const mateo = verified([
      ['Here is our data. Ten kids at a summer camp measured their pencils: Ben, Lily, Omar, Mateo, and Theo.', 'MATH'],
      ["Wait, Mateo? That's me!", 'NON_MATH'],
    ]);
    // A classmate called after a made-up class is named
    const bennett = verified([
      ['Here is one about a different class. Room 12 has 28 students and every student buys one eraser.', 'MATH'],
      ['28 times 15.', 'MATH'],
      ['Yes, Bennett. How could we do 28 times 15 without a calculator?', 'MATH'],
    ]);
    // Assess
    expect(ribbons.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).not.toContain('PII');
    expect(pretend.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).not.toContain('PII');
    expect(lemonade.filter((d) => d.span.type === 'PERSON').map((d) => d.verdict)).not.toContain('PII');
    expect(mateo.filter((d) => d.value === 'Mateo').map((d) => d.verdict)).not.toContain('NOT_PII');
    expect(bennett.filter((d) => d.value === 'Bennett').map((d) => d.verdict)).not.toContain('NOT_PII');
  });
});

describe("verification: a surname a teacher's problem named, said again outside math talk", () => {
  it('drops the problem family named again, keeps a surname the room calls someone by and one no problem named', () => {
    // Prepare / Act
    const family = verifiedAs([
      ['teacher', "Number 14. The Nakamura family's pancake recipe uses 1 1/2 cups of milk to make 12 pancakes. How much milk for 8 pancakes?", 'MATH'],
      ['student', 'Can we make pancakes in class?', 'NON_MATH'],
      ['teacher', 'If the Nakamura family donates them, sure.', 'NON_MATH'],
    ]);
    // (the statistician's name is a student's too: the room calls him by it)
    const pearson = verifiedAs([
      ['teacher', "Its full name is Pearson's correlation coefficient, after Karl Pearson.", 'MATH'],
      ['student', 'Yo, Pearson, they named it after you.', 'NON_MATH'],
      ['teacher', 'Different guy, sadly. But our Pearson is welcome to invent his own coefficient.', 'NON_MATH'],
    ]);
    const real = verifiedAs([
      ['teacher', 'So 1 1/2 cups for 12 pancakes, how much for 8?', 'MATH'],
      ['teacher', 'If the Nakamura family donates them, sure.', 'NON_MATH'],
    ]);
    // Assess
    expect(family.filter((d) => d.value === 'Nakamura').map((d) => [d.verdict, d.reason])).toEqual([['NOT_PII', 'word-problem-character']]);
    expect(pearson.filter((d) => d.value === 'Pearson').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(real.filter((d) => d.value === 'Nakamura').map((d) => d.verdict)).toEqual(['PII']);
  });
});

describe('verification: names the room proposes for the lesson\'s problems', () => {
  it('keeps the proposed characters out, the real chaperone proposed and the classmate spoken to in', () => {
    // Prepare / Act
    const aquarium = verifiedAs([
      ['teacher', "This is Mr. Haile. He's helping with math groups this morning.", 'NON_MATH'],
      ['teacher', "Okay, math. Today's problems are all about our trip, so I need names. Not real people, not anybody in this room. Ideas?", 'NON_MATH'],
      ['student', 'Penny!', 'MATH'],
      ['student', 'Sergeant Fishface.', 'MATH'],
      ['student', 'Mr. Haile!', 'MATH'],
      ['teacher', 'Okay, Penny and Sergeant Fishface. Problem one. Penny is buying the aquarium tickets. Kid tickets are 12 dollars. How much for 26 kids?', 'MATH'],
      ['teacher', 'And remember her name is Penny, so she only takes pennies. How many pennies is five dollars?', 'MATH'],
    ]);
    const crosstalk = verifiedAs([
      ['teacher', "I don't want to write 'a person' in the problem. Who's our character that's paying for the buses?", 'MATH'],
      ['students', '[crosstalk] Bob! Captain Underpants! Mr. Noodle!', 'MATH'],
    ]);
    const classmate = verifiedAs([
      ['teacher', 'First I need a farmer. Name ideas? Keep it made up.', 'MATH'],
      ['student', 'Harper!', 'MATH'],
      ['teacher', 'We already have a real one of those in this room, so no. Do you want to be in a math problem, Harper?', 'MATH'],
    ]);
    // Assess
    expect(aquarium.filter((d) => d.value === 'Penny' || d.value === 'Fishface').map((d) => d.verdict)).not.toContain('PII');
    expect(aquarium.filter((d) => d.value === 'Penny')).toHaveLength(4);
    expect(aquarium.filter((d) => d.value === 'Haile').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(crosstalk.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([
      ['Bob', 'NOT_PII'],
      ['Noodle', 'NOT_PII'],
    ]);
    expect(classmate.filter((d) => d.value === 'Harper').map((d) => d.verdict)).toEqual(['PII', 'PII']);
  });

  it("drops a sample kid set off as a different one, and a theorem named like the real teacher", () => {
    // Prepare / Act
    const benny = verifiedAs([['teacher', 'Zero. Because there is no spread. Now a different kid, Benny. Benny reads zero minutes Monday through Saturday.', 'MATH']]);
    const stewart = verifiedAs([
      ['student', 'Mr. Stewart, can I go get my calculator?', 'NON_MATH'],
      ['teacher', "Today's theorem is Stewart's theorem.", 'MATH'],
    ]);
    // Assess
    expect(benny.filter((d) => d.value === 'Benny').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII']);
    expect(stewart.filter((d) => d.value === 'Stewart').map((d) => d.verdict)).toEqual(['PII', 'NOT_PII']);
  });
});

describe('verification: a priced class pass, a family dog, a film named after its hero', () => {
  it("drops a problem's buyer of class passes, the room's dog and the film; keeps the classmate", () => {
    // Prepare / Act
    const passes = verified([['last type: elimination. Alex buys 2 day passes and 3 class passes for $120. Jordan buys 2 day passes and 1 class pass for $80.', 'MATH']]);
    const dog = verified([['Our dog Bruno had puppies but we gave them away, so I put one.', 'NON_MATH']]);
    const film = verified([['My brother made me watch Napoleon Dynamite last weekend, Jasper.', 'NON_MATH']]);
    // Assess
    expect(passes.filter((d) => d.value === 'Alex').map((d) => d.verdict)).toEqual(['NOT_PII']);
    expect(dog.filter((d) => d.value === 'Bruno').map((d) => [d.verdict, d.reason])).toEqual([['NOT_PII', 'pet-name']]);
    expect(film.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Jasper']);
  });
});

describe("verification: the calendar's today, a dataset's botanist, a store, an herb, a library problem", () => {
  it('keeps the class calendar date and drops the figures named in apposition, the store, the herb and the problem people and dates', () => {
    // Prepare / Act
    const today = verified([["Okay. Today's date is May 7th. So how many days until field day?", 'MATH']]);
    const iris = verified([['Ronald Fisher published it, but the measurements were actually taken by a botanist, Edgar Anderson. 150 flowers, three species.', 'MATH']]);
    const gosset = verified([["it's called Student's t because the guy who made it, William Gosset, worked at the Guinness brewery", 'MATH']]);
    const store = verified([['we buy the tea at Patel Brothers, the big bag', 'NON_MATH']]);
    const herb = verified([["it's Thai basil, my uncle puts like a whole plate on the side.", 'NON_MATH']]);
    const library = verified([["Next. Lena checked out a library book on April 28 and it's due 3 weeks later. When is it due?", 'MATH']]);
    const baby = verified([['Good. Number 3. A baby was born on March 3. Today she is 5 months old. What month is it?', 'MATH']]);
    // Assess
    expect(today.map((d) => [d.value, d.verdict])).toEqual([['May 7th', 'PII']]);
    for (const ds of [iris, gosset, store, herb, library, baby]) expect(ds.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
  });
});

describe('verification: a classmate asked to work beside, a grandma older than a problem', () => {
  it('makes a textbook name a classmate the room asks to work with, and keeps a relative\'s age told after an age problem', () => {
    // Prepare / Act
    const carla = verifiedAs([
      ['teacher', 'This one\'s from the textbook. "Diego draws a number line and counts 6 jumps. His partner, Carla, says the answer is 3/32."', 'MATH'],
      ['teacher', 'So what did Carla do?', 'MATH'],
      ['student', 'Can I work with Carla?', 'NON_MATH'],
    ]);
    const grandma = verified([["My grandma is way older than that. She's 71.", 'NON_MATH']]);
    // Assess
    expect(carla.filter((d) => d.value === 'Carla').map((d) => d.verdict)).toEqual(['PII', 'PII', 'PII']);
    expect(grandma.map((d) => [d.value, d.verdict])).toEqual([['71', 'PII']]);
  });
});

describe("verification: a dual-language classroom's words, a TV chef, brands", () => {
  it('keeps no Spanish interjection, classroom word, candy bar, show, chef or paint brand as a person or a nationality', () => {
    // Prepare / Act
    const said = [
      ['Both right. Denominador, denominator. Casi la misma palabra. ¿Cómo se llaman las palabras así?', 'MATH'],
      ['Story problem time. Leo en voz alta: Don Chepe tiene una pizzería. Lupita eats 3 slices.', 'MATH'],
      ["Here's my candy bar. It's a Carlos V. See the little lines? How many equal pieces?", 'MATH'],
      ['Ay, no le digas a todo el mundo.', 'NON_MATH'],
      ['I watched The Great British Bake Off all the time in culinary school.', 'NON_MATH'],
      ["Alright friends, it's English math time. Eyes on me in 3, 2, 1.", 'NON_MATH'],
      ['my grandpa watches that show with the yelling chef, Gordon Ramsay, and he yells back at the tv', 'NON_MATH'],
      ['Behr is cheaper but Benjamin Moore covers better. Can I have the Gansitos?', 'NON_MATH'],
    ] as const;
    const kept = said.map(([text, label]) => verified([[text, label]]).filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value));
    // Assess
    expect(kept).toEqual(said.map(() => []));
  });
});

describe('verification: pets asked about, faces on money, numbers in quoted problems, a finder naming a unit', () => {
  it('keeps a pet a pet when asked about while another is spoken to, and reads the faces on money as public', () => {
    // Prepare / Act
    const dallas = verifiedAs([
      ['student', 'I measured my dog Dallas. He is 36 inches from his nose to his tail.', 'MATH'],
      ['student', 'Your dog is named Dallas? Like the city?', 'NON_MATH'],
      ['teacher', 'That is clever. And Dallas, how much does he weigh, Amara?', 'MATH'],
    ]);
    const money = verifiedAs([
      ['student', "No, that's the quarter! The dime is Roosevelt. My grandpa told me.", 'MATH'],
      ['student', "Who's on the five dollar bill?", 'NON_MATH'],
      ['student', 'Lincoln. Same as the penny.', 'MATH'],
      ['other', "Let's see. A five with Abe Lincoln. And a twenty, that's Andrew Jackson.", 'MATH'],
      ['student', "And Frank is the hamster. Don't feed Frank, he's on a diet.", 'NON_MATH'],
    ]);
    // Assess
    expect(dallas.filter((d) => d.value === 'Dallas').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII']);
    expect(dallas.filter((d) => d.value === 'Amara').map((d) => d.verdict)).toEqual(['PII']);
    expect(money.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
  });

  it("drops a number inside a problem read out, a role named in the textbook's version, and a name a finder did not claim", () => {
    // Prepare / Act
    const numbers = verified([
      ['Let\'s read problem 1 together. "Account #4082-1157 has a balance of −$35. Jordan deposits $60. What is the new balance?"', 'MATH'],
      ['Last problem. "A phone bill for 555-0147 charges −$28 on 3/15 and gives a refund of +$40 on 3/22. What is the net change?"', 'MATH'],
      ['my account number is 4471 0093 8826', 'MATH'],
    ]);
    const ruiz = verified([['In the textbook version of this, a meteorologist named Dr. Ruiz puts her stations on a line. Station E is at (−7, −2) and read −3 degrees.', 'MATH']]);
    const trail = verifiedAs([
      ['student', "Okay. 'Carmen hiked two thirds of a mile to the waterfall and then one fourth of a mile to the lookout. How many miles did she hike in all?'", 'MATH'],
      ['student', "Ha. Miles. That's me.", 'NON_MATH'],
    ]);
    // Assess
    expect(numbers.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['4471 0093 8826']);
    expect(ruiz.filter((d) => d.value === 'Ruiz').map((d) => d.verdict)).toEqual(['NOT_PII']);
    expect(trail.filter((d) => d.value === 'Carmen').map((d) => d.verdict)).toEqual(['NOT_PII']);
  });
});

describe('verification: a puppet the teacher voices, laughter, a character judged through a relative', () => {
  it("keeps no puppet the transcriber's notes give a voice, wherever the room speaks to it; keeps the students", () => {
    // Prepare / Act
    const pip = verifiedAs([
      ['teacher', "Oh wait, somebody wants to help. [puppet voice] Hiiii everybody, it's me, Pip! Brrr, I'm so cold.", 'NON_MATH'],
      ['students', 'Nooo, Pip!', 'NON_MATH'],
      ['teacher', '[as Pip] Is it summer? Can I go swimming?', 'NON_MATH'],
      ['student', "It's fall, Pip! Hahahaha.", 'NON_MATH'],
      ['teacher', 'Okay, Kwame, hang up the weather card.', 'NON_MATH'],
    ]);
    const banner = verifiedAs([
      ['teacher', 'Okay.', 'NON_MATH'],
      ['student', 'ok', 'NON_MATH'],
      ['teacher', "Look at the problem on the board. Kenji is making a banner. He paints one half of it blue. His sister says, 'That's the same as two fourths.' Is his sister right?", 'MATH'],
    ]);
    // (one the teacher brings in just before its voice, or the room hails: "Gerald has been thinking...", "Professor Hoot!")
    const gerald = verifiedAs([
      ['teacher', "Gerald has been thinking about fractions. He's going to tell us something, and you fourth graders are going to check him.", 'MATH'],
      ['teacher', '[giraffe voice] Hello everybody. I figured out that one fourth is bigger than one half, because four is bigger than two.', 'MATH'],
      ['student', 'Gerald, if you cut a pizza into four pieces, they are smaller than if you cut it in two.', 'MATH'],
      ['teacher', 'So Gerald, what do you say now? Noor, help him out.', 'MATH'],
    ]);
    const hoot = verifiedAs([
      ['students', 'Professor Hoot!', 'NON_MATH'],
      ['teacher', '[puppet voice] Hoo hoo. Good morning, third graders. Four groups of three is seven.', 'MATH'],
      ['student', 'Professor Hoot, you added it. That is not groups.', 'MATH'],
    ]);
    // Assess
    expect(gerald.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Noor']);
    expect(hoot.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(pip.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Kwame']);
    expect(pip.filter((d) => d.value === 'Pip').map((d) => d.reason)).toEqual(['story-name', 'story-name', 'story-name', 'story-name']);
    expect(banner.filter((d) => d.value === 'Kenji').map((d) => d.verdict)).toEqual(['NOT_PII']);
  });

  it("keeps no puppet a note names by its voice, nor the class's frog the room sees off; keeps a student spoken to so", () => {
    // Prepare / Act
    const pip = verifiedAs([
      ['students', 'Professor Pip! Pip! Pip!', 'NON_MATH'],
      ['teacher', '(Pip voice) Two fifths! Because one plus one is two. (Normal voice) So turn to your partner, is Pip right?', 'MATH'],
      ['student', 'No, Pip, you have to make the pieces the same size.', 'MATH'],
      ['students', 'Bye Pip!', 'NON_MATH'],
    ]);
    const freddie = verifiedAs([
      ['teacher', 'Freddie the frog says good morning, and Freddie is going to wait.', 'NON_MATH'],
      ['teacher', 'Freddie is sitting on lily pad 38 and he needs to jump forward 25. Where does he land?', 'MATH'],
      ['student', 'Bye Freddie', 'NON_MATH'],
    ]);
    // (a classmate of the frog's name, told to by the teacher: the call is his, the frog named by its kind stays the frog)
    const classmate = verifiedAs([
      ['teacher', 'Freddie the frog says good morning.', 'NON_MATH'],
      ['teacher', 'Freddie, can you pass out the whiteboards?', 'NON_MATH'],
    ]);
    // Assess
    expect(pip.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(freddie.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(classmate.filter((d) => d.value === 'Freddie').map((d) => d.verdict)).toEqual(['NOT_PII', 'PII']);
  });

  it("reads a book's cast weighed by a student and written up with their numbers as the cast; keeps students' results written up so", () => {
    // Prepare / Act
    const cast = verifiedAs([
      ['teacher', "I'll read it. Maya, Jun and Priya shared two big cookies equally. Maya says each person gets two thirds of a cookie. Jun says each person gets one third.", 'MATH'],
      ['student', 'Then Jun is wrong cuz one third is only if it is one cookie.', 'MATH'],
      ['student', 'I agree with Maya and I kind of agree with Jun, because Maya means of one cookie.', 'MATH'],
      ['teacher', 'Okay let me write that up. Jun, one third, of both cookies. Maya, two thirds, of one cookie. Priya, two sixths, of both cookies. Hazel, what do you think?', 'MATH'],
    ]);
    const results = verifiedAs([
      ['student', 'Take away one... five and a quarter. Same as Declan, we are twins!', 'MATH'],
      ['teacher', "Let's write them on our group chart. Bao, four and three quarters. Declan, five and a quarter.", 'MATH'],
    ]);
    // Assess
    expect(cast.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Hazel']);
    expect(results.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Declan', 'Bao', 'Declan']);
  });

  it('keeps no shape the lesson names, even beside its family; keeps the student asked', () => {
    // Prepare / Act
    const family = verifiedAs([
      ['teacher', "So this is Harold's little sister and her name is Trina and she is a triangle, and this is Harold's cousin who is a square and his name is Skip. What does polygon mean, Xiomara?", 'MATH'],
      ['teacher', "Harold's angles are each 120 degrees and Trina's angles are each sixty degrees, so how many of Trina's corners fit?", 'MATH'],
      ['teacher', 'Skip the square has four sides. How many lines of symmetry does Skip have?', 'MATH'],
    ]);
    // Assess
    expect(family.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Xiomara']);
  });
});

describe("verification: a transcriber's note about someone in the room", () => {
  it('keeps one the note says is doing something, in math talk too; drops a problem the note writes up', () => {
    // Prepare / Act
    const note = verifiedAs([['system', '[Bao writes 0.40 above 0.35 on board; approx. 12 s side talk, inaudible]', 'MATH']]);
    const written = verifiedAs([['teacher', "Next one. [writes: Grandma Lucia's bread uses 2/3 cup of milk. She bakes the bread 4 times for a bake sale. How much milk?]", 'MATH']]);
    // Assess
    expect(note.map((d) => [d.value, d.verdict])).toEqual([['Bao', 'PII']]);
    expect(written.filter((d) => d.value === 'Lucia').map((d) => d.verdict)).toEqual(['NOT_PII']);
  });
});

describe('verification: a story said to be pretend, and a classmate back from the dentist', () => {
  it('drops a character the teacher says is pretend "in the story"; keeps a classmate asked about after the dentist', () => {
    // Prepare / Act
    const lola = verifiedAs([
      ['teacher', "Here's another one. Lola had 6 balloons at her party. 2 balloons flew away. How many balloons does she have now?", 'MATH'],
      ['student', 'Is Lola in second grade?', 'MATH'],
      ['teacher', "Lola is just pretend, she's in the story. Okay, last one.", 'MATH'],
    ]);
    const omar = verifiedAs([
      ['teacher', 'Omar is at the dentist today.', 'NON_MATH'],
      ['student', 'Mrs. Kowalczyk, if Omar comes back after the dentist is it 21?', 'MATH'],
    ]);
    // Assess
    expect(lola.filter((d) => d.value === 'Lola').map((d) => d.verdict)).toEqual(['NOT_PII', 'NOT_PII', 'NOT_PII']);
    expect(omar.filter((d) => d.value === 'Omar').map((d) => d.verdict)).not.toContain('NOT_PII');
  });
});

describe('verification: someone greeted through the listener, and a certain doctor', () => {
  it('keeps a brother written into a problem whom the tutor sends greetings; keeps "a Dr. Lund"', () => {
    // Prepare / Act
    const diego = verifiedAs([
      ['tutor', 'Perfect. I wrote this one just for you. Diego ate 1/4 of a pizza and then came back and ate 1/3 more. How much of the pizza did he eat?', 'MATH'],
      ['tutor', 'Say hi to Diego for me, and tell your mom I will see you next week.', 'NON_MATH'],
    ]);
    const lund = verifiedAs([['other', 'Vision therapy on Saturdays, with a Dr. Lund in Carrboro.', 'NON_MATH']]);
    // Assess
    expect(diego.filter((d) => d.value === 'Diego').map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(lund.filter((d) => d.span.type === 'PERSON').map((d) => [d.value, d.verdict])).toEqual([['Lund', 'PII']]);
  });
});

describe('verification: a symbol and figures of the Bible', () => {
  it('keeps no "Magen David", "Queen Esther" or "King Shlomo" as a person', () => {
    // Prepare / Act
    const ds = verifiedAs([
      ['student', "ok so where's the magen david", 'MATH'],
      ['teacher', 'Names on the front of the exit ticket. Not Queen Esther, not Haman. Your actual name.', 'NON_MATH'],
      ['teacher', 'The Yam shel Shlomo, the huge bronze basin King Shlomo had cast.', 'MATH'],
    ]);
    // Assess
    expect(ds.filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
  });
});

describe('verification: a French problem in guillemets', () => {
  it('drops its titled character', () => {
    // Prepare / Act
    const ds = verifiedAs([['teacher', "Problème au tableau: « Mme Gagnon vend du sirop d'érable à sa cabane à sucre. Une canne de 540 mL coûte 12,99 $. Quel est le meilleur achat? »", 'MATH']]);
    // Assess
    expect(ds.filter((d) => d.value === 'Gagnon').map((d) => d.verdict)).toEqual(['NOT_PII']);
  });
});

describe("verification: a teacher's whole turn a problem in quotes", () => {
  it("drops its people; keeps one the room named before", () => {
    // Prepare / Act
    const problem = '"Tessa can paint a fence in 4 hours, and Marco can paint it in 6. Tessa starts alone, and after 1 hour Marco joins her. How many total hours does the job take?"';
    const read = verifiedAs([['teacher', problem, 'MATH']]);
    const known = verifiedAs([
      ['teacher', 'Marco, you are up next.', 'NON_MATH'],
      ['teacher', problem, 'MATH'],
    ]);
    // Assess
    expect(read.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    expect(known.filter((d) => d.value === 'Marco').map((d) => d.verdict)).not.toContain('NOT_PII');
  });
});

describe("verification: a story's animal the teacher brings in by name", () => {
  it('keeps no "Ollie the Octopus" or "Penny Pig" wherever the room greets it; keeps a namesake said before or giving the name as theirs, and a surname', () => {
    // Prepare / Act
    const ollie = verifiedAs([
      ['tutor', 'Today I brought a friend. This is Ollie the Octopus. He has 8 arms. Say hi to Ollie.', 'MATH'],
      ['student', 'Hi Ollie', 'NON_MATH'],
      ['tutor', 'Of course. Ollie will be here Thursday. Bye Zainab!', 'NON_MATH'],
    ]);
    const penny = verifiedAs([['teacher', 'Let me tell you about my friend Penny Pig. Penny Pig is having a birthday party. She invited 6 friends.', 'MATH']]);
    const max = verifiedAs([
      ['teacher', 'Max, sit down please.', 'NON_MATH'],
      ['teacher', 'This is Max the Moose. Max the Moose has 3 cousins.', 'MATH'],
    ]);
    const real = verifiedAs([
      ['teacher', 'This is Max the Moose.', 'MATH'],
      ['student', 'Max, where do YOUR cousins live?', 'NON_MATH'],
      ['student', "I'm the real Max though", 'NON_MATH'],
    ]);
    const fox = verifiedAs([
      ['teacher', "Everyone, this is Jordan Fox. She is Maya's mom.", 'NON_MATH'],
      ['teacher', 'Say thank you to Jordan.', 'NON_MATH'],
    ]);
    // Assess
    expect(ollie.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['Zainab']);
    expect(penny.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual([]);
    // (the moose's own mentions are each judged where they are: "Max the Moose" names an animal)
    expect(max.filter((d) => d.value === 'Max').map((d) => d.verifier)).not.toContain('deterministic-v1:animal-character');
    expect(max[0]!.verdict).toBe('PII');
    expect(real.slice(1).map((d) => d.verdict)).toEqual(['PII', 'PII']);
    expect(fox.filter((d) => d.value.startsWith('Jordan')).map((d) => [d.value, d.verdict])).toEqual([
      ['Jordan Fox', 'PII'],
      ['Jordan', 'PII'],
    ]);
  });
});

describe("verification: the speaker's own friend named in math talk", () => {
  it('keeps a friend the speaker has, named so, though the sentence reads like a story; drops one an "if" imagines', () => {
    // Prepare / Act
    const own = verified([['I have a friend named Maya who got 12.', 'MATH']]);
    const imagined = verified([['If a friend named Maya has 12 apples, how many does she give away?', 'MATH']]);
    // Assess
    expect(own.map((d) => [d.value, d.verdict])).toEqual([['Maya', 'PII']]);
    expect(imagined.map((d) => [d.value, d.verdict])).toEqual([['Maya', 'NOT_PII']]);
  });
});

describe('verification: a customer named on the spot with a title, the document camera, boots, a saying, an eponym', () => {
  it('keeps none of them as a person', () => {
    // Prepare / Act
    const said = [
      ["Let's try a harder one. A customer, let's call him Mr. Gonzalez, wants to ship a fish tank. The box is three feet long. What's the volume?", 'MATH'],
      ['Can you put it under the Elmo?', 'NON_MATH'],
      ["Those are Dr. Martens, they're boots.", 'NON_MATH'],
      ['Katy bar the door, here comes the bus', 'NON_MATH'],
      ["Georg Pick found it in 1899, that's why it's Pick's theorem.", 'NON_MATH'],
    ] as const;
    const kept = said.map(([text, label]) => verified([[text, label]]).filter((d) => d.span.type === 'PERSON' && d.verdict !== 'NOT_PII').map((d) => d.value));
    // Assess
    expect(kept).toEqual(said.map(() => []));
  });
});

describe("verification: a picture's person acting in the story's tense", () => {
  it('drops the character the teacher tells of beside the picture, with no number; keeps one a student is told to read to', () => {
    // Prepare / Act
    const clare = verifiedAs([
      ['teacher', 'Okay, tiles out.', 'NON_MATH'],
      ['student', 'ok', 'NON_MATH'],
      ['teacher', 'Clare is putting tile on her bathroom floor. But she ran out. Look at the picture. Some tiles are missing. What do you notice?', 'MATH'],
    ]);
    const jordan = verifiedAs([['teacher', 'Look at the worksheet. Jordan is reading it to you. What is the first question?', 'MATH']]);
    // Assess
    expect(clare.filter((d) => d.value === 'Clare').map((d) => d.verdict)).toEqual(['NOT_PII']);
    expect(jordan.filter((d) => d.value === 'Jordan').map((d) => d.verdict)).not.toContain('NOT_PII');
  });
});

describe('verification: a dated problem read out exactly, a delivery dog, a holiday said for a price', () => {
  it('drops the date inside the problem read word for word, the dog by its kind and the holiday', () => {
    // Prepare / Act
    const said = [
      ["Here's the one from the book, and I'll read it exactly: 'On March 2nd, Clare baked 12 cookies. She gave 1/3 of them to Andre.' How many cookies did Andre get?", 'MATH'],
      ['Okay, number two. Lulu the delivery dog carries 124 boxes each trip, and she makes 32 trips. Area model.', 'MATH'],
      ['[laughter] // Fourth of July!', 'NON_MATH'],
    ] as const;
    const kept = said.map(([text, label]) => verified([[text, label]]).filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value));
    // Assess
    expect(kept).toEqual([[], [], []]);
  });
});

describe("verification: a lesson's titled math word and pretend patients, a figure of speech, a revoiced claim, a book table's rows", () => {
  it('drops "Mr. Slope", "Dr. Hoot", "Lady Justice", what "it was called" and rows read out as asked, and keeps the revoiced learner', () => {
    // Prepare / Act
    const said = verifiedAs([
      ['teacher', 'So for anyone who was out Friday, Mr. Slope is this guy, I drew him, he only walks left to right.', 'MATH'],
      ['teacher', "First patient in Dr. Hoot's book is Mister Bunny and his appointment is at 9:15.", 'MATH'],
      ['teacher', 'Like a pan balance, the old kind, like Lady Justice holds, whatever is on the left has to weigh the same.', 'MATH'],
      ['teacher', 'They did, it was called Hack-a-Shaq, for his career he was about 53 percent.', 'MATH'],
      ['student', "It's less than twenty I think", 'MATH'],
      ['teacher', 'Fatima thinks less than twenty, why', 'MATH'],
      ['student', 'It is less than one half', 'MATH'],
      ['teacher', 'Marcus thinks 3/8 is less than one half. Is he right? Explain.', 'MATH'],
      ['teacher', 'So first, Hana, read me the first three rows', 'MATH'],
      ['student', 'Dante Wells, 72 inches, 210 pounds. Luis Carrera, 75 inches, 285 pounds.', 'MATH'],
      ['teacher', 'Next one. Priya.', 'MATH'],
      ['student', 'Dev shot 14 free throws and made 9. Tomas shot 20 free throws and made 13. Who has the better free throw percentage', 'MATH'],
    ]);
    const kept = said.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value);
    // Assess
    expect(kept).toEqual(['Fatima', 'Hana', 'Priya']);
  });
});

describe('verification: a mathematician named, a figure\'s life told, a learner revoiced or asked at the close of a question', () => {
  it('drops "René Descartes" and "Katherine Johnson, who worked at NASA", and keeps Valentina and Mateo beside a problem\'s Mateo', () => {
    // Prepare / Act
    const said = verifiedAs([
      ['teacher', "Story time, there's a French philosopher and mathematician named René Descartes, and he liked to lie in bed.", 'MATH'],
      ['teacher', 'Okay last one, and this one is a little bit personal for one of you, Katherine Johnson, who worked at NASA.', 'MATH'],
      ['teacher', 'Okay wait say that again Valentina that was a really good point, say it loud', 'MATH'],
      ['teacher', 'So Valentina is using her number sense, the answer has to be more than two and a half.', 'MATH'],
      ['teacher', 'Number six. "Mrs. Delgado\'s nephew Mateo delivers bread. He rides 9 miles in 45 minutes. How far in one hour?"', 'MATH'],
      ['teacher', 'Four groups of $4.50, eighteen dollars, does anybody have it a different way, Mateo', 'MATH'],
    ]);
    const kept = said.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value);
    // Assess
    expect(kept).toEqual(['Valentina', 'Valentina', 'Mateo', 'Mateo']);
  });

  it("keeps Yusuf who found his own mistake, and drops a problem's pair named as the question's topic ('Okay so Marisol and Andre, what's our first step', 'Okay Marisol and Andre, …')", () => {
    // Prepare / Act
    const said = verifiedAs([
      ['teacher', "okay, Yusuf and Lucia you were arguing over there, what's the argument", 'MATH'],
      ['student', 'oh wait I did it wrong, I said negative four plus negative five is negative eleven', 'MATH'],
      ['teacher', 'okay so Yusuf found his own mistake, negative four plus negative five is negative nine, and ten plus negative nine is', 'MATH'],
      ['student', 'Marisol is four and one sixth feet tall. Her brother Andre is five and five twelfths feet tall. How much taller is Andre than Marisol?', 'MATH'],
      ['teacher', "Okay so Marisol and Andre, what's our first step, anybody.", 'MATH'],
      ['student', "One and one fourth. So Andre's one and a fourth feet taller.", 'MATH'],
      // a filler before the pair is not part of the other's name
      ['teacher', "Okay Marisol and Andre, what's our first step, anybody.", 'MATH'],
    ]);
    const kept = said.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value);
    // Assess
    expect(kept).toEqual(['Yusuf', 'Lucia', 'Yusuf']);
  });

  it('drops a character opening the story after a problem is announced or a numbered one is told by who is in it', () => {
    // Prepare / Act
    const said = verifiedAs([
      ['teacher', 'Did everybody hear what Will said, the inside angle and the outside angle make a straight line, 180.', 'MATH'],
      ['teacher', "Okay so here's a story problem on your sheet, number 1, read it with me. Pierre is painting the Eiffel Tower. He paints one panel that has sides of 3 feet, 4 feet, and 5 feet. What kind of triangle is the panel", 'MATH'],
      ['student', 'A right triangle, because 3, 4, 5.', 'MATH'],
      ['teacher', "Homework is page 312 numbers 4 through 10, and number 7 is the one about Ava's softball team, she scores 0 runs in a bunch of games.", 'MATH'],
      // (a classmate named after the problem is announced, and spoken to, stays)
      ['teacher', "Here's the next problem, read it with me. Devon, you start: a bus leaves at 8:35.", 'MATH'],
    ]);
    const kept = said.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value);
    // Assess
    expect(kept).toEqual(['Will', 'Devon']);
  });

  it("drops a calendar problem's day said back or reached counting days, and keeps the room's today", () => {
    // Prepare / Act
    const worked = verifiedAs([
      ['teacher', 'Okay number 7, read it for us Linh', 'MATH'],
      ['student', 'Summer vacation at Lakeside Camp lasts 6 weeks and 4 days. The camp starts on June 23. On what date does the camp end.', 'MATH'],
      ['teacher', 'Okay so 6 weeks and 4 days, how many days is that altogether', 'MATH'],
      ['student', '46', 'MATH'],
      ['teacher', '6 times 7 is 42 plus 4 is 46, good. Now starting from June 23, we need to add 46 days.', 'MATH'],
      ['teacher', "July has 31, so we're at July 31 and we have 1 more day left, so the camp ends on", 'MATH'],
    ]);
    const today = verifiedAs([
      ['teacher', 'A baby was born on December 2. On what date will the baby be 100 days old?', 'MATH'],
      ['student', 'March 12?', 'MATH'],
      ['teacher', "Close. Now ours: today's date is May 7th, so add 30 days to it.", 'MATH'],
    ]);
    // Assess
    expect(worked.filter((d) => d.span.type === 'DATE').map((d) => [d.value, d.verdict])).toEqual([
      ['June 23', 'NOT_PII'],
      ['July 31', 'NOT_PII'],
    ]);
    expect(today.filter((d) => d.span.type === 'DATE' && d.verdict !== 'NOT_PII').map((d) => d.value)).toEqual(['May 7th']);
  });

  it("drops famous players by full name in a sports lesson, and a real student who shares one's first name stays", () => {
    // Prepare / Act
    const said = verifiedAs([
      ['teacher', 'Put them in order: Jayson Tatum 27, Jaylen Brown 23, Derrick White 16, Jrue Holiday 12.', 'MATH'],
      ['teacher', 'Jaylen, what is the median?', 'MATH'],
    ]);
    const kept = said.filter((d) => d.verdict !== 'NOT_PII').map((d) => d.value);
    // Assess
    expect(kept).toEqual(['Jaylen']);
  });
});
