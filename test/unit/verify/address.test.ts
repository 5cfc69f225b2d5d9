// Strong address: the cues that make a name a person in the room even where a word problem uses it too.
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../lambdas/core/schema.js';
import { addressedAsPerson } from '../../../lambdas/core/verify/address.js';

/** The verdict for the first occurrence of `name` in `text`. */
function addressed(text: string, name: string, speaker?: Role): boolean {
  const start = text.indexOf(name);
  if (start < 0) throw new Error('name not in text');
  return addressedAsPerson(text, start, start + name.length, speaker);
}

describe('addressedAsPerson', () => {
  it.each([
    ['Hi Kylie! Ready to start?', 'Kylie'],
    ['Thank you, Homer. Now the next gorilla.', 'Homer'],
    ['Good job, Naomi! You always help me.', 'Naomi'],
    ['my name is Tomas too', 'Tomas'],
    ["I'm Kylie and I'm in fifth grade", 'Kylie'],
    ['my sister Amanda is 9', 'Amanda'],
    ['my friend named Mia has 3 dogs', 'Mia'],
    ['my friend called Mia has 3 dogs', 'Mia'],
    ['lol my big brother is named hunter', 'hunter'],
    ['Woodrow, can you read the first one for us please?', 'Woodrow'],
    ['All right, Mabel, can you get one light again please?', 'Mabel'],
    ['kenji can u check my work', 'kenji'],
    ['Is that your final answer, Lottie?', 'Lottie'],
    ['Go ahead, Per.', 'Per'],
    ["Let's go Devon!", 'Devon'],
    ['me and chidi did it together', 'chidi'],
    ['I went to the park with Maya and I got ice cream.', 'Maya'],
    ['see you next week! - Grace', 'Grace'],
    ['Siobhan here, sorry im late', 'Siobhan'],
    ['After. Okay, top of page 156. Read the problem, Zainab.', 'Zainab'],
    ['Zainab, say that again.', 'Zainab'],
    ['Tobias, calculators away please. But yes.', 'Tobias'],
    ['Love the money connection, Faith. So what is bigger?', 'Faith'],
    ['Nice catch on the units, Omar.', 'Omar'],
    ['(to Jaylen, quietly) Show me how you drew 3/8 and 1/2 on the warm-up.', 'Jaylen'],
    ["Hold that 'wait no,' Jaylen, that's a good thought.", 'Jaylen'],
    ["I know, Elena, you're famous today.", 'Elena'],
    ["Okay, final drafts. Elena, since you've had to defend yourself all day, read us yours.", 'Elena'],
    ['how many cubes did you use Ifeoma', 'Ifeoma'],
    // set off by commas, then "you" and what they did, an order, or a word of order after more names
    ['let me read who signed up for what, Jesús, you said tamales or pozole', 'Jesús'],
    ['five batches, okay. Now the recipe, Jesús, read what you wrote', 'Jesús'],
    ["Alright fifth grade let's get settled, Tomasz, Hamza, seats, thank you.", 'Tomasz'],
    ["Alright fifth grade let's get settled, Tomasz, Hamza, seats, thank you.", 'Hamza'],
  ])('a person: %s', (text, name) => {
    // Act / Assess
    expect(addressed(text, name)).toBe(true);
  });

  it.each([
    ['oh nice Mark, okay so, does your lola speak Tagalog to you Angelica?', 'Angelica', true],
    ['Angelica would your lola do that', 'Angelica', true],
    ['Okay so Mateo did you get twelve too', 'Mateo', true],
    // told of, not asked: "is your", a question to "you" about someone else
    ['Angelica is your cousin?', 'Angelica', false],
    ['how many stickers did Nadia give to you', 'Nadia', false],
  ])("the teacher's question put to a name without a comma: %s", (text, name, expected) => {
    // Act / Assess
    expect(addressed(text, name, 'teacher')).toBe(expected);
  });

  it.each([
    ['Kylie.', 'Kylie'],
    ['Kylie, definitely. Kylie, and then who?', 'Kylie'],
    ['Okay, Naomi ate 3/8 of the pizza and Tomas ate 2/8.', 'Naomi'],
    ["Okay, so they want to know – it's not Mel, it's Mia – and what fraction are novels.", 'Mia'],
    ['the next tallest one is Kylie, who is 60 percent of the tree', 'Kylie'],
    ['So Kay said that 15 plus 15 is 30', 'Kay'],
    ['If Alex has 5 apples, how many are left?', 'Alex'],
    ['Read the problem about the trip, the one with Alex.', 'Alex'],
    ['Hope, Will, and Sunny each planted a sunflower seed.', 'Hope'],
    ['Pizza for Mateo, please.', 'Mateo'],
    ['how many cookies did you give to Maria', 'Maria'],
    ['do you know Paul Hollywood', 'Paul Hollywood'],
    ['Okay. And how many blocks did you trade Ifeoma.', 'Ifeoma'],
    // the verb said again after "and I", its preposition and a hedge between: two claims weighed, no companion
    ['I agree with Maya and I kind of agree with Jun, because Maya means of one cookie.', 'Maya'],
    ['I agree with Maya and I disagree with Jun.', 'Maya'],
    // the name put first, then told of: "he", not "you", opens what follows
    ['Eli, he added the same thing to both like you said', 'Eli'],
  ])('an echo or a character: %s', (text, name) => {
    // Act / Assess
    expect(addressed(text, name, 'teacher')).toBe(false);
  });

  it('reads a name alone as a question as calling on a student only when the teacher or tutor says it', () => {
    // Prepare
    const callingOn = 'How are the two answers related? Cleonico?';
    // Act / Assess
    expect(addressed(callingOn, 'Cleonico', 'teacher')).toBe(true);
    expect(addressed('Petar?  Kay?  Marli?', 'Kay', 'tutor')).toBe(true);
    expect(addressed('Amanda?', 'Amanda', 'student')).toBe(false);
    expect(addressed(callingOn, 'Cleonico')).toBe(false);
    // (and a given name alone closing the message after a question, unless the question asks for a person)
    expect(addressed('The ball starts at 7:45 pm and she has to leave by midnight. How long can she stay? Cole.', 'Cole', 'teacher')).toBe(true);
    expect(addressed('The first ate 3/8 and the other 2/8. Who ate more? Mia.', 'Mia', 'teacher')).toBe(false);
    expect(addressed('Fun fact: do you know who came up with a proof? James Garfield.', 'James Garfield', 'tutor')).toBe(false);
    expect(addressed('How long can she stay? Cole. Go ahead.', 'Cole', 'teacher')).toBe(false);
  });

  it("does not take a title's dot for a sentence end: a titled name closing a question is asked about, not called on", () => {
    // Prepare / Act / Assess
    expect(addressed('Hiroshi, do you agree with 10 blocks for Ms. Lopez?', 'Lopez', 'teacher')).toBe(false);
    expect(addressed('Which way is shorter for Mr. Abara?', 'Abara', 'teacher')).toBe(false);
    expect(addressed('Ms. Lopez?', 'Lopez', 'teacher')).toBe(true);
    expect(addressed('We need one more. Mr. Abara?', 'Abara', 'tutor')).toBe(true);
  });

  it('reads the teacher speaking to one named without a comma, as research transcripts write speech, and not a story told so', () => {
    // Prepare
    const spokenTo: [string, string][] = [
      ['Okay now something a little sad, Sofia do you want to tell everybody or do you want me to', 'Sofia'],
      ['I heard two answers, Bo which one did you get and how did you get it', 'Bo'],
      ['Okay friends eyes up here, Jaylen that means you too buddy, thank you.', 'Jaylen'],
      ['Okay I see good ones. Priya I see you split yours into four equal parts.', 'Priya'],
      ['ooh Jordan say that again for everybody, loud', 'Jordan'],
      ['Look across the Library row, Deshawn read me the Library row', 'Deshawn'],
      ['Ooh that is a leap day, okay so how old are you really Rahul', 'Rahul'],
      ['seventeen. how did you get fourteen Faith', 'Faith'],
      ["okay I want to see yours now. Tanvi yours is up first, I'm putting it under the camera", 'Tanvi'],
      // a request only one in the room is given, what they just did told to them, and how they know asked
      ['Okay number two, Siobhan read it', 'Siobhan'],
      ['and two left over for the grownups, Ikaika you just did a subtraction problem without me even asking', 'Ikaika'],
      ['how do you know Dmitri', 'Dmitri'],
      // anything said to "you", a reading asked for, and an order's clause the name closes
      ['is it a lot, Kwame you run, right', 'Kwame'],
      ['Okay. Keisha read the first three items for us.', 'Keisha'],
      ['tell us Priya', 'Priya'],
      ['hold on Hamza, count the dimes again, how many dimes', 'Hamza'],
      ['oh keep going with that Eitan, that is a really nice idea', 'Eitan'],
      // a thanks or a message to take home, "and" opening the sentence
      ['And Omar thank your uncle for me, and tell him I might come by on a Friday', 'Omar'],
      ['Okay homework is two sixty-four, and Lupe tell your mom thank you for the sign-up sheet', 'Lupe'],
    ];
    const told: [string, string][] = [
      ['Maria read 3 books and Sam read 4.', 'Maria'],
      ['Say it louder so Jordan can hear you.', 'Jordan'],
      ['Ms. Thibodeaux will get you a notebook.', 'Thibodeaux'],
      ['Then Mrs. Pepper would be so mad at you.', 'Pepper'],
      ['Simon says stand up if your answer is greater than 5.', 'Simon'],
      ['How would you convince Lena? Write her a note.', 'Lena'],
      ['Hey, are you Jada?', 'Jada'],
      ['do you know Dmitri', 'Dmitri'],
      ['Try to break Sadie. Big numbers, weird numbers.', 'Sadie'],
      ['Will, start us off with Grandma Rosa.', 'Rosa'],
      ['Tell Marcus.', 'Marcus'],
      ['give it to Priya', 'Priya'],
      ['Ava and you and Eli share 12 grapes.', 'Ava'],
      ['Maria and Omar thanked their uncle for the 12 wraps.', 'Omar'],
      ['Lupe tells her mom the answer is 8.', 'Lupe'],
    ];
    // Act / Assess
    for (const [text, name] of spokenTo) expect(addressed(text, name, 'teacher'), text).toBe(true);
    for (const [text, name] of told) expect(addressed(text, name, 'teacher'), text).toBe(false);
    // (a learner's unmarked words to a name are as often a joke to a problem's person)
    expect(addressed('so 300/7 is 42.9 mph. ok Lena i see you', 'Lena', 'student')).toBe(false);
  });

  it('reads a name after a call for volunteers as the turn given, and after a question for a person as its answer', () => {
    // Prepare / Act / Assess
    expect(addressed("Everybody's at twenty-four. Who wants to share how? Dev.", 'Dev', 'teacher')).toBe(true);
    expect(addressed('Same. Who can say why it is the same? Seun.', 'Seun', 'teacher')).toBe(true);
    expect(addressed('The first ate 3/8 and the other 2/8. Who ate more? Mia.', 'Mia', 'teacher')).toBe(false);
    // (speech written down closes its question with a full stop; a statement so closed gives no turn)
    expect(addressed('Okay, Xochitl said twenty, how do we prove it. Grace', 'Grace', 'teacher')).toBe(true);
    expect(addressed('how do we draw that, who can come draw me an array. Ikaika', 'Ikaika', 'teacher')).toBe(true);
    expect(addressed('Three rows of six. Ikaika.', 'Ikaika', 'teacher')).toBe(false);
  });
});
