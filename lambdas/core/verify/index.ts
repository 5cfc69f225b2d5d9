// The verify stage: one decision per candidate, from the deterministic checks in order, each with
// its reason for the audit trail. Privacy first: a candidate is dropped only on positive evidence.
import type { Decision, WorkMessage, WorkTranscript } from '../schema.js';
import { lexicon } from '../detect/lexicon.js';
import { monthDayOf } from '../detect/recognizers/dates.js';
import { backToMessage, pastLinePrefixes } from '../detect/line-prefix.js';
import { escapeRegExp } from '../regex.js';
import { namesRecentCast } from '../detect/cast-answer.js';
import { companionTold, CONTEXT_SOURCE, GAZETTEER_SOURCE, TITLE } from '../detect/recognizers/person.js';
import { pairCalled, rollCallAt } from '../detect/roll-call.js';
import { sentenceEnd, sentenceStart } from '../detect/sentence.js';
import { addressedAsPerson, calledByName, TEACHES, teacherSaid } from './address.js';
import { ANIMAL_KINDS, CHECKS, COUNTED_CAST_BEFORE, DATE_PROBLEM, findsAfter, firstPersonIn, INDEFINITE_ROLE_BEFORE, MADE_UP, NAME_GIVEN_BEFORE, openQuote, OWN_EVENT, proposedForProblem, SHAPE_KINDS, strongPersonCue, TITLE_BEFORE, type Check } from './checks.js';
import type { VerifyConfig } from './config.js';

// ("Thank Mr. Tanaka, everybody." thanks a real one too)
const TITLED_GREETED = /\b(?:hi|hello|hey|thanks|thank(?: you)?|bye|goodbye|dear|good (?:morning|afternoon|evening|night))\b[^.?!]*$/i;

export const VERIFIER_ID = 'deterministic-v1';
/** "Dear " before a name: a note's opening. */
const DEAR_BEFORE = /\bdear\s+$/i;
/** The teacher asked the room, in the two messages before, to speak to the one named: "tell Marcus what to do", "explain to Ava",
 * "how would you explain it to Diego". */
function toldToAddress(messages: WorkTranscript['messages'], i: number, name: string): boolean {
  const asked = new RegExp(String.raw`\b(?:tell|(?:explain|say|write|describe)(?: (?:it|that|this|why|something))? to|remind|convince|warn|text)\s+${escapeRegExp(name)}(?![\p{L}])`, 'iu');
  return teacherSaid(messages, i - 2, i, asked);
}
/** "Now Kenji did it a different way and I want him to share.": one the teacher asks to share their own work is in the room. */
const SHARE_ASKED_AFTER = /^[^.?!]{0,60}\b(?:I\s+want|I['’]d\s+like|let['’]?s\s+have)\s+(?:him|her|them)\s+to\s+(?:share|explain|show us|tell us)\b/i;
/** "this is Jaylen's and he said I could show it", "here's Nevaeh's, is it okay if I show yours": a learner's work shown with
 * the learner's leave. */
const SHOWN_WITH_LEAVE_AFTER = /^['’]s\b[^.?!]{0,40}?\b(?:(?:said|says) (?:I|we) (?:could|can) (?:show|share|use)|(?:is it )?okay if (?:I|we) (?:show|share|use)|(?:can|could|may) (?:I|we) (?:show|share|use) (?:yours|it|this|his|hers|their))\b/i;
/** "ooh Lupe said you could find the volume of the whole crate": the teacher passing on to the room what one of it said. */
const SAID_TO_ROOM_AFTER = /^\s+(?:just\s+)?(?:said|was saying|mentioned|told us)\s+(?:that\s+)?(?:you|we)\b/i;
/** "Real Diego, what do you think?", "Our Andre, the real one, I saw yours.": the room's own set against a book's of the name. */
// ("Is that a real Lena?" only asks)
const REAL_ONE_BEFORE = /(?<!\ba\s)\b(?:real|our)\s+$/i;
const REAL_ONE_AFTER = /^,?\s+(?:the real one|in real life)\b/i;
/** "Let's put Marisol in this one since she helped.": one of the room the teacher puts into the next problem. */
const PUT_IN_BEFORE = /\b(?:put|putting|use|using)\s+$/i;
const PUT_IN_AFTER = /^\s+in(?:to)?\s+(?:this|the|that|our|a|the next)\s+(?:one|problem|story|question)\b/i;
/** Said to be away from the room outside math talk: "Noor is at the orthodontist today", "Grace is out this week"
 * (a story's person is away in its numbers: "Sam was absent 3 days"). */
const AWAY_AFTER =
  /^\s+(?:is|was|['’]s)\s+(?:(?:not|n['’]t)\s+here|absent|out\s+(?:sick|today|this\s+week|all\s+week)|home\s+(?:sick|today)|(?:at|with)\s+(?:the|her|his)\s+(?:dentist|doctor|orthodontist|nurse)|at\s+(?:a|an|her|his)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s+today)\b/iu;
/** "welcome back to June", "Welcome back, Kofi": one back in the room after being away. */
const WELCOMED_BACK_BEFORE = /\bwelcome\s+back,?\s+(?:to\s+)?$/i;
/** Things named where they stand: the cue that reads as address there only names them. */
const THINGS_TOLD = new Set(['named-thing', 'story-name']);
/** Things a room speaks to by name (a pet, a story's whimsical character): still no one when spoken to. */
const SPOKEN_TO_THINGS = new Set(['pet-name', 'story-name']);
/** Reasons that name a thing, not a person, wherever the name comes again. */
const THING_REASONS = new Set(['pet-name', 'number-word', 'pseudonym', 'made-up-place', 'named-thing', 'story-name', 'hypothetical-name']);
/** How many messages after a name was proposed for the problems the teacher's repeat of it takes it up. */
const PROPOSAL_REACH = 4;
/** "Ha. Miles. That's me.": a finder naming the word that is theirs, said as a sentence of its own (not "Hey. That's me!"). */
const NAMED_AS_OWN = /(?:^|[.!?]\s+)(\p{Lu}\p{Ll}+)[.!]\s+(?:[Tt]hat|[Ii]t)['’]?s me\b/u;
const FINDER_INTERJECTIONS = new Set(['hey', 'wait', 'ha', 'haha', 'oh', 'ooh', 'yo', 'whoa', 'wow', 'look', 'omg', 'yes', 'yay', 'no', 'what', 'huh']);
const namedAsOwn = (text: string) => {
  const m = NAMED_AS_OWN.exec(text);
  return !!m && !FINDER_INTERJECTIONS.has(m[1]!.toLowerCase());
};
/** A sentence closing on another name set off by a comma: ", Amara?". */
const ANOTHER_ADDRESSED_LAST = /,\s*\p{Lu}\p{Ll}+\s*[?.!]$/u;
/** A name joined by "and" to the one before or after it ("Marisol and Andre", "Dawn Petrakis and Leo"); groups 1 and 2 are
 * the other's words, either of which may be a filler ("Okay Marisol and Andre", "Andre and Marisol Okay"). */
const PAIRED_BEFORE = /(?:(\p{Lu}\p{Ll}+)\s+)?(\p{Lu}\p{Ll}+)\s+and\s+$/u;
const PAIRED_AFTER = /^\s+and\s+(\p{Lu}\p{Ll}+)(?:\s+(\p{Lu}\p{Ll}+))?/u;
/** How many messages back a character's mention turns the teacher's bare call on its name into a question about it. */
const BARE_CALL_REACH = 6;
/** A relative of someone named just before: "Diego and his sister ", "Kai's cousin " (group 1: that someone). */
const KIN_OF_BEFORE =
  /\b(\p{Lu}[\p{L}'’-]*)(?:['’]s|\s+and\s+(?:his|her|their))\s+(?:(?:little|big|older|younger|baby|twin|best)\s+)?(?:sister|brother|mom|mother|dad|father|friend|cousin|aunt|uncle|grandma|grandpa|grandmother|grandfather|son|daughter|neighbou?r|wife|husband|classmate|teammate)\s+$/u;

export function verifyTranscript(t: WorkTranscript, cfg: VerifyConfig, checks: readonly Check[] = CHECKS): Decision[][] {
  // (each message read past a research transcript's marks, as detection reads it: "L221 ST: Marcus, could you tell...")
  const { view, prefixes } = pastLinePrefixes(t);
  return verifyView(view, cfg, checks).map((ds, i) => backToMessage(ds, prefixes[i]!));
}

/** The lower-cased words a decision covers in message `i`. */
const nameAt = (t: WorkTranscript, i: number, d: Decision) => t.messages[i]!.text.slice(d.span.start, d.span.end).toLowerCase();
/** A transcript pass's verdict on a decision, recorded as the pass (`check`) that gave it. */
const decided = (d: Decision, verdict: Decision['verdict'], reason: string, check: string): Decision => ({ ...d, verdict, reason, verifier: `${VERIFIER_ID}:${check}` });

/**
 * "Alexander, [Marshall] and Olivia had a pizza party", "Omar and [Teodoro?] ran": a transcriber's brackets (and query) around
 * a name they were unsure of. The checks read the name as said (the marks become spaces, so every offset holds); a list or
 * a verb after it is then seen.
 */
function unsureNamesPlain(message: WorkMessage): string {
  let text = message.text;
  for (const c of message.candidates ?? []) {
    if (c.type !== 'PERSON' || text[c.start - 1] !== '[') continue;
    const close = text.startsWith('?]', c.end) ? 2 : text[c.end] === ']' ? 1 : 0;
    if (close) text = `${text.slice(0, c.start - 1)} ${text.slice(c.start, c.end)}${' '.repeat(close)}${text.slice(c.end + close)}`;
  }
  return text;
}

function verifyView(t: WorkTranscript, cfg: VerifyConfig, checks: readonly Check[]): Decision[][] {
  const confirmedNames = new Set<string>();
  for (const m of t.messages)
    for (const c of m.candidates ?? [])
      // (not a note written in math talk, "Dear Carlos, make your lines the same length.": the transcript pass tells a
      // character's note from a letter to someone)
      if (c.type === 'PERSON' && c.source === CONTEXT_SOURCE && strongPersonCue(m, c) && !(m.segment?.label === 'MATH' && DEAR_BEFORE.test(m.text.slice(Math.max(0, c.start - 6), c.start))))
        for (const p of m.text.slice(c.start, c.end).split(/\s+/)) confirmedNames.add(p.toLowerCase());

  // Where each name word is first a PERSON candidate: a name said before a passage is read out is the room's
  const firstNamed = new Map<string, number>();
  t.messages.forEach((m, i) => {
    for (const c of m.candidates ?? []) if (c.type === 'PERSON') for (const p of m.text.slice(c.start, c.end).split(/\s+/)) if (!firstNamed.has(p.toLowerCase())) firstNamed.set(p.toLowerCase(), i);
  });
  const decisions = t.messages.map((message, i) => {
    const window = t.messages.slice(Math.max(0, i - cfg.contextWindow), i + cfg.contextWindow + 1);
    const namedEarlier = (name: string) => (firstNamed.get(name) ?? i) < i;
    const castSaidBack = (start: number, end: number) => namesRecentCast(t.messages, i, start, end);
    const text = unsureNamesPlain(message);
    return (message.candidates ?? []).map((span): Decision => {
      const ctx = { span, text, value: message.text.slice(span.start, span.end), message, window, confirmedNames, namedEarlier, castSaidBack };
      for (const check of checks) {
        const r = check.verify(ctx);
        if (r) return { span, verdict: r.verdict, reason: r.reason, verifier: `${VERIFIER_ID}:${check.id}` };
      }
      return { span, verdict: 'PII', reason: 'no-check-applied', verifier: VERIFIER_ID };
    });
  });
  return workedDates(t, storyDates(t, rolePlayed(t, animalCharacters(t, puppetVoiced(t, surnameFromProblem(t, listedWithCharacters(t, sameCharacterEverywhere(t, listedWithCharacters(t, madeUpWorksheet(t, decisions)), confirmedNames))))))));
}

/** The room's own day in a sentence: its today, or someone spoken to ("your party on May 2nd"). */
const ROOM_DAY = /\b(?:today|tomorrow|yesterday|you|your)\b/i;
/**
 * "On October 3rd, Pablo made a tally chart of the pets in his class.": in math talk, a date in the sentence of a problem's
 * character (as the transcript judges the character in the end), told by no first person and to no one, is the story's day.
 * Run last, so the character's verdict is final (a classmate written into the problem keeps the date too).
 */
function storyDates(t: WorkTranscript, decisions: Decision[][]): Decision[][] {
  return decisions.map((ds, i) => {
    const text = t.messages[i]!.text;
    if (t.messages[i]!.segment?.label !== 'MATH' || !ds.some((d) => d.span.type === 'DATE' && d.verdict !== 'NOT_PII')) return ds;
    const characters = ds.filter((d) => d.span.type === 'PERSON' && d.verdict === 'NOT_PII' && d.reason === 'word-problem-character');
    if (characters.length === 0) return ds;
    return ds.map((d) => {
      if (d.span.type !== 'DATE' || d.verdict === 'NOT_PII' || d.span.placeholder) return d;
      // (a line break ends one too: a shared doc's "Marcus Lindqvist · Nov 6, 2024" heads the problem quoted under it)
      const from = Math.max(sentenceStart(text, d.span.start), text.lastIndexOf('\n', d.span.start) + 1);
      const lineEnd = text.indexOf('\n', d.span.end);
      const to = Math.min(sentenceEnd(text, d.span.end), lineEnd < 0 ? text.length : lineEnd);
      const sentence = text.slice(from, to);
      if (!characters.some((c) => c.span.start >= from && c.span.end <= to) || firstPersonIn(sentence) || ROOM_DAY.test(sentence)) return d;
      return decided(d, 'NOT_PII', 'date-problem', 'date-of-story');
    });
  });
}

/** How many messages back a calendar problem's day keeps the days worked from it the problem's. */
const CALENDAR_REACH = 8;
/** A month and its day: "June 23", "May 6th". */
const MONTH_DAY = /\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\d{1,2}(?:st|nd|rd|th)?\b/gi;
/** The room's today said: "today", "today's". */
const TODAY_SAID = /\btoday['’]?s?\b/i;
/** Days counted on a calendar: "add 46 days", "1 more day left", "July has 31", "how many days are in June". */
const DAYS_COUNTED =
  /\b(?:add(?:ing)?|count(?:ing)?|plus|minus|subtract(?:ing)?)\s+\w+\s+(?:more\s+)?days?\b|\b\w+\s+(?:more\s+)?days?\s+(?:left|later|after that|to go)\b|\bhow many days\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+(?:only\s+)?(?:has|had)\s+(?:2[89]|3[01]|thirty|twenty-(?:eight|nine))\b/i;
/**
 * "The camp starts on June 23. On what date does the camp end." then "Now starting from June 23, we need to add 46 days" and
 * "so we're at July 31 and we have 1 more day left", or "May 6?" then "May 6th, good": in math talk, a calendar problem's day
 * said back, or a day reached counting days, is the problem's too where, a few messages before, a calendar problem was
 * asked and a day said in math talk was no one's, and no one's today was said; unless its clause ties it to someone ("my
 * party").
 */
function workedDates(t: WorkTranscript, decisions: Decision[][]): Decision[][] {
  /** The month and day of every date said in the messages j and not kept as someone's. */
  const daysSaid = (js: readonly number[]) => {
    const days = new Set<string>();
    for (const j of js)
      for (const m of t.messages[j]!.text.matchAll(MONTH_DAY)) {
        const kept = decisions[j]!.some((d) => d.verdict !== 'NOT_PII' && d.span.start < m.index + m[0].length && d.span.end > m.index);
        if (!kept) days.add(String(monthDayOf(m[0])));
      }
    return days;
  };
  return decisions.map((ds, i) => {
    const { text, segment } = t.messages[i]!;
    if (segment?.label !== 'MATH' || !ds.some((d) => d.span.type === 'DATE' && d.verdict !== 'NOT_PII')) return ds;
    // the math talk in reach, this message with it: a calendar problem asked there, no one's today ("write today's date as
    // many ways as we can" is the room's)
    const reach: number[] = [];
    for (let j = Math.max(0, i - CALENDAR_REACH); j <= i; j++) if (t.messages[j]!.segment?.label === 'MATH') reach.push(j);
    if (!reach.some((j) => DATE_PROBLEM.test(t.messages[j]!.text)) || reach.some((j) => TODAY_SAID.test(t.messages[j]!.text))) return ds;
    const days = daysSaid(reach.filter((j) => j < i));
    if (days.size === 0) return ds;
    return ds.map((d) => {
      if (d.span.type !== 'DATE' || d.verdict === 'NOT_PII' || d.span.placeholder) return d;
      const clause = text.slice(text.slice(0, d.span.start).search(/[^,.;?!]*$/), d.span.end + text.slice(d.span.end).search(/[,.;?!]|$/));
      if (OWN_EVENT.test(clause) || /\b(?:my|our|your|his|her|their)\b/i.test(clause)) return d;
      const day = monthDayOf(text.slice(d.span.start, d.span.end));
      const saidBack = day !== undefined && days.has(String(day));
      return saidBack || DAYS_COUNTED.test(text) ? decided(d, 'NOT_PII', 'date-problem', 'date-worked') : d;
    });
  });
}

/** A name, then the animal it is, capitalised as part of it: "Ollie the Octopus", "Max the Moose", "Penny Pig" (group 1: the
 * name; group 2: "the", if said; group 3: the kind). */
const NAME_THEN_KIND = /\b(\p{Lu}\p{Ll}+)\s+(the\s+)?(\p{Lu}\p{Ll}+)\b/gu;
let animalKinds: ReadonlySet<string> | undefined;
/** Math objects a teacher makes characters of as it does shapes: "Polly Parallel". */
const MATH_OBJECT_KINDS = ['parallel', 'perpendicular', 'fraction', 'decimal'];

/**
 * "This is Ollie the Octopus. He has 8 arms. Say hi to Ollie." then "Hi Ollie": a name the teacher brings in as a story's
 * animal (or a shape made a character: "Tina Triangle"), "the" and its kind capitalised after it (or its kind alone,
 * sharing its first letter: "Penny Pig", "Turtle Tim"), is no one wherever the room greets it, unless the transcript
 * said the name before: a real Max in the room makes "Max the Moose" his namesake, and so does one who gives it as theirs
 * ("I'm the real Max though"). ("Jordan Fox" is a surname: no "the", no shared letter.)
 */
function animalCharacters(t: WorkTranscript, decisions: Decision[][]): Decision[][] {
  const characters = new Set<string>();
  t.messages.forEach((m, i) => {
    if (!TEACHES.has(m.role) || !/\p{Lu}\p{Ll}+\s+(?:the\s+)?\p{Lu}/u.test(m.text)) return;
    const kinds = (animalKinds ??= new Set([...ANIMAL_KINDS.split('|'), ...SHAPE_KINDS, ...MATH_OBJECT_KINDS]));
    for (const x of m.text.matchAll(NAME_THEN_KIND)) {
      const [first, second] = [x[1]!.toLowerCase(), x[3]!.toLowerCase()];
      // (or its kind first, sharing the name's first letter: "Turtle Tim", never a kind that is a given name: "Robin Reyes")
      const kindFirst = !x[2] && kinds.has(first) && !kinds.has(second) && first[0] === second[0] && !lexicon().first.has(first);
      const [name, kind] = kindFirst ? [second, first] : [first, second];
      if (!kindFirst && (!kinds.has(kind) || kinds.has(name) || (!x[2] && name[0] !== kind[0]))) continue;
      const said = new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(name)}(?![\p{L}])`, 'iu');
      if (said.test(m.text.slice(0, x.index)) || t.messages.slice(0, i).some((e) => said.test(e.text))) continue;
      const own = new RegExp(String.raw`\b(?:i['’]?m|i am|my name(?:['’]s| is))\s+(?:(?:the|a)\s+real\s+)?${escapeRegExp(name)}(?![\p{L}])`, 'iu');
      if (!t.messages.some((e) => !TEACHES.has(e.role) && own.test(e.text))) characters.add(name).add(kind);
    }
  });
  if (characters.size === 0) return decisions;
  return decisions.map((ds, i) =>
    ds.map((d) => {
      if (d.span.type !== 'PERSON' || d.span.placeholder || d.verdict === 'NOT_PII') return d;
      const words = nameAt(t, i, d).split(/\s+/);
      return words.every((w) => characters.has(w)) ? decided(d, 'NOT_PII', 'story-name', 'animal-character') : d;
    }),
  );
}

/** A transcriber's note that the teacher speaks as a puppet: "[as Pip]", "(as Chomper)", "(Pip voice)", "[in Pip's voice]"
 * (group 1 or 2: the puppet's name). */
const AS_PUPPET_NOTE = /[[(](?:(?:speaking |talking )?as\s+(\p{Lu}[\p{L}'’-]+)|(?:in\s+)?(\p{Lu}[\p{L}-]+)(?:['’]s)?\s+voice)[\])]/gu;
/** A voice named for its manner, not its owner: "(Normal voice)", "[Squeaky voice]". */
const VOICE_MANNER = /^(?:normal|regular|own|usual|real|squeaky|squeaking|deep|high|low|silly|funny|robot|whisper|whispering|teacher|puppet|quiet|loud|big|small|tiny|baby|scary|spooky|sing-song|singsong|announcer|radio|grumpy|happy|sad|excited|fake|accent|accented|british|southern|monster|giant)$/i;
/** "[puppet voice] Hiiii everybody, it's me, Pip!", "[puppet voice] ... I'm Chomper": the name the voice gives itself. */
const PUPPET_VOICE_SELF = /[[(](?:in (?:a |the )?)?puppet(?:'s)? voice[\])][^[\]()]*?\b(?:I['’]?m|it['’]?s me,?|my name is)\s+(\p{Lu}[\p{L}'’-]+)/gu;

/** A teacher's turn opening with a transcriber's note of a voice put on: "[puppet voice]", "[giraffe voice]", "(squeaky voice)". */
const VOICE_NOTE_OPENS = /^\s*[[(](?:[\p{L}-]+\s+){0,2}(?:puppet\s+)?voice[\])]/iu;
/** The teacher's turn before it, a name opening it as the one who is about to speak: "Gerald has been thinking", "Oopsy's been". */
const PUPPET_INTRODUCED = /^\s*(?:(?:okay|ok|so|now|look|oh)[,.]?\s+)?(\p{Lu}\p{Ll}+)(?:['’]s|\s+(?:is|has|was|wants|says))\s/u;
/** A learner's whole turn greeting, hailing or seeing off one name, a title allowed: "Professor Hoot!", "Hi Gerald!", "Bye Freddie". */
const PUPPET_GREETED = /^\s*(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Gg]ood morning|[Bb]ye|[Bb]ye-bye|[Gg]oodbye|[Ss]ee you|[Gg]ood night)[,\s]+)?(?:(?:Professor|Mr|Mrs|Ms|Miss|Captain|Dr)\.?\s+)?(\p{Lu}\p{Ll}+)\s*[!.]*\s*$/u;
/**
 * "[puppet voice] Hiiii everybody, it's me, Pip!" then "Nooo, Pip!" and "[as Pip] Is it summer?": a puppet the teacher
 * voices, by the transcriber's notes, is no one, wherever the room speaks to it. So is one the teacher brings in just before
 * a voice note, or the room greets just before or after it.
 */
function puppetVoiced(t: WorkTranscript, decisions: Decision[][]): Decision[][] {
  const puppets = new Set<string>();
  t.messages.forEach((m, i) => {
    if (!TEACHES.has(m.role) || !/puppet|voice[\])]|[[(](?:speaking |talking )?as\s/i.test(m.text)) return;
    // (not a voice named for its manner: "(Normal voice)", "(Squeaky voice)")
    for (const x of m.text.matchAll(AS_PUPPET_NOTE)) if (!VOICE_MANNER.test(x[2] ?? '')) puppets.add((x[1] ?? x[2])!.toLowerCase());
    for (const x of m.text.matchAll(PUPPET_VOICE_SELF)) puppets.add(x[1]!.toLowerCase());
    if (!VOICE_NOTE_OPENS.test(m.text)) return;
    // ("Gerald has been thinking about fractions." then "[giraffe voice] Hello everybody...": the one the teacher brings in,
    // just before; "Professor Hoot!" then the voice, then "Hi Professor Hoot!": the room greeting it, just before or after)
    const prev = t.messages[i - 1];
    const next = t.messages[i + 1];
    const introduced = prev && TEACHES.has(prev.role) ? PUPPET_INTRODUCED.exec(prev.text) : null;
    const greeted = [prev, next].flatMap((e) => (e && !TEACHES.has(e.role) ? [PUPPET_GREETED.exec(e.text)] : [])).find((x) => x);
    for (const x of [introduced, greeted]) if (x) puppets.add(x[1]!.toLowerCase());
  });
  if (puppets.size === 0) return decisions;
  return decisions.map((ds, i) =>
    ds.map((d) =>
      d.span.type === 'PERSON' && !d.span.placeholder && d.verdict !== 'NOT_PII' && puppets.has(nameAt(t, i, d))
        ? decided(d, 'NOT_PII', 'story-name', 'puppet-voiced')
        : d,
    ),
  );
}

/**
 * "Dario, you be Jerry.", "Esperanza, you be the store, you're Mrs. Pickering.", "Seun come up and be Victoria", "I need a
 * Jerry.", "we need an Ollie": the teacher giving a story's part to a learner (group 1: the part's name, a title or a kin word
 * before it left out).
 */
const ROLE_GIVEN =
  /(?:\b(?:you|u)(?:['’]re|\s+are|\s+be|\s+can\s+be|\s+get\s+to\s+be|['’]ll\s+be|\s+will\s+be|\s+play)|\bcome\s+(?:up\s+(?:here\s+)?(?:and\s+)?)?be|\b(?:I|we)\s+need\s+(?:a|an|another|somebody\s+to\s+be|someone\s+to\s+be))\s+(?:the\s+)?(?:(?:little|big|baby)\s+)?(?:(?:brother|sister|grandma|grandpa|cousin|uncle|aunt|auntie)\s+)?(?:(?:Mr|Mrs|Ms|Miss|Dr|Coach)\.?\s+)?(\p{Lu}[\p{L}'’-]+)(?=\s*[,.!?;]|\s+(?:and|now|today|okay|ok)\b|$)/gu;

/** The speaker's own life in a sentence: "my neighbor is Mrs. Johnson", "we're going with Mrs. Johnson". */
const OWN_LIFE = /\b(?:my|our|I|I['’]m|we|we['’]re)\b/;
/** Someone of the speaker's own life just before the name, in any segment: "my neighbor is Mrs. ", "our coach, ". */
const OWN_RELATION_BEFORE = /\b(?:my|our)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:(?:is|was|named|called)\s+)?(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?$/iu;
/** Whether the name's sentence tells of the speaker's own life (a title's dot ends no sentence: "my neighbor is Mrs. Johnson"). */
const ownLifeAround = (text: string, start: number, end: number) => {
  const plain = text.replace(/\b(Mr|Mrs|Ms|Dr)\./g, '$1 ');
  return OWN_LIFE.test(plain.slice(sentenceStart(plain, start), sentenceEnd(plain, end)));
};
/**
 * A story acted out: the teacher gives its parts to learners ("Dario, you be Jerry."), then speaks to the parts by the
 * story's names ("Jerry, how much money do you start with?", "Hold on, Mrs. Pickering."). In math talk those names are the
 * story's, not anyone's in the room: a part the story named in math talk before it was given, that no one was called by
 * outside math talk, that no one tells of as their own ("my neighbor is Mrs. Johnson", in any segment: the collision
 * convention) and that no learner finds their own.
 */
function rolePlayed(t: WorkTranscript, decisions: Decision[][]): Decision[][] {
  const parts = new Set<string>();
  t.messages.forEach((m, i) => {
    if (!TEACHES.has(m.role) || m.segment?.label !== 'MATH' || !/\b(?:you|u|I|we)\b/.test(m.text)) return;
    for (const x of m.text.matchAll(ROLE_GIVEN)) {
      const name = x[1]!.toLowerCase();
      const toldBefore = t.messages.slice(0, i).some((p) => p.segment?.label === 'MATH' && p.text.toLowerCase().includes(name));
      if (toldBefore) parts.add(name);
    }
  });
  if (parts.size === 0) return decisions;
  decisions.forEach((ds, i) => {
    const { text, role, segment } = t.messages[i]!;
    const outside = segment?.label !== 'MATH';
    for (const d of ds)
      if (
        d.span.type === 'PERSON' &&
        ((outside && (addressedAsPerson(text, d.span.start, d.span.end, role) || ownLifeAround(text, d.span.start, d.span.end))) ||
          OWN_RELATION_BEFORE.test(text.slice(Math.max(0, d.span.start - 48), d.span.start)) ||
          d.reason === 'person-written-into-problem')
      )
        parts.delete(nameAt(t, i, d));
    if (findsAfter(t.messages, i).length > 0) for (const d of ds) parts.delete(nameAt(t, i, d));
  });
  if (parts.size === 0) return decisions;
  return decisions.map((ds, i) =>
    t.messages[i]!.segment?.label !== 'MATH'
      ? ds
      : ds.map((d) =>
          d.span.type === 'PERSON' && !d.span.placeholder && d.verdict !== 'NOT_PII' && parts.has(nameAt(t, i, d))
            ? decided(d, 'NOT_PII', 'word-problem-character', 'role-played')
            : d,
        ),
  );
}

/** How many messages back a teacher's problem names a surname said again outside math talk. */
const PROBLEM_SURNAME_REACH = 8;

/**
 * "Number 14. The Nakamura family's pancake recipe uses 1 1/2 cups of milk..." then "If the Nakamura family donates them, sure.":
 * a name found only because the lists hold it as a surname (no cue, outside math talk) that the teacher's problem named just
 * before, where it was no one's name, is the problem's. (A surname the room calls someone by is found by its cue instead.)
 */
function surnameFromProblem(t: WorkTranscript, decisions: Decision[][]): Decision[][] {
  const lex = lexicon();
  // (not one the room calls by it elsewhere: "Yo, Pearson, they named it after you." beside Karl Pearson's coefficient)
  const called = new Set(
    decisions.flatMap((ds, i) => ds.filter((d) => d.span.type === 'PERSON' && d.verdict === 'PII' && (d.span.source === CONTEXT_SOURCE || d.reason !== 'gazetteer-person-match')).map((d) => nameAt(t, i, d))),
  );
  return decisions.map((ds, i) =>
    ds.map((d) => {
      const m = t.messages[i]!;
      if (d.span.type !== 'PERSON' || d.verdict !== 'PII' || d.reason !== 'gazetteer-person-match' || d.span.source !== GAZETTEER_SOURCE || m.segment?.label !== 'NON_MATH') return d;
      const name = m.text.slice(d.span.start, d.span.end);
      const surname = name.split(/\s+/).pop()!.toLowerCase();
      if (!lex.last.has(surname) || lex.first.has(surname) || called.has(name.toLowerCase())) return d;
      const said = new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(name)}(?![\p{L}])`, 'gu');
      for (let j = Math.max(0, i - PROBLEM_SURNAME_REACH); j < i; j++) {
        const p = t.messages[j]!;
        if (p.segment?.label !== 'MATH' || !TEACHES.has(p.role)) continue;
        for (const hit of p.text.matchAll(said))
          if (!(p.candidates ?? []).some((c) => c.type === 'PERSON' && c.start < hit.index + hit[0].length && hit.index < c.end))
            return decided(d, 'NOT_PII', 'word-problem-character', 'surname-from-problem');
      }
      return d;
    }),
  );
}

/** Whether a message before `i` confirms the name a person's by a strong cue ("This is Mr. Haile."). */
const confirmedBefore = (t: WorkTranscript, name: string, i: number) =>
  t.messages.slice(0, i).some((m) => (m.candidates ?? []).some((c) => c.type === 'PERSON' && c.source === CONTEXT_SOURCE && m.text.slice(c.start, c.end).toLowerCase() === name && strongPersonCue(m, c)));

/** The lesson saying its people are made up: "Four made-up students, four mistakes.", "These are pretend students". */
const MADE_UP_PEOPLE = new RegExp(String.raw`\b${MADE_UP}\s+(?:students?|kids|children|people|scientists?)\b`, 'i');
/** A worksheet item's label right before the name opens its sentence: "Number one. ", "Number three. '". */
const ITEM_LABEL_BEFORE = /(?:^|[.!?]\s+)(?:number|problem|question|item|#)\s*(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*[.:)]\s*['"‘“]?(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?$/i;
/** How many messages on a worksheet of made-up people runs. */
const WORKSHEET_REACH = 12;

/**
 * "Okay, worksheet: 'Lab Notebook Detectives.' Four made-up students, four mistakes." then "Number two. Mateo timed his ice
 * for 300 seconds and wrote 30 minutes.": in math talk, a name opening a numbered item of a worksheet the lesson says is
 * about made-up people is the worksheet's, however its verb reads; the transcript pass spreads it (and a classmate
 * addressed by the same name keeps it a person's).
 */
function madeUpWorksheet(t: WorkTranscript, decisions: Decision[][]): Decision[][] {
  const declared = t.messages.flatMap((m, i) => (m.segment?.label === 'MATH' && MADE_UP_PEOPLE.test(m.text) ? [i] : []));
  if (declared.length === 0) return decisions;
  return decisions.map((ds, i) => {
    const m = t.messages[i]!;
    if (m.segment?.label !== 'MATH' || !declared.some((d) => d <= i && i - d <= WORKSHEET_REACH)) return ds;
    return ds.map((d) =>
      d.span.type === 'PERSON' && d.verdict !== 'NOT_PII' && d.span.source === GAZETTEER_SOURCE && ITEM_LABEL_BEFORE.test(m.text.slice(Math.max(0, d.span.start - 40), d.span.start))
        ? decided(d, 'NOT_PII', 'word-problem-character', 'made-up-worksheet')
        : d,
    );
  });
}

/** What joins the names of a list: ", ", ", and ", " and ", " & ". */
const LIST_JOIN = /^(?:\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+)$/;
/** Reasons that rest on no cue of their own: a gazetteer's match, a weak cue. */
const NO_CUE = new Set(['gazetteer-person-match', 'person-low-confidence']);
/**
 * "Priscilla, Omar and [Teodoro?] ran in a relay.": in math talk, a name listed with a problem's characters, the list the
 * subject of a verb after it (no call, no comma), is one of them. Only a name no cue of its own holds follows its list.
 * Run before the transcript pass (so the name's other mentions follow it) and after (where the list's other names become
 * characters only there).
 */
function listedWithCharacters(t: WorkTranscript, decisions: Decision[][]): Decision[][] {
  return decisions.map((ds, i) => {
    const m = t.messages[i]!;
    // (not where the room finds a name its own right after: "Yo, that's me! I'm in the book!")
    if (m.segment?.label !== 'MATH' || !ds.some((d) => d.reason === 'word-problem-character') || findsAfter(t.messages, i).length > 0) return ds;
    const text = unsureNamesPlain(m);
    const people = [...new Map(ds.filter((d) => d.span.type === 'PERSON').map((d) => [d.span.start, d])).values()].sort((a, b) => a.span.start - b.span.start);
    const follow = new Set<number>();
    for (let a = 0; a < people.length; ) {
      let b = a;
      while (b + 1 < people.length && LIST_JOIN.test(text.slice(people[b]!.span.end, people[b + 1]!.span.start))) b++;
      const run = people.slice(a, b + 1);
      if (run.length > 1 && run.some((d) => d.reason === 'word-problem-character') && /^\s+\p{Ll}/u.test(text.slice(run.at(-1)!.span.end)))
        for (const d of run) if (d.verdict !== 'NOT_PII' && NO_CUE.has(d.reason)) follow.add(d.span.start);
      a = b + 1;
    }
    if (follow.size === 0) return ds;
    return ds.map((d) => (d.span.type === 'PERSON' && follow.has(d.span.start) ? decided(d, 'NOT_PII', 'word-problem-character', 'listed-with-characters') : d));
  });
}

/**
 * A name judged a word-problem character in one message is the same character when tutor and student
 * repeat, answer or echo it elsewhere ("Kylie.", "Kylie, definitely."): decide it once for the
 * transcript, so it is neither replaced in one message and left in the next, nor linked to a real
 * person by the mix. Only a mention that greets, introduces or calls on someone by the name
 * (`addressedAsPerson`) makes it a person everywhere instead (privacy first); the teacher's bare call
 * ("Nadia?") does so only where the name was not a problem's character a few messages before.
 */
function sameCharacterEverywhere(t: WorkTranscript, decisions: Decision[][], confirmedNames: ReadonlySet<string>): Decision[][] {
  const lex = lexicon();
  const people = decisions.map((ds) => ds.filter((d) => d.span.type === 'PERSON' && !d.span.placeholder));
  // Where each name was judged a problem's character
  const characterAt = new Map<string, number[]>();
  people.forEach((ds, i) => {
    for (const d of ds) {
      if (d.reason !== 'word-problem-character') continue;
      // (a character's full name makes its surname the character's too: "Dr. Helen Ashby" then "Why didn't Dr. Ashby...")
      const full = nameAt(t, i, d);
      for (const name of new Set([full, full.split(/\s+/).pop()!])) {
        const at = characterAt.get(name);
        if (at) at.push(i);
        else characterAt.set(name, [i]);
      }
    }
  });
  // "Diego and his sister Lucia are making a map", "Kai's cousin Mele": in math talk, a character's relative
  // named beside the character is in the same story
  if (characterAt.size > 0)
    people.forEach((ds, i) => {
      const m = t.messages[i]!;
      if (m.segment?.label !== 'MATH') return;
      for (const d of ds) {
        const kin = KIN_OF_BEFORE.exec(m.text.slice(Math.max(0, d.span.start - 60), d.span.start));
        if (!kin || d.verdict === 'NOT_PII' || !characterAt.has(kin[1]!.toLowerCase())) continue;
        const name = nameAt(t, i, d);
        if (!characterAt.has(name)) characterAt.set(name, [i]);
      }
    });
  const characters = new Set(characterAt.keys());
  // "my real dog. His name is Biscuit" then "How many pounds heavier is Biscuit?": a pet named once is the pet again, and a
  // word the lesson said is a number in another language is that number again ("Saddex is three" then "Saddex!")
  const things = new Map(people.flatMap((ds, i) => ds.filter((d) => THING_REASONS.has(d.reason)).map((d) => [nameAt(t, i, d), d.reason] as const)));
  // Where a learner proposed each name for the problems, as the teacher asked
  const proposedAt = new Map<string, number>();
  people.forEach((ds, i) => {
    for (const d of ds) if (d.reason === 'word-problem-character' && !proposedAt.has(nameAt(t, i, d)) && proposedForProblem(d.span, t.messages[i]!, t.messages)) proposedAt.set(nameAt(t, i, d), i);
  });
  const characterJustBefore = (name: string, i: number) => (characterAt.get(name) ?? []).some((j) => j < i && i - j <= BARE_CALL_REACH);
  /** Whether the mention makes the name a person's by itself: a problem said to be written about the listeners names them
   * ("I wrote it about you guys. 'Marisol buys...'"), so does a friend or relative the room told of outside math talk ("kenji
   * is coming over", then written into a problem: the collision convention) and one the teacher asks to share their work ("Now
   * Kenji did it a different way and I want him to share."), or passes on what they said to the room ("Lupe said you could
   * find the volume of the whole crate"), shows their work with their leave ("this is Jaylen's and he said I could show it"),
   * sets them against a book's of the name ("Real Diego, what do you think?"), puts them into the next problem ("Let's put
   * Marisol in this one since she helped.") or, outside math talk, tells the room they are away or back ("Noor is at the
   * orthodontist today", "welcome back to June"). */
  const makesPerson = (i: number, d: Decision) => {
    const { text, role } = t.messages[i]!;
    const next = text.slice(d.span.end, d.span.end + 80);
    const nonMath = t.messages[i]!.segment?.label === 'NON_MATH';
    return (
      d.reason === 'person-written-into-problem' ||
      REAL_ONE_BEFORE.test(text.slice(Math.max(0, d.span.start - 8), d.span.start)) ||
      REAL_ONE_AFTER.test(text.slice(d.span.end, d.span.end + 20)) ||
      (PUT_IN_BEFORE.test(text.slice(Math.max(0, d.span.start - 10), d.span.start)) && PUT_IN_AFTER.test(text.slice(d.span.end, d.span.end + 28))) ||
      (d.verdict === 'PII' && nonMath && companionTold(text, d.span.start, d.span.end)) ||
      (nonMath && (AWAY_AFTER.test(next) || WELCOMED_BACK_BEFORE.test(text.slice(Math.max(0, d.span.start - 20), d.span.start)))) ||
      (TEACHES.has(role) && (SHARE_ASKED_AFTER.test(next) || SHOWN_WITH_LEAVE_AFTER.test(next))) ||
      (TEACHES.has(role) && d.verdict !== 'NOT_PII' && openQuote(text, d.span.start) < 0 && SAID_TO_ROOM_AFTER.test(text.slice(d.span.end, d.span.end + 32)))
    );
  };
  /** Whether the mention speaks to the one named: greeted, introduced or called on, a roll call outside math talk ("Alright,
   * Will, Grace, Diego. Who has their folder?"; in math talk a list of names is as often a story's cast put in order: "Hope,
   * Sunny, Will."), or a pair called to a turn, one of them confirmed a person ("Ximena and Will." where Will was spoken to;
   * not pets named before, "Gerald and Biscuit, both distinguished names."). Naming a pet ("His name is Biscuit") or someone
   * kept anonymous ("I'm going to call him Tobias") speaks to no one. */
  const spokenTo = (i: number, d: Decision) => {
    const { text, role } = t.messages[i]!;
    if (d.reason === 'pet-name' || d.reason === 'pseudonym') return false;
    const rollCalled = t.messages[i]!.segment?.label === 'NON_MATH' && TEACHES.has(role) && rollCallAt(text, d.span.start, d.span.end) >= 0;
    const pair = TEACHES.has(role) ? pairCalled(text, d.span.start, d.span.end) : undefined;
    const pairCalledOn =
      pair !== undefined &&
      pair.some((n) => n.toLowerCase() === nameAt(t, i, d)) &&
      pair.some((n) => n.toLowerCase() !== nameAt(t, i, d) && confirmedNames.has(n.toLowerCase())) &&
      !pair.some((n) => things.get(n.toLowerCase()) === 'pet-name');
    return rollCalled || pairCalledOn || addressedAsPerson(text, d.span.start, d.span.end, role);
  };
  /** Whether the name is joined by "and" to a character of a problem just read. */
  const pairedWithCharacter = (text: string, d: Decision, i: number) => {
    const m = PAIRED_BEFORE.exec(text.slice(Math.max(0, d.span.start - 40), d.span.start)) ?? PAIRED_AFTER.exec(text.slice(d.span.end, d.span.end + 40));
    if (!m) return false;
    // the other read as one word or as a full name with the word beside it
    const [first, second] = [m[1], m[2]];
    const others = [first, second, first && second ? `${first} ${second}` : undefined].filter((w): w is string => w !== undefined);
    return others.some((o) => characterJustBefore(o.toLowerCase(), i));
  };
  /** Whether a mention that reads as spoken to is still about a story's person, not to someone in the room. */
  const aboutTheStory = (i: number, d: Decision) => {
    const { text, role } = t.messages[i]!;
    const name = nameAt(t, i, d);
    const math = t.messages[i]!.segment?.label === 'MATH';
    const characterBefore = (characterAt.get(name) ?? []).some((j) => j < i);
    const head = text.slice(Math.max(0, d.span.start - 60), d.span.start);
    const proposed = proposedAt.get(name);
    const stop = sentenceEnd(text, d.span.end);
    return (
      // a recent problem's person said back: "Felipe!" answering who has more left, "Felipe: twenty dollars."
      namesRecentCast(t.messages, i, d.span.start, d.span.end) ||
      // the teacher taking up names the room just proposed for the problems: "Penny!" then "Okay, Penny and Sergeant Fishface."
      // ("Do you want to be in a math problem, Harper?" speaks to the classmate proposed)
      (proposed !== undefined && proposed < i && i - proposed <= PROPOSAL_REACH && !/\byou\b/i.test(text.slice(sentenceStart(text, d.span.start), stop))) ||
      // a name the question is about while it speaks to another, named last: "And Dallas, how much does he weigh, Amara?"
      (ANOTHER_ADDRESSED_LAST.test(text.slice(d.span.end, stop + 1)) && /\b(?:he|she|him|her|his|it|they|them)\b/i.test(text.slice(d.span.end, stop))) ||
      // a problem's pair named as the question's topic in math talk: "Okay so Marisol and Andre, what's our first step"
      (math && characterJustBefore(name, i) && pairedWithCharacter(text, d, i)) ||
      // the teacher reminding the room of a character's name in math talk: "And remember her name is Penny, so she only takes pennies."
      (math && TEACHES.has(role) && NAME_GIVEN_BEFORE.test(text.slice(Math.max(0, d.span.start - 16), d.span.start)) && characterBefore) ||
      // a book's picture named ("page 87 ... His name is Will."), judged a character where it stands, a character set beside its
      // role ("Her neighbor, Mr. Patel, is in the next line.") or a counted cast named in apposition ("Two friends, Rosa and
      // Caleb, share a pan of cornbread.")
      (d.verdict === 'NOT_PII' &&
        d.reason === 'word-problem-character' &&
        (NAME_GIVEN_BEFORE.test(head.slice(-16)) || INDEFINITE_ROLE_BEFORE.test(head.slice(-48)) || COUNTED_CAST_BEFORE.test(head.replace(/(?:\p{Lu}\p{Ll}+,?\s+)*\p{Lu}\p{Ll}+,?\s+and\s+$/u, '').replace(/^.*[.!?]\s+/su, '')))) ||
      // a character the teacher asked the room to speak to: "...so tell Marcus what to do." then "Marcus, if you talk more..."
      toldToAddress(t.messages, i, name) ||
      // the teacher's bare "Nadia?" just after Nadia was a problem's character asks about her, not a student (a question's
      // turn given after it, "How long can she stay? Cole.", is given to one)
      (calledByName(text, d.span.start, d.span.end, role) && /^\s*\?/.test(text.slice(d.span.end)) && characterJustBefore(name, i)) ||
      // a note written to a problem's character in math talk is no one in the room greeted: "Can I write 'Dear Lena, you're wrong'?"
      (math && DEAR_BEFORE.test(text.slice(Math.max(0, d.span.start - 6), d.span.start)) && characterBefore)
    );
  };
  const addressed = new Set<string>();
  people.forEach((ds, i) => {
    // (a mention judged a named thing where it stands is told of, not spoken to: "her name is Trina and she is a triangle";
    // a learner's whole turn hailing the class's animal is no one's call either: "Freddie the frog" then "Bye Freddie")
    const { role, text } = t.messages[i]!;
    const petHailed = (d: Decision) => !TEACHES.has(role) && things.get(nameAt(t, i, d)) === 'pet-name' && PUPPET_GREETED.test(text);
    for (const d of ds) if (makesPerson(i, d) || (spokenTo(i, d) && !THINGS_TOLD.has(d.reason) && !petHailed(d) && !aboutTheStory(i, d))) addressed.add(nameAt(t, i, d));
  });
  // A name the room finds its own in the book right after ("Camila's famous! She's in the book.", "Yo, that's me!") is a
  // classmate's written into the problem (the collision convention): the one name of its message, or the one the finder
  // says ("I'm in the problem!" after "Lin says ... and Noah says" tells neither; "that's you" finds someone else only where
  // it says the name, "Ha, it's you! Textbook Jayden!"), in a problem (math talk, or said to be in the book: "There's an
  // Omar in the book!"; "Bartholomew is a funny name." is talk about one), and not inside a longer name ("Madison Square
  // Gardens" then "hey that's my name")
  people.forEach((ds, i) => {
    if (t.messages[i]!.segment?.label !== 'MATH' && !/\bin the (?:book|problem|story|worksheet)\b/i.test(t.messages[i]!.text)) return;
    const finds = findsAfter(t.messages, i);
    if (finds.length === 0) return;
    const text = t.messages[i]!.text;
    const names = new Set(ds.filter((d) => !/^\s+\p{Lu}/u.test(text.slice(d.span.end, d.span.end + 3))).map((d) => nameAt(t, i, d)));
    // (a finder who says which name is theirs finds that one only: "Hey, that's me! I'm Jordan!" finds no Lucy, "Theo's in
    // the book!" no Grandpa Badger, "Ha. Miles. That's me." no Carmen)
    const own = finds.some((m) => !/\b(?:that|it)['’]?s you\b/i.test(m.text)) && !finds.some((m) => /\b(?:[Ii]['’]?m|[Ii] am|[Mm]y name is)\s+\p{Lu}|\p{Lu}\p{Ll}+['’]s in the\b/u.test(m.text) || namedAsOwn(m.text));
    // (one who says the name may come a message later: "Hey that's me!", laughter, then "Yes, it's Tomás, he's in the math book.")
    const naming = findsAfter(t.messages, i, 3);
    for (const name of names) if (naming.some((m) => m.text.toLowerCase().includes(name)) || (names.size === 1 && own)) addressed.add(name);
  });
  // A full name introduced or called on ("I'm Danny Mahoney") makes each of its parts a person's name: a
  // worksheet's "Danny" shares the real one's
  for (const name of [...addressed]) if (name.includes(' ')) for (const part of name.split(/\s+/)) addressed.add(part);
  // (a pet or creature whose name no list holds as a person's stays one when spoken to: "Her name is Sprinkles" then
  // "Keep going, Sprinkles." to the child playing the dragon; "Karen, move." may be a classmate)
  for (const name of addressed) {
    characters.delete(name);
    if (lex.first.has(name) || lex.last.has(name) || !SPOKEN_TO_THINGS.has(things.get(name) ?? '')) things.delete(name);
  }
  if (characters.size === 0 && addressed.size === 0 && things.size === 0) return decisions;
  // A titled name ("mr ruiz") has a cue only in its title: a character's title is no person's, in math
  // talk that neither greets nor thanks the one named ("Thanks Mr. Ruiz" speaks to a real teacher)
  const titledCharacter = (i: number, d: Decision) => {
    const m = t.messages[i]!;
    // (the title's own dot ends no sentence: "Thank Mr. Tanaka")
    const before = m.text.slice(0, d.span.start).replace(/\b(Mr|Mrs|Ms|Dr)\.\s*$/, '$1 ');
    return m.segment?.label === 'MATH' && !TITLED_GREETED.test(before);
  };
  const character = (i: number, d: Decision) => {
    if (d.span.source === GAZETTEER_SOURCE) return true;
    if (d.span.source !== CONTEXT_SOURCE) return false;
    // (any title a person goes by counts here: "Coach Daniels came by this morning" is no story's, whatever the lesson's problem calls him)
    const head = t.messages[i]!.text.slice(Math.max(0, d.span.start - 12), d.span.start);
    const titled = TITLE_BEFORE.test(head.slice(-6)) || TITLE.test(head);
    return titled ? titledCharacter(i, d) : true;
  };
  return decisions.map((ds, i) =>
    ds.map((d) => {
      if (d.span.type !== 'PERSON' || d.span.placeholder) return d;
      const name = nameAt(t, i, d);
      // (a character's full name holding a person's, "Danny Ortega" beside a real Danny, shows the real one's too; a unit
      // named after a scientist and written in lower case stays the unit: "a temperature scale called kelvin")
      const unit = lex.measureUnits.has(name) && t.messages[i]!.text.slice(d.span.start, d.span.end) === name;
      // (a name proposed for the problems that the room knows as someone's, "This is Mr. Haile." then "Mr. Haile!", is his)
      if (proposedAt.get(name) === i && confirmedBefore(t, name, i))
        return decided(d, 'PII', 'person-confirmed-in-transcript', 'person-confirmed-transcript');
      // (a story animal named like the classmate who finds it theirs too: "Theo the hedgehog" then "Theo's in the book!")
      if ((d.reason === 'word-problem-character' || d.reason === 'named-thing' || (d.reason === 'pet-name' && t.messages[i]!.segment?.label === 'MATH')) && !unit && !things.has(name) && (addressed.has(name) || (name.includes(' ') && name.split(/\s+/).some((part) => addressed.has(part)))))
        return decided(d, 'PII', 'person-addressed-in-transcript', 'person-addressed-transcript');
      if (d.verdict !== 'NOT_PII' && characters.has(name) && character(i, d))
        return decided(d, 'NOT_PII', 'word-problem-character', 'word-problem-character-transcript');
      const thing = things.get(name);
      if (d.verdict !== 'NOT_PII' && thing !== undefined && (d.span.source === GAZETTEER_SOURCE || d.span.source === CONTEXT_SOURCE))
        return decided(d, 'NOT_PII', thing, `${thing}-transcript`);
      return d;
    }),
  );
}
