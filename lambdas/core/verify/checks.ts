// Deterministic verification checks, each a small unit. A check returns a verdict with a reason or
// nothing (no opinion). Privacy first: only positive evidence yields NOT_PII; the first check with an
// opinion decides, and a candidate no check drops stays PII (or UNCERTAIN when its score is low).
import type { Span, Verdict, WorkMessage } from '../schema.js';
import { lexicon } from '../detect/lexicon.js';
import { answersCastQuestion } from '../detect/cast-answer.js';
import { countsFromToday, monthDayOf, TODAY_IS } from '../detect/recognizers/dates.js';
import { RELATIVE_NAMED } from '../detect/recognizers/personal.js';
import { NUMBER_WORD } from '../detect/spoken-numbers.js';
import { CONTEXT_SOURCE, GAZETTEER_SOURCE, IT_CALLED_BEFORE, RELATION, ROLE_TITLE_END, ROLE_TITLES, SECOND_PERSON, TITLE } from '../detect/recognizers/person.js';
import { SENTENCE_OPENS, sentenceEnd, sentenceStart } from '../detect/sentence.js';
import { escapeRegExp } from '../regex.js';
import { addressedAsPerson, calledByName, TEACHES, teacherSaid } from './address.js';

export interface CheckContext {
  span: Span;
  text: string;
  /** The candidate's own text (never logged or recorded). */
  value: string;
  message: WorkMessage;
  /** Messages within the context window, the candidate's own included. */
  window: readonly WorkMessage[];
  /** Lower-cased names confirmed by a strong cue (`strongPersonCue`) anywhere in the transcript. */
  confirmedNames: ReadonlySet<string>;
  /** Whether a lower-cased name word was a PERSON candidate in an earlier message of the transcript. */
  namedEarlier: (name: string) => boolean;
  /** Whether the mention at [start, end) says back one of a recent problem's people, no call (`namesRecentCast`). */
  castSaidBack: (start: number, end: number) => boolean;
}

export interface Check {
  id: string;
  verify(ctx: CheckContext): { verdict: Verdict; reason: string } | undefined;
}

const MATH_WORDS =
  /\b(?:coordinates?|points?|equations?|numbers?|answers?|solve|solution|fractions?|ratio|graph|plot|axis|sum|product|difference|quotient|plus|minus|times|divided|multiply|add|subtract|equals?|value|variable|x|y)\b|[=+×÷^]|\d\s*[-*/]\s*\d/i;
// A compound subject may come first: "Carlos and his brother split 18 marbles"
// (the words before the verb are no one spoken to: "Dev you flipped the sign" is a call)
const PROBLEM_VERBS =
  /^(?:'s|’s)?(?:\s+and\s+(?:his|her|their|the)\s+\w+)?\s+(?:(?!(?:you|u|i|we)\s)\w+\s+){0,2}?(?:has|had|have|buys|bought|gives|gave|ran|runs|walks|walked|wants|needs|made(?!\s+(?:(?:one|it|this|that|a\s+(?:new\s+|good\s+|hard\s+)?(?:one|problem|story))\s+)?up\b)|makes|baked|bakes|earns|earned|saves|saved|spent|spends|collects|collected|reads|read|drove|drives|shares|shared|eats|ate|picked|picks|sold|sells|paid|pays|(?:is|was) (?:making|buying|selling|saving|baking|planting|packing|building|shopping|tiling|painting|fencing|carpeting|designing|filling|wrapping)|got|gets|found|finds|put|puts|cut|cuts|planted|plants|swam|rode|rides|holds|held|carries|carried|contains|weighs|weighed|costs|scored|scores|filled|fills|draws|drew|sprinted|sprints|caught|catches|went|goes|sorted|sorts|painted|paints|built|builds|wrote|writes|washed|washes|jumped|jumps|swims|grew|grows|measured|measures|cooked|cooks|poured|pours|travel(?:l)?ed|travels|packed|packs|mixed|mixes|deposits|deposited|invests|invested|borrows|borrowed|checks out|checked out|returns|returned|withdraws|withdrew|owes|owed|lends|lent|trades|traded|uses|used|visits|visited|sews|sewed|knits|knitted|hikes|hiked|bikes|biked|climbs|climbed|serves|served|stacks|stacked|folds|folded|wraps|wrapped|decorates|decorated|gathers|gathered|feeds|fed|rolls|rolled|spins|spun|tosses|tossed|surveys|surveyed|leaves|arrives|arrived|takes|took|owns|owned|hires|hired|charges|charged|rents|rented|opens|opened|bills|billed|tips|tipped|wakes up|woke up|falls asleep|fell asleep|practices|practiced|wins|won|types|typed|texts|texted|take turns|takes turns|took turns|flips|flipped|removes|removed|chooses|chose|plays|played|share|buy|sell|split|tiene|compra|da|come|corre|lee|gana|gasta|vende|hace|camina|reparte|ahorra|necesita|quiere|tenía|tenia|tuvo|compró|compro|dio|comió|comio|corrió|corrio|leyó|leyo|ganó|gano|gastó|gasto|vendió|vendio|hizo|caminó|camino|repartió|repartio|ahorró|ahorro|pagó|pago|recogió|recogio|sale|salió|salio|llega|llegó|llego|maneja|manejó|manejo|siembra|sembró|sembro|pone|puso|mide|cuesta|costó|costo|lleva|llevó|llevo|hornea|horneó|horneo|prepara|preparó|preparo|junta|juntó|corta|cortó|tem|tinha|comprou|vendeu|gastou|ganha|ganhou|paga|pagou|comeu|correu|faz|fez|precisa|guardou|economiza|court|achète|achete|vend|mange|donne|gagne|dépense|depense|parcourt|roule|partage|achte|vann|manje|kouri|depanse|pataje|(?:es|era) \d+|(?:is|are|was|were) (?!(?:saying|asking|telling|talking|thinking|wondering|explaining|arguing|suggesting|answering|claiming|guessing|raising|pointing)\b)\w+ing|(?:is|was) \d+)(?![\p{L}\p{N}_])/iu;
/** The name and its own crew acting together, the verb plural: " and his pirates find", " and her friends share", " and his grandpa take". */
const CREW_VERB =
  /^\s+and\s+(?:his|her|their)\s+(?:\p{L}+\s+)?(?:find|share|split|buy|have|get|make|bake|eat|sell|collect|pick|need|want|walk|run|ride|drive|plant|build|pay|spend|save|earn|divide|catch|dig|carry|fill|take|go|travel|visit|hike|fly)\b/iu;
/** A plural verb of a story's pair: " flip three coins", " run a dice booth". */
const PAIR_VERB = /^\s+(?:flip|roll|spin|play|race|toss|trade|share|split|buy|sell|run|walk|ride|pick|collect|earn|save|spend|eat|drink|bake|make|plant|build|paint|pour|mix|measure|jump|throw|order|pay|need|want|take|win|lose|draw|pack|deliver|carry|hike|swim|bike|climb|serve|stack|fold|decorate|sort|wash|knit|sew)\b/i;
/** A second capitalised subject joined to the name: " and Daquan", " & Leo". */
const SECOND_SUBJECT = /^\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+(?=\s)/u;
/** The rest of a list of names the name opens: ", Bob and Carol", ", Bob, and Carol". */
const LIST_REST = /^(?:,\s+\p{Lu}[\p{L}'’-]+)+,?\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+(?=\s)/u;
/**
 * "Last one, friends. Alice, Bob and Carol split 36 stickers": a list of names opening a sentence, then a
 * problem's verb, is the story's subject, though its first comma reads like a call. Not a group's count
 * ("Harper, Trevor and Destiny all have 5", real data read out) nor a call ("Ana, Bo and Cy, you each...").
 */
const listSubject = (after: string) => {
  const list = LIST_REST.exec(after);
  if (!list) return false;
  const rest = after.slice(list[0].length);
  return PROBLEM_VERBS.test(rest) && !/^\s+(?:all|both|each)\b/i.test(rest);
};
/** The problem named as such right before the name: "In this question, ", "In the question data, \"". */
const STATED = String.raw`\b(?:in|from) (?:the|this|that|our) (?:given )?(?:question|problem|story|word problem)(?: data)?\s*[,:]?\s*["“]?`;
const STATED_PROBLEM = new RegExp(`${STATED}$`, 'i');
/** The number of a problem's label: "3", "3b", "four". */
const LABEL_NUMBER = String.raw`(?:\d+[a-z]?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
/** A problem's wording read out: "the problem says", "it says", "Problem 22 says". */
const PROBLEM_SAYS = String.raw`(?:the|this) (?:problem|question|story|book|worksheet|task|card|page) says|(?:problem|question)\s+(?:${LABEL_NUMBER}\s+)?says|(?:number|#)\s*${LABEL_NUMBER}\s+says|it says`;
const PROBLEM_OPENERS = new RegExp(
  String.raw`(?:\b(?:if|suppose|imagine|when|assume|pretend|si|supongamos que)\s+|(?:^|[.!?,]\s*|\blet['’]?s\s+|\b(?:so|now|okay|ok)\s+)say\s+|${STATED}|\b(?:${PROBLEM_SAYS}|read (?:it|this|this one|along) with me)\s*[:,]?\s*["“]?|\b(?:problem|question|exercise|example|activity|task|number|#)\s*\d*\s*[:.)]\s*|\b(?:here is|here's|try|next)\s+(?:a |an |another |the next |a harder |an easier )?(?:one|problem|question)\s*[:.]\s*)$`,
  'i',
);
/** Tagalog's personal article before a name, a kin word or title between ("si Carlo", "Si Tatay Ben", "si Aling Nena"). */
const TAGALOG_PERSON_BEFORE = /\bsi\s+(?:(?:aling|mang|tatay|nanay|lola|lolo|tita|tito|kuya|ate)\s+)?$/i;
/** A Tagalog word problem's question: how much ("magkano"), how many ("ilan", "ilang"). */
const TAGALOG_QUESTION = /\b(?:magkano|ilan|ilang)\b[^?]*\?/i;
/** "Whose garden has the bigger area?": a problem's comparison question. */
const WHOSE_QUESTION = /\bwhose \w+ (?:is|has|was|had|holds|will)\b/i;
/** "How many cookies does she have?", "What does he pay in total?": a problem's question about a third person. */
// ("What's her speed in miles per minute?", "How far is his house from school?": asked of what the one named has)
const PRONOUN_QUESTION = /\b(?:how (?:many|much|far|long)|what)\b(?:[^.?!]*\b(?:do|does|did|will|would|should|can|could) (?:she|he|they)\b|(?:['’]s|\s+(?:is|was|are|were))\s+(?:her|his|their)\b)[^.?!]*\?/i;
/** The same asked as a problem is read out, its question mark left off: "How many miles do they drive." */
const PRONOUN_QUESTION_READ = /\bhow (?:many|much|far|long)\b[^.?!]*\b(?:do|does|did|will|would|should|can|could) (?:she|he|they)\b[^.?!]*\./i;
/** "She says she has 1,804 markers. Is she correct?": an error-analysis problem asks whether its character's claim holds. */
// ("Is his sister right?": someone of the character's judged the same way)
const PRONOUN_JUDGED = /\b(?:is|was) (?:she|he|(?:his|her) (?:sister|brother|friend|mom|dad|partner|cousin)) (?:right|correct|wrong|incorrect)\?/i;
/** Who is in class today: "absent", "out sick", "at the dentist". */
// (and coming back from one: "if Omar comes back after the dentist is it 21?")
const ATTENDANCE = /\b(?:absent|tardy|out sick|(?:is|are|was|were)(?: not|n['’]t) here|here today|went home|(?:at|had|after|from) the (?:dentist|doctor|nurse))\b/i;
/** A problem's label opening the sentence: "Number four: ", "Problem 3. ", "#2) ". */
// (or its bare number closed by a bracket, as a pasted worksheet numbers it: "3) Leon's bill ...")
const LABELLED_PROBLEM = new RegExp(String.raw`^\s*(?:(?:problem|question|exercise|example|activity|task|number|#)\s*${LABEL_NUMBER}\s*[:.)]|\d{1,2}\))\s*$`, 'i');
/** A problem's class is its character's own ("Mr. Lee's class collected 198"), not the session's. */
const OWN_CLASS = /\b\p{Lu}\p{L}*['’]s class\b/gu;
/** The speaker's own group, class or trip in the message: "How many are left for my group?", "her twins are in our class". A
 * titled adult counted there is the class's own chaperone or staff, not a story's ("Mr. Kim's group has 6"). */
const OWN_GROUP = /\b(?:my|our) (?:group|class|team|bus|car|table|trip|field trip|chaperones?)\b/i;
/** Talk about the session and the learners' own work ("had a great strategy"), not a problem's story. */
/** A problem's label and where it is shown, before a colon: "Problem 1 is on the whiteboard: ". */
const PROBLEM_SHOWN = /^[^:]*\b(?:problem|question|exercise|number)\b[^:]*:\s+/i;
// (not a problem's priced class: "3 class passes for $120")
const SESSION_TALK = /\b(?:examples?|quiz(?:zes)?|tests?|homework|worksheets?|session|(?<!\d )class(?!\s+(?:pass|passes|tickets?|fees?)\b)|(?<!per )minutes?|more (?:questions|problems)|out of \d+ on|grades?|scores? on|help|strateg(?:y|ies)|explanations?|(?:on|at|to) the (?:white ?)?board|(?:same|different) (?:answer|number) as)\b/i;
/** "ran 3 laps in 12 minutes", "types 40 words per minute", "ran the mile in 9 minutes", "ran it in 8 and a half
 * minutes", French "court 5 km en 27 minutes": a rate or a time taken belongs to a problem, not to the session's clock. */
// (the numbers in words too: "types two hundred forty words in four minutes")
const RATE_COUNT = String.raw`\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|hundred|thousand`;
const RATE = new RegExp(String.raw`\b(?:${RATE_COUNT}|the|a|an|it)\s+(?:[a-z]+,?\s+)?(?:in|per|every|each|en)\s+(?:${RATE_COUNT}|an?)?(?:\s+and\s+a\s+half)?\s*(?:seconds?|minutes?|hours?|days?|weeks?)\b`, 'gi');
/** "falls asleep 50 minutes in", "arrives 15 minutes early", "After 3 minutes she is 0.9 miles from home": a time
 * into or around a story's event, not the session's clock ("after 5 minutes you switch" is the session's). */
const ELAPSED = /\b\d+\s+(?:seconds?|minutes?|hours?)\s+(?:in|into|later|early|late)\b|\bafter\s+\d+(?:\.\d+)?\s+(?:seconds?|minutes?|hours?),?\s+(?:she|he|they|it)\b/gi;
/** "drives at 35 miles per hour for 24 minutes": beside a rate, a duration is the problem's too. */
const RATE_DURATION = /\bfor\s+\d+(?:\.\d+)?\s+(?:seconds?|minutes?|hours?)\b/gi;
/** "lasts 1 hour 50 minutes", "took 2 hours and 15 minutes": how long a story's event runs. */
const EVENT_DURATION = /\b(?:lasts?|lasted|takes|took)\s+(?:\d+(?:\.\d+)?\s+hours?\s+(?:and\s+)?)?\d+(?:\.\d+)?\s+(?:seconds?|minutes?|hours?)\b/gi;
/** "ate noodles for 45 minutes", "practiced piano for 30 minutes": how long a story's act lasted (the session's own is
 * said to "you" or "we": "work on this for 5 minutes"). */
const ACT_DURATION = /\b(?:ate|played|practiced|practised|ran|walked|swam|biked|rode|studied|slept|danced|waited|drove|hiked|skated|jogged|cooked|baked|sang|watched|painted)\b(?:\s+[a-z]+){0,3}?\s+for\s+\d+(?:\.\d+)?\s+(?:seconds?|minutes?|hours?)\b/gi;
/** The sentence without its story's clock (rates, times taken, times into an event), for telling session talk apart. */
function withoutStoryClock(sentence: string): string {
  const rateless = sentence.replace(RATE, ' ');
  return (rateless === sentence ? sentence : rateless.replace(RATE_DURATION, ' ')).replace(ELAPSED, ' ').replace(ACT_DURATION, ' ').replace(EVENT_DURATION, ' ');
}
/** Words of a student's own work in the lesson: "has a question", "got 12 on number 3", "raised her hand". */
const OWN_WORK = /\b(?:question|answer|idea|turn|number \d+|hand|pencil|notebook|paper)\b/i;
/** A count said in words: "fifteen", "twenty-one". */
const COUNT_WORD = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)`;
/** "Brianna got 6/8.", "Xavier got 48 and", "Yusuf got fifteen,", "Bao's got 14,": a classmate's answer reported, a bare number after the verb (a problem's has a thing counted). */
const ANSWER_VERB = String.raw`^(?:\s+|['’]s\s+)(?:got|gets|put|wrote|answered)\s+`;
const ANSWER_REPORT = new RegExp(
  String.raw`${ANSWER_VERB}(?:(?:that\s+)?(?:[-−]?\$?\d+(?:[./]\d+)?|${COUNT_WORD})(?=\s*(?:[,.?!]|$|(?:and|but|so|cause|because|bc|cuz|too)\b))|it (?:first|right|wrong)\b|the same\b|a different\b)`,
  'i',
);
/** "Sofia's group got the mean as 2.4": a classmate's group reporting its answer in class. */
const GROUP_ANSWER = /^['’]s (?:group|table|team|partner)\s+(?:got|gets|found|wrote|answered|put|said|says)\b/i;
/** An answer's number after the verb, whatever follows it: with the speaker's own beside it, answers compared. */
const ANSWER_NUMBER = new RegExp(String.raw`${ANSWER_VERB}[-−]?\$?\d`, 'i');
const PROBLEM_WORDING =
  /\b(?:how many|how much|how far|how fast|how long|how tall|how old|taller|shorter|better (?:deal|buy)|more than|less than|fewer|fewest coins|what(?:['’]s| is) (?:the|her|his|their) change|altogether|in all|left over|what (?:fraction|percent|percentage|part|portion)|(?:is|are|was|were) left\?|what(?:['’]s| is) left\b|total (?:number|amount|cost|distance)|(?:fraction(?:al)?|amount|share|percent(?:age)?) (?:of|for)|which (?:equation|expression|statement|graph|table|model)|show that|the (?:question|problem) says|(?:price|cost) per|unit (?:price|rate)|average speed|percent (?:increase|decrease|change)|from (?:least|greatest|smallest|largest|shortest|longest) to (?:greatest|least|largest|smallest|longest|shortest)|(?:write|solve)(?: and solve)? an? (?:equation|inequality)|what(?:['’]s| is) the (?:slope|rate of change|y-intercept)|cu[aá]nt[oa]s?|quant[oa]s?|combien|konbyen|bao nhiêu|le quedan|en total|em total|ao todo|en tout|au total|mayor que|menor que|el doble|la mitad|la suma de)|_{3,}/i;
/** A story's measure or chance asked: "What is the volume of the box?", "What's the area?", "Probability it's from Mr. Obi's class?". */
const MEASURE_ASKED = /\bwhat(?:['’]s| is) the (?:volume|area|perimeter|surface area|probability)\b|\bprobability (?:it|that)\b[^.?!]*\?|\bhow (?:high|deep|wide)\b[^.?!]*\?/i;
/** The same asked as a whole question after a story: "Kofi has a square rug. Each side is 8 feet. What's the area?" (not of one
 * the room named before: "everybody calls her Lola Remy" then "Lola Remy put a border of tiny squares... What's the area?") */
const MEASURE_QUESTION = /[^.?!]*\bwhat(?:['’]s| is) the (?:volume|area|perimeter|surface area)\b[^.?!]*\?/i;
/** A question in a problem's words: "What's the percent increase?", "how many are left?". */
const WORDED_QUESTION = new RegExp(String.raw`[^.?!]*(?:${PROBLEM_WORDING.source})[^.?!]*\?`, 'i');
/** An "if" followed by two comparisons of the same kind of thing: "if A is as tall as B and B is taller than C". */
const COMPARISON_CHAIN = /\bif\b(?=(?:[^.?!]*?\b(?:as\s+\p{L}+\s+as|\p{L}+er\s+than|(?:more|less)\s+\p{L}+\s+than)\b){2})/iu;
/** "Fill in the table.", "Write an equation for it.", "Expression for the cost?": a task set on what the story gave. */
const TASK_SET =
  /(?:^|[.!?]\s+)(?:(?:now\s+|so\s+)?(?:fill in|complete|make|draw|write)\s+(?:the|a|an|your)\s+(?:[\w-]+\s+){0,2}?(?:table|equation|graph|diagram|number line|expression)\b[^.?!]*[.!]|(?:an?\s+)?(?:expression|equation)\s+for\s+(?:the|his|her|their)\b[^.?!]*[.?]|(?:(?:use|do|try|make)\s+an?\s+)?(?:area model|tape diagram|strip diagram|partial products|standard algorithm)\b[^.?!]*[.!])/i;
/** "For every 2 cups of blue he uses 3 cups of yellow. Fill in the table.": the story going on with its character's
 * numbers under a pronoun, then a task set on them (returned like a question, from the story's end to the task's). */
function pronounTask(rest: string): RegExpExecArray | null {
  const task = TASK_SET.exec(rest);
  return task && /\b(?:he|she|they)\b/i.test(rest.slice(0, task.index)) && NUMBER.test(rest.slice(0, task.index)) ? task : null;
}
/** "How many oranges did David buy?", "what percent ... did Malik catch": a problem's own question about its character. */
const QUESTION_ABOUT =
  /\b(?:how (?:many|much|far|long)|what (?:fraction|percent(?:age)?|part|portion|share))\b[^.?!]*\b(?:did|does|do|will|would|can|could|should)\s+$/i;
const QUESTION_VERB =
  /^\s+(?:buy|eat|sell|bake|pick|read|make|spend|save|earn|collect|drive|run|walk|swim|ride|plant|cut|share|give|pay|use|need|paint|build|draw|write|catch|score|fill|pour|cook|pack|travel|sprint|jump|grow|sort|wash|carry|deliver|bring|win|lose|measure|mix)\b[^.?!]*\?/i;
/** Placed at a point: "is at (-3, 5)", "sits on (2,4)". */
const GRID_POINT_AFTER = /^\s+(?:is|was|are|were|sits|stands|lives)\s+(?:at|on)\s+(?:the\s+point\s+)?\(\s*-?\d+(?:\.\d+)?\s*,\s*-?\d/i;
/** A variable in an expression ("x + 4", "3x", "n - 2"). */
const ALGEBRA = /\b[a-z]\s*[-+*/=]\s*\d|\d[a-z]\b|[-+*/=]\s*[a-z]\b/;
/** Things a problem's character owns; a classmate's work ("Kevin's answer", "Kevin's idea") is not among them. */
const PROBLEM_POSSESSION =
  /^(?:'s|’s)\s+(?:(?:candy|flower|pet|toy|book|bike|pizza|ice cream|donut|cupcake|bake|fruit|corner|general|farm|vegetable|coffee|taco|food|lemonade|juice|sandwich|cookie|bagel|sports|shoe|smoothie)\s+)?(?:rule|pattern|sequence|recipe|garden|farm|pizza|pie|cake|bakery|store|shop|stand|truck|cafe|restaurant|account|savings account|bank account|piggy bank|fence|pool|tank|aquarium|lemonade stand|rectangle|triangle|number machine|function machine)\b/i;
const TITLED_THING = /^['’]s((?:\s+\p{Lu}\p{Ll}+){1,3})/u;
/** What a learner contributes: "Marcus's way", "Dominic's idea". */
const LEARNER_WORK = 'way|method|strategy|idea|answer|estimate|prediction|guess|work|thinking|solution|conjecture|question|turn';
/** A learner's own contribution after a name ("Dominic's idea", "Marcus's reasoning"). */
const LEARNER_WORK_AFTER = new RegExp(String.raw`^['’]s\s+(?:${LEARNER_WORK}|reasoning)\b`, 'i');
/** A learner's work told by its owners ("the prediction Tariq and Priya made"): the work before the names (no i flag: \p{Lu}
 * would match any letter), what they did after. */
const WORK_OWNERS_BEFORE = new RegExp(String.raw`\b(?:[Tt]he|[Tt]hat|[Tt]his|[Ww]hich|[Ww]hat)\s+(?:${LEARNER_WORK}|predictions|guesses|ways|answers|strategies|ideas)\s+(?:\p{Lu}\p{Ll}+,?\s+and\s+)?$`, 'u');
const WORK_DONE_AFTER = /^(?:,?\s+and\s+\p{Lu}\p{Ll}+)?\s+(?:made|had|gave|did|came up with|used|tried|found|wrote|picked|chose|shared)\b/u;
/** A strategy done to the numbers themselves: " halved one number", " rounded the 47", " broke apart the 16". */
const STRATEGY_AFTER = /^\s+(?:halved|doubled|rounded|decomposed|regrouped|broke apart|broke up|split up|compensated|partitioned)\s+(?:(?:one|the|a|both|each|that|this|his|her|their)\s+)?(?:other\s+)?(?:numbers?|factors?|addends?|\d[\d,]*)\b/i;
const strategyRecalled = (text: string, at: number, after: string) => STRATEGY_AFTER.test(after) && /\bwhen\s+$/i.test(text.slice(Math.max(0, at - 6), at));
/** A classmate's words reported after the name: " just said", " said 3/8", " was saying". */
const REPORTED_SPEECH_AFTER = /^\s+(?:just\s+|already\s+)?(?:said|says|was saying|explained|mentioned|pointed out|noticed|asked|did|showed|drew)\b/i;
/** A classmate's words reported in the past tense: " said", " just explained", " told us". */
const REPORTED_PAST_AFTER = /^\s+(?:just\s+|already\s+)?(?:said|was saying|explained|mentioned|pointed out|noticed|told (?:us|me|you))\b/i;
/** A classmate's group in the room: "Priya's group". */
const CLASS_GROUP_AFTER = /^['’]s\s+group\b/i;
/** What a learner did just now, told as it happens: " just traded a blue", " just did an area model", " halved and halved again". */
const JUST_DONE_AFTER = /^\s+(?:just\s+(?:did|knew|traded|made|found|got|used|drew|wrote|showed|pulled|went|figured|realized|noticed|caught|changed|fixed|split|broke|moved|counted|skipped)\b|(?:halved|doubled)\s+and\s+(?:halved|doubled)\b)/i;
/** A learner asked to say it again: "say that again ", "repeat that, ". */
const ASKED_TO_REPEAT_BEFORE = /\b(?:say|repeat)\s+(?:that|it)(?:\s+again)?,?\s+$/i;
/** The room naming a learner's way after them: "I'm calling it ", "let's call this the ". */
const STRATEGY_NAMED_BEFORE = /\b(?:call(?:ing)?|nam(?:e|ing))\s+(?:it|this|that)(?:\s+one)?\s+(?:the\s+)?$/i;
/** The name (lower case) said, unquoted, to have said something ("Amara said three eighths is ..."), to be saying it ("so Oksana's
 * saying she agrees"), to have just done something,
 * owning a group in the room, or naming a way the room calls after them ("I'm calling it Sofia's halving"). */
function classmateCued(text: string, name: string): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
    if (/\p{L}/u.test(lower[at - 1] ?? '') || openQuote(text, at) >= 0) continue;
    const after = text.slice(at + name.length, at + name.length + 24);
    const before = text.slice(Math.max(0, at - 24), at);
    if (REPORTED_PAST_AFTER.test(after) || REVOICED_AFTER.test(after) || CLASS_GROUP_AFTER.test(after) || strategyRecalled(text, at, after) || JUST_DONE_AFTER.test(after) || STRATEGY_NAMED_BEFORE.test(before) || ASKED_TO_REPEAT_BEFORE.test(before))
      return true;
  }
  return false;
}
/** "like Bao said", "what Bao said", "as Bao explained". */
const SAID_LIKE_BEFORE = /\b(?:like|as|what)\s+$/i;
/** Kin, groups and a learner's own work, titled on the board ("Marcus's Method"): a real person's. */
// (and a class's name for a learner's strategy, "Priya's Partial Products", "Hassan's Half-Double", "Summer's Split")
const OWNER_OF_PEOPLE = new RegExp(`^(?:mom|mum|dad|mother|father|brother|sister|aunt|uncle|grandma|grandpa|cousin|family|friend|friends|group|team|table|class|partner|${LEARNER_WORK}|products?|partial|split|shortcut|trick|move|half-double|round)$`);
/** The teacher asking the room to name a story's character: "You get to name her.", "What should we call the baker?", or to
 * give names for the lesson's problems ("so I need names. Not real people", "Name ideas?"). */
const NAMING_ASKED =
  /\b(?:you (?:get to|can) name (?:her|him|it|them)|(?:let['’]?s|we(?:['’]ll| will| can| should)) name (?:her|him|it|them|the \w+)|what should (?:we|i) (?:name|call) (?:her|him|it|them|the \w+)|give (?:her|him|it|them|the \w+) a name|I (?:need|want) (?:some |a few |two |three |a |new )?names\b|(?:give me|any|who has|got any) (?:some |good |new )?names\b|name ideas|new character|I need (?:a |another |one more )?(?:new )?character|who['’]?s our character)\b/i;
/** One name a learner calls out, titled or not: "Penny", "Sergeant Fishface", "Mr. Noodle". */
const NAME_ITEM = String.raw`\p{Lu}[\p{L}'’-]*\.?(?:\s+\p{Lu}[\p{L}'’-]*){0,2}`;
/** A turn that is only names called out, a transcriber's note before them: "Penny!", "[crosstalk] Bob! Captain Underpants! Mr. Noodle!". */
const ONLY_NAMES = new RegExp(String.raw`^\s*(?:\[[^\]]*\]\s*)?(?:${NAME_ITEM}\s*(?:[.!?,]+|\s+and\s+)\s*){0,3}${NAME_ITEM}\s*[.!?]*\s*$`, 'u');
/** How many messages back the naming may have been asked for. */
const NAMING_REACH = 3;
const namingAsked = (window: readonly WorkMessage[], message: WorkMessage) => {
  const i = window.indexOf(message);
  return teacherSaid(window, i - NAMING_REACH, i, NAMING_ASKED);
};
/** A name a learner proposes, in math talk, just after the teacher asked the room for names: titled ("Mrs. Crumbs!") or the
 * turn's only words ("Penny!"). `window` holds `message`. */
export const proposedForProblem = (span: Span, message: WorkMessage, window: readonly WorkMessage[]) =>
  message.segment?.label === 'MATH' &&
  !TEACHES.has(message.role) &&
  (TITLE_BEFORE.test(message.text.slice(Math.max(0, span.start - 8), span.start)) || ONLY_NAMES.test(message.text)) &&
  namingAsked(window, message);
/** "'s Fruit Stand", "'s Ray": ordinary English words, capitalised as a title, owned by the name before. */
function titledPossession(after: string): boolean {
  const m = TITLED_THING.exec(after);
  if (!m) return false;
  const lex = lexicon();
  return m[1]!.trim().split(/\s+/).every((w) => {
    const l = w.toLowerCase();
    return lex.english.has(l) && !OWNER_OF_PEOPLE.test(l);
  });
}
/**
 * "Problem four. Devon says 2/4 is bigger than 1/2. Kiara says they're equal. Who is right?": a worksheet's
 * claim to judge. Its claimants speak in the present tense, after the problem's label, in a message that asks
 * whose claim is right. A classmate revoiced by the teacher ("Marcus said 12, do you agree?") has no label.
 */
const CLAIM_AFTER = /^,?\s+(?:says|thinks|claims|believes|states|predicts|argues)\b/i;
/** The message just before `message` in its window, if any. */
const messageBefore = (window: readonly WorkMessage[], message: WorkMessage): WorkMessage | undefined => window[window.indexOf(message) - 1];
/** A claim given to a name ("Fatima thinks less than twenty, why"), and the words of it. */
const CLAIM_GIVEN_AFTER = /^\s+(?:thinks|says|said|thought|guessed|predicts)\s+(?:that\s+)?(?:it(?:['’]s|\s+is)\s+)?([^,.?!]{3,40})/i;
/** The claim a learner made in the turn just before, word for word: a classmate revoiced, not a task's claimant. */
function claimEchoed(window: readonly WorkMessage[], message: WorkMessage, after: string): boolean {
  const claim = CLAIM_GIVEN_AFTER.exec(after)?.[1]!.trim().toLowerCase();
  const previous = messageBefore(window, message);
  return claim !== undefined && /\s/.test(claim) && (previous?.role === 'student' || previous?.role === 'students') && previous.text.toLowerCase().includes(claim);
}
/** "Chase is saying", "Marisol's telling us", "Valentina is using her number sense", "Yusuf found his own mistake": a classmate's words, thinking or self-correction revoiced in the moment. */
const REVOICED_AFTER = /^(?:(?:\s+is|['’]s)\s+(?:saying|telling us|asking|wondering|noticing|using\s+(?:her|his|their))|\s+(?:found|caught|fixed)\s+(?:his|her|their)\s+own\s+(?:mistake|error)s?)\b/i;
const PROBLEM_LABEL = new RegExp(
  String.raw`\b(?:problem|question|exercise|number|item|task|activity|#)\s*${LABEL_NUMBER}\b\s*(?:[.:)]|says\b)|\b(?:the (?:problem|question|worksheet|book|task|card|next one) says|it says)\b`,
  'i',
);
const JUDGE_CLAIM =
  /\b(?:who(?:'s|’s| is| was) (?:right|correct|wrong|incorrect)|(?:is|was|are|were) (?:he|she|they|\p{Lu}\p{L}+) (?:right|correct|wrong|incorrect)|(?:who )?do you agree|which (?:student|person|one|claim) is (?:right|correct)|what (?:mistake|error) did|explain your reasoning)\b/iu;
/**
 * "Look at Priya's table on page 84", "in the video, Diego was filling the tank", "Clare's work from the
 * book": the name's sentence says where the story is written. Students' own work is shown "on the doc cam",
 * "from yesterday's exit ticket": no source of that kind.
 */
const SOURCE_NAMED =
  /\b(?:(?:in|on|from)\s+(?:the|your|our|this|that|today['’]s)\s+(?:(?:practice|word|story)\s+)?(?:book|workbook|textbook|worksheet|handout|sheet|packet|video|problem|task|activity|exit ticket|warm-?up|story)\b|(?:the|your) (?:book|workbook|textbook|worksheet|handout|sheet|problem|task|video)(?:['’]s| is)? (?:says|saying|shows|showing|has|had|gives|is about)\b)/i;
/** "Who drank more juice?", "Who jumps farther?": a question comparing a story's cast. */
const WHO_COMPARED = /\bwho\s+\p{Ll}+\s+(?:more|less|fewer|farther|further|longer|shorter|faster|slower|higher|the most|the least|the farthest)\b/iu;
/** "Is Coach Tanner right?": the claimant named again and judged. */
const NAMED_JUDGED = /\b[Ii]s\s+(?:(?:[Cc]oach|[Mm]r|[Mm]rs|[Mm]s|[Mm]iss|[Dd]r)\.?\s+)?\p{Lu}\p{Ll}+\s+(?:right|correct|wrong)\b/u;
/** A multiple-choice letter right before the name: "A: ", "Choice B, ", "(C) ". */
const CHOICE_BEFORE = /(?:^|[.?!,;:]\s*|\s)(?:(?:choice|option|answer)\s+)?\(?[A-E](?::|\)|,)\s+$/;
/** What a choice's claimant offers: "'s method", " claims", " says". */
const CHOICE_CLAIM_AFTER = /^(?:['’]s\s+(?:method|way|strategy|answer|work|idea)|\s+(?:claims|says|thinks|finds|does|writes|wrote|said))\b/i;
/** A group the lesson says is made up or elsewhere: "a pretend class", "kids at a summer camp", "A craft club". */
const MADE_UP_GROUP = /\b(?:(?:a|the|this)\s+)?(?:made-up|made up|pretend|imaginary|fake|different|another)\s+(?:class|group|school|team)\b|\b(?:class|kids|students)\s+in\s+the\s+(?:text)?book\b|\b(?:text)?book(?:['’]s)?\s+class\b|\bkids\s+at\s+(?:a|the)\s+(?:summer\s+)?camp\b|\b(?:a|the)\s+(?:craft|chess|art|running|science|garden|book|robotics|cooking)\s+club\b/i;
/** A listed member's number, or the next member: "Hope, 3/4.", "Ben, Lily", "'s is 5 and 1/4", " and Ivy" (the last member closes the list: `listEnd`). */
const GROUP_MEMBER_AFTER = /^(?:,\s*(?:and\s+)?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|\p{Lu})|['’]s\s+(?:is|pencil|plant|jump|ribbon|score|cup)\b|\s+(?:and|&)\s+\p{Lu}|\s+(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty)\b)/u;
/** The made-up group named before the name, in its message or the three before, and no "our" class in between. */
function madeUpGroupBefore(text: string, at: number, window: readonly WorkMessage[], message: WorkMessage): boolean {
  const i = window.indexOf(message);
  const earlier = [...window.slice(Math.max(0, i - 3), i).map((m) => m.text), text.slice(0, at)].join('\n');
  const m = [...earlier.matchAll(new RegExp(MADE_UP_GROUP.source, 'gi'))].pop();
  // (the room's own data after it switches back: "Now our class", "we measured"; "Read their table for us" does not)
  return m !== undefined && !/\b(?:our|my)\b|\bwe\s+(?:all\s+)?(?:measured|did|got|collected|have|had|made|jumped|threw|flew)\b/i.test(earlier.slice(m.index + m[0].length));
}
/** A problem known by its characters' names: " problem", " and Tomás problem". */
const NAMED_PROBLEM_AFTER = /^(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)?\s+(?:problem|question|story|task)\b/u;
/** A claimant later in the message: "Aiden says:", "Zoe says that's not always true". */
const CLAIMANT_LATER = /\p{Lu}\p{Ll}+\s+(?:says|thinks|claims)\b/u;
/** The class asked to judge between claims: "Who is right?", "Who's correct?", "Who do you agree with?" */
const WHO_RIGHT = /\bwho(?:['’]s| is) (?:right|correct)\b|\bwho do you agree with\b/i;
/** The story going on about its character: "her quilt", "he has", "su milpa". */
const STORY_PRONOUN = /(?<![\p{L}])(?:she|he|her|his|ella|él|su|sus)(?![\p{L}])/iu;
/** A sentence a source opens: "The book says", "The line plot shows", "This problem is about". */
const SOURCE_OPENS =
  /^\s*(?:(?:so|okay|ok|now|and|right)[,.]?\s+)*(?:the|this|your) (?:book|workbook|textbook|worksheet|handout|sheet|packet|problem|task|page|question|story|line plot|graph|bar graph|picture graph|table|chart|tally chart)(?:['’]s| is)? (?:says|shows|has|gives|asks|is about)\b/i;
/** The book or its page cited in the message: "Now compare with the book. Page 147." */
const BOOK_CITED = /\b(?:the|your|our) (?:book|textbook|workbook)\b|\bpage \d+/i;
/**
 * A task's source named anywhere in the message: "Flip to the back of your worksheet.", "Page 112, top of
 * the page.", "Slide nine.", "What in the story tells her". Read only with a character's role (below).
 */
const SOURCE_IN_MESSAGE =
  /\b(?:worksheets?|workbooks?|textbooks?|handouts?|packets?|the book|(?:the|this|that) story|page \d+|(?:the|this|that) picture|slide (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)|(?:the|this|that) video|from the lesson|exit ticket|task card)\b/i;
/** What a task's character does in talk about it: their strategy or model ("Marcus's strategy", "Ricardo's or Fatima's?"), a claim, or a question about their step ("did Elena multiply"). */
const CHARACTER_WORK_AFTER =
  /^['’]s(?:\s+(?:or\b|strategy|strategies|array|model|work|way|method|drawing|diagram|picture|table|number line|thinking|reasoning|mistake|answer|solution|equation|idea)|\s*[?.!])/i;
const STEP_ASKED_BEFORE = /\b(?:why|how|where|when|what) did\s+$/i;
/** The cast of a story or problem asked for, the answer following: "Who's in the story? Okay, Mia and her brother". */
const CAST_ASKED = /\bwho(?:['’]s| is| are) in (?:the|this|that|our) (?:story|problem|book|picture|question)\?[^?]{0,60}$/i;
/** "So this student, Priya, wrote", "the student in the book, Amara,", "Now a different kid, Benny.": a sample's student set off as such. */
const SAMPLE_STUDENT_BEFORE = /\b(?:(?:this|that|the|one|another) |an? (?=made-up|fictional|pretend|imaginary|sample|fake|make-believe|different|second|third))(?:(?:made-up|fictional|pretend|imaginary|sample|fake|make-believe|different|second|third) )?(?:student|kid|girl|boy|child|player|character)(?: in (?:the|this|our) (?:book|story|problem|video|picture|lesson|textbook))?,\s*$/i;
/** A picture, story, slide or book the teacher shows: "Look at the picture.", "this story", "the worksheet". */
const PICTURE_SOURCE = /\b(?:(?:the|this|that) (?:picture|story|slide|book)|worksheets?|task cards?)\b/i;
/** " is putting tile", " was painting the fence": a story's person acting in the progressive. */
const STORY_PROGRESSIVE_AFTER = /^\s+(?:is|was)\s+\p{Ll}{3,}ing\s+(?!(?:to|that|about|me|us|you)\b)/u;
/** A task's character by what the message says of them, where the message names the task's source. */
const characterOfSource = (text: string, span: Span) =>
  (SOURCE_IN_MESSAGE.test(text) &&
    (CHARACTER_WORK_AFTER.test(text.slice(span.end, span.end + 24)) ||
      // (a claim's source comes before it: "Look at the picture. Kenji says 3/4." sets a task, "Amir says 0.24 and Bao says
      // 2.4, let's look at the picture" weighs two classmates' answers on the teacher's model)
      (CLAIM_AFTER.test(text.slice(span.end, span.end + 16)) && SOURCE_IN_MESSAGE.test(text.slice(0, span.start))) ||
      STEP_ASKED_BEFORE.test(text.slice(Math.max(0, span.start - 12), span.start)) ||
      judgedAnswer(text, span))) ||
  sampleDocumentsHolder(text, span);
/** "Last thing, page 84. Lin and Noah both solved 5/6 + 3/8. Lin got 38/48 and Noah got 19/24. Who's right?": answers the task's people gave, judged. */
const judgedAnswer = (text: string, span: Span) => JUDGE_CLAIM.test(text) && ANSWERED_AFTER.test(text.slice(span.end, span.end + 40));
/** What a task's person did with it: "got 38/48", "both solved 5/6 + 3/8", "and Noah both solved". */
const ANSWERED_AFTER = /^(?:\s+and\s+\p{Lu}\p{L}+)?\s+(?:both\s+)?(?:got|solved|answered|wrote|found)\s+[-−]?\$?\d/u;
/** A document printed as a sample in the lesson: "the sample check", "an example pay stub". */
const SAMPLE_DOCUMENT = /\b(?:sample|example) (?:checks?|receipts?|(?:bank )?statements?|forms?|bills?|invoices?|pay ?stubs?|deposit slips?|ledgers?|budgets?|résumés?|resumes?)\b/i;
/** "Everybody see the sample check? Gloria Nwankwo is paying Sunrise Lawn Care.": a full name acting on a sample document is its made-up holder. */
const sampleDocumentsHolder = (text: string, span: Span) =>
  SAMPLE_DOCUMENT.test(text) && /\s/.test(text.slice(span.start, span.end)) && PROBLEM_VERBS.test(text.slice(span.end, span.end + 40));
/** A task's label set off by a comma, as a teacher turns to it: "Okay, number two, turn the page." */
const LABEL_SPOKEN = new RegExp(String.raw`\b(?:problem|question|number|#)\s*${LABEL_NUMBER},`, 'i');
/** A claim right after the name ("Kenji says"), in a message that asks whose is right. */
const claimPutToJudge = (text: string, span: Span) => CLAIM_AFTER.test(text.slice(span.end, span.end + 16)) && JUDGE_CLAIM.test(text);
const judgedClaim = (text: string, span: Span) => {
  if (!claimPutToJudge(text, span)) return false;
  const head = text.slice(0, span.start);
  // (or quoted, as a worksheet's question is pasted or read: "\"Kenji says the mode is SpongeBob. Priya says ... Who is correct?\"")
  return PROBLEM_LABEL.test(head) || LABEL_SPOKEN.test(head) || (CLAIM_ON_STORY.test(text.slice(span.end, span.end + 32)) && storyBefore(head)) || openQuote(text, span.start) >= 0 || quotedClaims(text, span);
};
/** "Diego says, 'A square is not a rectangle...' Elena says, 'A square is a special kind of rectangle.' Who is right?":
 * two claimants each quoted word for word, a task's debate (a classmate is revoiced, not quoted twice over). */
const CLAIM_QUOTED_AFTER = /^\s+says,?\s*['"‘“]/;
const quotedClaims = (text: string, span: Span) =>
  CLAIM_QUOTED_AFTER.test(text.slice(span.end, span.end + 12)) && [...text.matchAll(/\p{Lu}\p{Ll}+\s+says,?\s*['"‘“]/gu)].length >= 2;
/**
 * "Penelope, read the problem on the screen." then the student's "Jordan says that 312 times 24 equals 1,872.
 * Is Jordan correct?": a learner reading out the problem the teacher just asked to be read.
 * (or a book table's rows: "read me the first three rows" then "Dante Wells, 72 inches, 210 pounds.")
 */
const READ_ASKED =
  /\bread (?:what (?:it|they|he|she|the (?:book|box|card|problem)) says?|(?:the|this|that|our) (?:problem|question|story|next one|first one|last one|directions|task|card)|card (?:\d+|one|two|three|four|five|six)|(?:problem|question|number) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)|(?:it|that) (?:to us|for us|out loud|aloud)|the (?:rest|next part|next sentence|part (?:with|about|where))|on|(?:it |this )?(?:with me|together|along))\b|\bkeep reading\b|\b(?:(?:can|could|will|would) you|please) read (?:it|that|this|this one|that one|number \d+|problem \d+)\b|\bread (?:it|(?:number |problem )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)),? please\b|\b(?:can|could|will|would) you read,? please\s*[.?!]?\s*$|\bremind us what (?:it|the (?:problem|book|task|question)|that) says\b|\bread (?:me |us )?(?:the )?(?:first|next|last|top) (?:\w+ )?(?:rows?|lines?|entries)\b/i;
/** "Page 330. Rosa, start us off.", "Number two. Mark.", "Next one. Priya.": a problem's place named and a turn given, which is a
 * turn to read it. */
const READ_TURN_LABEL = new RegExp(String.raw`\b(?:page\s+\d+|(?:problem|question|number|item)\s+${LABEL_NUMBER}|next (?:one|problem|question))\b`, 'i');
const READ_TURN_GIVEN = /\b(?:start us off|get us started|you(?:'re|’re| are) up|take it away|your turn|go ahead)\b|(?:^|[.!?]\s+)\p{Lu}\p{Ll}+[.!?]?\s*$/u;
const readingAsked = (window: readonly WorkMessage[], message: WorkMessage) => {
  const previous = messageBefore(window, message);
  if (!(message.role === 'student' || message.role === 'students') || !(previous?.role === 'teacher' || previous?.role === 'tutor')) return false;
  return READ_ASKED.test(previous.text) || (READ_TURN_LABEL.test(previous.text) && READ_TURN_GIVEN.test(previous.text));
};
/** A claim about the story's character: "Han says she should use 6 cups". */
const CLAIM_ON_STORY = /^\s+\p{L}+\s+(?:that\s+)?(?:she|he|they)\s+(?:should|needs?|has|have|can|could|must|will|would|is|was|used|uses)\b/iu;
/** A story told first in the message: a name acting, or owning a problem's thing, with a count ("Mai's recipe for lemonade uses 3 cups"). */
const storyBefore = (head: string) =>
  NUMBER.test(head) &&
  [...head.matchAll(/\p{Lu}\p{Ll}+/gu)].some((m) => {
    const rest = head.slice(m.index + m[0].length, m.index + m[0].length + 40);
    return PROBLEM_VERBS.test(rest) || PROBLEM_POSSESSION.test(rest);
  });

/** Addressed directly ("Is that your final answer, Lottie?", "Cleonico?"): a person in the room. */
const VOCATIVE_AFTER = /^\s*(?:[?!,;:]|\.(?!\d)|$)/;
const VOCATIVE_BEFORE = /(?:^|[,.?!;:–—-]|\b(?:go ahead|okay|ok|yes|no|right|thanks|thank you|sorry|please|hi|hey|hello))\s*$/i;
/** The mention at [start, end) set off as the one spoken to, by punctuation or an address word before it. */
const inVocative = (text: string, start: number, end: number) => VOCATIVE_BEFORE.test(text.slice(Math.max(0, start - 40), start)) && VOCATIVE_AFTER.test(text.slice(end, end + 40));

const NAME_LIST_OF_THREE = /\p{Lu}\p{L}+,\s\p{Lu}\p{L}+,?\s(?:\p{Lu}\p{L}+,?\s)*(?:and|&)\s\p{Lu}\p{L}+/gu;
const SHARING = /\b(?:amount|fraction\w*|share|percent|total|ratio|split|divided)\b|\b\d+\/\d+\b/i;
/**
 * A sentence opening with a greeting speaks to the people it names. An acknowledgement ("Okay, Naomi ate
 * 3/8 of the pizza") opens a teacher's every other sentence: it addresses only a name in vocative position.
 */
const GREETING_START = /^\s*(?:hi|hello|hey|thanks|thank you|good (?:job|morning|afternoon)|great job|nice job|welcome)\b/i;
/** The list is what a quantity is shared among ("an amount for A, B and C", "the 4 friends, A, B and C,"), not a group greeted. */
const SHARED_AMONG = /(?:\b(?:for|of|between|among|by)|\b(?:the|all|each of the) \d+ \p{L}+s,)\s+$/iu;
/** "Four friends, Benny, Jo, Marisol and Dev, earn $38": a story's cast, counted by a story's kind of company and named
 * in apposition, opening its sentence (real students are reported as "students", "kids" or a group). */
export const COUNTED_CAST_BEFORE = /^\s*(?:(?:the|all)\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:friends|siblings|brothers|sisters|cousins|neighbou?rs|girls|boys|children|teammates)\s*,\s+$/iu;

/**
 * "a fractural amount for Kylie, Amanda, Jerry and Homer": in math talk, a list of three or more names in
 * a sentence that shares out quantities is the cast of a problem, even where the commas read as address.
 */
function inProblemCast(text: string, span: Span, message: WorkMessage): boolean {
  if (message.segment?.label !== 'MATH') return false;
  const offset = sentenceStart(text, span.start);
  const sentence = sentenceAround(text, span.start, span.end);
  // "Hi Maria, Jose, Ana and Luis, ..." and "..., you each get a share" address real students
  if (GREETING_START.test(sentence)) return false;
  const sharing = SHARING.test(sentence);
  return [...sentence.matchAll(NAME_LIST_OF_THREE)].some((m) => {
    if (offset + m.index > span.start || span.end > offset + m.index + m[0].length) return false;
    const head = sentence.slice(0, m.index);
    const rest = sentence.slice(m.index + m[0].length);
    if (/\byou\b/i.test(rest)) return false;
    return (sharing && SHARED_AMONG.test(head)) || (COUNTED_CAST_BEFORE.test(head) && NUMBER.test(rest) && !firstPersonIn(rest));
  });
}

/**
 * A learner's whole turn in quotes in math talk, holding numbers and no word to or of the people in the room
 * ("you", "I", "we"): a passage of the book read out (a sticky note to a classmate speaks to "you").
 */
function readPassage(text: string, message: WorkMessage, window: readonly WorkMessage[]): boolean {
  if (message.segment?.label !== 'MATH' || (message.role !== 'student' && message.role !== 'students')) return false;
  const m = /^\s*["“]([^"“”]+)["”]\s*$/.exec(text);
  if (m === null || !NUMBER.test(m[1]!) || /\b(?:you|your|i|i'm|i’m|me|my|we|our|us)\b/i.test(m[1]!)) return false;
  // ("Yo, that's me! I'm in the book!" just after: a classmate shares a character's name, the collision convention)
  return !selfFoundAfter(window, message);
}
/** The next two messages after `at` (or `reach`) in which the room finds a name its own in what was just read ("Yo, that's me!"). */
// (not one saying the name is made up: "Lola is just pretend, she's in the story.")
export const findsAfter = (messages: readonly WorkMessage[], at: number, reach = 2) => messages.slice(at + 1, at + 1 + reach).filter((w) => SELF_IN_BOOK.test(w.text) && !SAID_PRETEND.test(w.text));
const SAID_PRETEND = /\b(?:is|was|she['’]s|he['’]s)\s+(?:just\s+|only\s+)?(?:pretend|made[- ]up|not real|imaginary)\b/i;
/** A classmate finding their own name in what was just read, in the next two messages. */
const selfFoundAfter = (window: readonly WorkMessage[], message: WorkMessage) => findsAfter(window, window.indexOf(message)).length > 0;
/** The room finds this name its own right after: the finder says it, or it is the message's one name ("Ms. Rivera! That's
 * you!" finds Rivera, not the Mr. Choi and Mr. Banerjee of the same problem). */
const nameFoundAfter = (window: readonly WorkMessage[], message: WorkMessage, name: string) => {
  const finds = findsAfter(window, window.indexOf(message));
  const people = new Set((message.candidates ?? []).filter((c) => c.type === 'PERSON').map((c) => message.text.slice(c.start, c.end).toLowerCase()));
  return finds.some((w) => w.text.toLowerCase().includes(name.toLowerCase())) || (finds.length > 0 && people.size === 1);
};
/** A learner finding their own name, or a classmate's or a relative's, in the book: "that's me!", "I'm in the book", "That's
 * you!", "my sister is called Vitória!" ("minha irmã chama Vitória!") */
export const SELF_IN_BOOK =
  /\b(?:(?:that|it)['’]?s (?:me|you)|(?:i['’]?m|(?:she|he)['’]s|(?!(?:it|that|this|what|there|who)['’]s)\p{L}+['’]s) in the (?:math |story |word |text)?(?:book|problem|story)|that['’]?s my name|(?:my|minha|meu|mi) (?:sister|brother|cousin|irmã|irmão|prima|primo|hermana|hermano)(?:['’]s name is| is called| is named| (?:se )?chama| se llama))(?![\p{L}])/iu;

/** The sentence around a titled name: the title's own dot does not end it. */
function titledSentence(text: string, start: number, end: number): string {
  // (every title's dot, not only the span's own: "The grown-ups are me, Mr. Osei, Mrs. Acheampong, and Ms. Takahashi.")
  const plain = text.replace(/\b(Mr|Mrs|Ms|Dr)\.(?=\s)/g, '$1 ');
  return text.slice(sentenceStart(plain.slice(0, start), start), sentenceEnd(plain, end) + 1);
}

function sentenceAround(text: string, start: number, end: number, from = sentenceStart(text, start)): string {
  // (its stop included; slice stops at the text's end where there is none)
  return text.slice(from, sentenceEnd(text, end) + 1);
}
const NUMBER = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty|dozen|half|twice|hundred|thousand)\b/i;

/** Upstream placeholders standing for people stay PII: they were redacted upstream for a reason. */
export const personPlaceholder: Check = {
  id: 'placeholder-person',
  verify: ({ span }) => (span.placeholder && span.type === 'PERSON' ? { verdict: 'PII', reason: 'upstream-person-placeholder' } : undefined),
};

/** Words that announce a disclosure ("my phone number is <PHONE_NUMBER>", "born on <DATE_TIME>"). */
const DISCLOSURE_CUE =
  /\b(?:(?:my|your|his|her|their|our)\s+(?:\w+\s+){0,2}?(?:phone|cell|mobile|number|email|e-mail|address|ssn|social|licen[cs]e|passport|account|routing|birthday|birth|dob|zip|ip|id)\b|(?:call|text|phone|reach|email|contact|dial)\s+(?:me|us|him|her|them|my|mom|dad)\b|born\b|birthday\b|social security|passport|licen[cs]e|routing|account number)/i;
/** Placeholders themselves ("<US_DRIVER_LICENSE>") are not cue words. */
const PLACEHOLDER_TEXT = /<[A-Z_]+>|\[[A-Z_]+\]/g;
/** Placeholder types whose values look like numbers, and so may stand for math redacted by mistake. */
const NUMERIC_LOOKING = new Set(['PHONE_NUMBER', 'US_SSN', 'US_DRIVER_LICENSE', 'US_PASSPORT', 'US_BANK_NUMBER', 'DATE', 'IP_ADDRESS', 'AGE']);

/** A placeholder announced as a disclosure is PII whatever the segment: the cue is positive evidence. */
export const placeholderDisclosure: Check = {
  id: 'placeholder-disclosure-cue',
  verify: ({ span, text }) =>
    span.placeholder && DISCLOSURE_CUE.test(text.slice(Math.max(0, span.start - 48), span.start).replace(PLACEHOLDER_TEXT, ' ')) ? { verdict: 'PII', reason: 'placeholder-disclosure-cue' } : undefined,
};

/** A numeric-type placeholder in math talk was math redacted by mistake ("<US_DRIVER_LICENSE> are the numbers of our coordinate"). */
export const placeholderInMath: Check = {
  id: 'placeholder-math-context',
  verify: ({ span, text, message }) => {
    if (!span.placeholder) return undefined;
    if (!NUMERIC_LOOKING.has(span.type)) return { verdict: 'PII', reason: 'upstream-placeholder' };
    const mathy = message.segment?.label === 'MATH' || MATH_WORDS.test(text.replace(PLACEHOLDER_TEXT, ' '));
    return mathy ? { verdict: 'NOT_PII', reason: 'placeholder-math-context' } : { verdict: 'PII', reason: 'upstream-placeholder' };
  },
};

/** A teacher's answer, in the next three messages, that the one just named is made up: "He's pretend.", "No, she's made up." */
// (or "Nope, I made him up.", "Nope, he's a book teacher.")
const PRETEND_REPLY = /^\s*(?:(?:no|nope)[,.!]?\s+)?(?:(?:he|she)(?:['’]s|\s+is)\s+(?:just\s+|not\s+real[,.]?\s+)?(?:pretend|made[- ]up|not real|imaginary|make-believe)\b|i\s+made\s+(?:him|her|them)\s+up\b|(?:he|she)(?:['’]s|\s+is)\s+(?:just\s+)?(?:a\s+(?:book|textbook|story)\s+(?:teacher|person|character|kid)|in\s+the\s+(?:book|textbook|story))\b)/i;
/** "Is Coach ", "Is Ms. ": the question's opening before a name asked about, and its close after: " real?", " a real person?", " a real teacher here?". */
const REAL_ASKED_BEFORE = /\bis\s+(?:(?:coach|mr|mrs|ms|miss|dr|mister|grandpa|grandma|uncle|aunt)\.?\s+)?$/i;
const REAL_ASKED_AFTER = /^\s+(?:a\s+)?real(?:\s+(?:person|teacher|kid|student))?(?:\s+here)?\s*\?/i;
const saidPretendAfter = (window: readonly WorkMessage[], message: WorkMessage) => {
  const i = window.indexOf(message);
  return teacherSaid(window, i + 1, i + 4, PRETEND_REPLY);
};
/** "His name is ", "her name is ": someone named in the words that introduce them. */
export const NAME_GIVEN_BEFORE = /\b(?:his|her)\s+name\s+is\s+$/i;
/** ". She's a plant scientist in the book", ", he's a character in our textbook": the one just named is the book's. */
const IN_THE_BOOK_AFTER = /^[.,]?\s+(?:she|he)(?:['’]s|\s+is)\s+(?:just\s+)?an?\s+(?:[\p{L}-]+\s+){0,3}in\s+(?:the|our|your|this)\s+(?:text|work)?book\b(?![ -](?:club|fair|store|shop|sale))/iu;
/** "an artist named ", "a French painter named ", "a French philosopher and mathematician named ": a figure introduced by
 * what they are, not by their own name; and a work by its title ("It's called Amanda Bean's Amazing Dream"). */
const FIGURE_NAMED = /\b(?:(?:a|an|the)\s+(?:\p{L}+\s+){0,2}(?:named|called)|(?:mathematician|philosopher|scientist|astronomer|physicist|inventor|painter|poet|composer)\s+(?:named|called)|(?:it|this one)(?:['’]s|\s+is)\s+called)\s*$/iu;
/** A learner's guess at who: "Isaac Newton?" alone as a sentence (the teacher saying it calls on someone). */
const guessed = (text: string, start: number, stop: number, role: string) =>
  role !== 'teacher' && role !== 'tutor' && SENTENCE_OPENS.test(text.slice(0, start)) && /^\?(?:\s|$)/.test(text.slice(stop));
/** Words that make a public name someone's own: "my name is", "I'm", "call me", or a title the listed name lacks ("Mr. Shakespeare"). */
const OWN_NAME_BEFORE = /(?:\bname(?:'s|’s| is)|\bi'?m|\bi’m|\bi am|\bcall me|\bnamed|\bcalled|\b(?:mr|mrs|ms|miss|mx|dr|coach)\.?)\s*$/i;

/** The words of a knights-and-knaves puzzle: islanders who always tell the truth or always lie. */
const LOGIC_PUZZLE = /\b(?:knights?|knaves?|islanders|truth-?tellers?)\b/i;
/** "the rapper ", "the famous tennis player ": the trade a famous person is known by, right before the name. */
const FAMOUS_TRADE_BEFORE = /\bthe\s+(?:famous\s+)?(?:rapper|singer|pop star|actor|actress|youtuber|streamer|tiktoker|influencer|quarterback|(?:basketball|soccer|football|baseball|tennis)\s+player|footballer|golfer|boxer|wrestler|astronaut|senator|president)\s+$/i;
/** A public figure set off by commas as an apposition, not spoken to: "Pat Hutchins, the author, she...". */
const APPOSITION_AFTER = /^\s*,\s*(?:the|a|an)\s+(?:\p{L}+\s+)?(?:author|writer|illustrator|mathematician|scientist|inventor|astronomer|physicist|philosopher|president|poet|artist|composer|explorer|astronaut|engineer|skater|skateboarder|athlete|player|singer|rapper|actor|actress|youtuber|gamer|chef|painter|dancer|swimmer|runner|gymnast)\b/iu;
/** ... or after the figure's own surname or what the figure was: "a mathematician named Gauss, Carl Friedrich Gauss,". */
// (or told by where and when the figure lived: "Blaise Pascal, French, 1600s.")
const FIGURE_ERA_AFTER = /^\s*,\s*(?:\p{L}+,\s*)?(?:1\d{3}s|\d{1,2}(?:st|nd|rd|th) century)\b/u;
const appositive = (text: string, start: number, stop: number, name: string) => {
  const before = text.slice(Math.max(0, start - 40), start).toLowerCase();
  const next = /^\s*,\s*(\p{L}+)/u.exec(text.slice(stop, stop + 24))?.[1]?.toLowerCase();
  return APPOSITION_AFTER.test(text.slice(stop, stop + 40)) || FIGURE_ERA_AFTER.test(text.slice(stop, stop + 40)) || (next !== undefined && lexicon().nrp.has(next)) || before.replace(/[\s,]+$/, '').endsWith(lastNameOf(name)) || /\b(?:author|writer|illustrator|mathematician|statistician|scientist|botanist|biologist|chemist|physicist|astronomer|inventor|engineer|nurse|chef|host|singer|rapper|actor|actress|player|youtuber|guy who (?:made|invented|wrote|found|discovered) (?:it|this|that)),\s*$/.test(before) || FACE_OF_BEFORE.test(before);
};
/** A bill or a coin just named, its face set beside it: "three twenty-dollar bills, Andrew Jackson, how much change". */
const FACE_OF_BEFORE = /\b(?:bills?|coins?|nickels?|dimes?|quarters?|penn(?:y|ies)|twenties|fifties|hundreds)\s*,\s*$/;

/** "Thomas Jefferson, 5 cents": a figure set off by a comma before what a coin is worth is named, not spoken to. */
const AMOUNT_AFTER = /^\s*,\s*(?:worth\s+)?(?:\$?\d|(?:one|five|ten|twenty[- ]five|twenty|fifty|a hundred)\s+(?:cents?|dollars?)\b)/i;
/** An item of a list read out, a capitalised item before it that is no address word ("MrBeast, Kai Cenat"). */
const LIST_ITEM_BEFORE = /(?<!\b(?:Okay|Ok|Yes|No|Thanks|Thank you|So|Well|Hi|Hey|Right|Good|Great|Wow|Oh|Now|And|But))\b\p{Lu}[\p{L}\d]*,\s*$/u;
/** "John F. Kennedy, born 1917, inaugurated 1961.", "katherine johnson. she calculated the trajectories", "Katherine Johnson,
 * who worked at NASA", "Ronald Reagan, sixty-nine.": facts of a life or a number after the name, a table's row or an answer,
 * not a call. */
const LIFE_FACT_AFTER = new RegExp(
  String.raw`^\s*[,.:]\s*(?:born|died|inaugurated|elected|(?:s?he|they|who)\s+(?:was|were|is|did|had|won|wrote|built|invented|discovered|calculated|made|became|lived|worked)|${NUMBER_WORD})\b`,
  'i',
);
/** "Roosevelt is on the dime", "the nickel has Jefferson": the face on a coin or a bill is a public figure's. */
const MONEY = String.raw`(?:penny|pennies|nickels?|dimes?|quarters?|half[- ]dollars?|dollar coins?|(?:(?:\$?\d+|one|two|five|ten|twenty|fifty|hundred)[- ](?:dollar )?)?bills?|coins?)`;
// ("Lincoln. Same as the penny.", "The dime is Roosevelt.", "A five with Abe Lincoln.")
const COIN_FACE_AFTER = new RegExp(String.raw`^(?:(?:['’]s (?:face|head|picture|portrait))?\s+(?:is|was|are|'s|’s)\s+(?:on|pictured on|printed on|shown on)\s+(?:the|a|every|each)\s+${MONEY}\b|[.,]?\s+same as (?:on )?the\s+${MONEY}\b)`, 'i');
const COIN_FACE_BEFORE = new RegExp(String.raw`\b(?:${MONEY}|(?:a|the)\s+(?:one|five|ten|twenty|fifty|hundred))\s+(?:has|had|shows|showed|with|of|got|gets|is|was)\s+$`, 'i');
/** "Who's on the five dollar bill?": the face on a coin or a bill asked for, the answer next. */
const WHO_ON_MONEY = new RegExp(String.raw`\bwho(?:['’]s| is| was)\s+on\s+(?:the|a|your)\s+${MONEY}\b`, 'i');

/** The last word of a public name as written ("Curious George" -> "george"). */
const lastNameOf = (name: string) => name.toLowerCase().split(/\s+/).pop()!.replace(/['’]s?$/, '');
/** The message before, cased, holding the word in lower case after a sentence's first word. */
function wordUsedJustBefore(window: readonly WorkMessage[], message: WorkMessage, word: string): boolean {
  const previous = messageBefore(window, message);
  return previous !== undefined && /^\p{Lu}/u.test(previous.text) && new RegExp(`(?<=\\p{L}[\\p{L},]*\\s+)${escapeRegExp(word)}(?![\\p{L}])`, 'u').test(previous.text);
}
/** A kin title before a name: "Aunt ", "Uncle ". */
const AUNT_OR_UNCLE_BEFORE = /\b(?:aunt|auntie|uncle)\s+$/i;
/** "Aunt " of the order of operations' saying, no one's own before it ("my Aunt Sally" is the speaker's). */
const ORDER_AUNT_BEFORE = /(?<!\b(?:my|our|your|his|her|their)\s+(?:dear\s+)?)\baunt\s+$/i;
/** Talk of the order of operations: the operations, their letters, what comes first. */
const OPERATIONS_ORDER = /\b(?:add(?:ition)?|subtract(?:ion)?|multiply|multiplication|divide|division|parenthes[ie]s|exponents?|order of operations|PEMDAS|comes? (?:before|first)|left to right)\b/i;
/** A saying holding the name in the two messages before. */
function sayingJustBefore(window: readonly WorkMessage[], message: WorkMessage, value: string, sayings: RegExp): boolean {
  const i = window.indexOf(message);
  const name = value.toLowerCase();
  return window.slice(Math.max(0, i - 2), i).some((m) => [...m.text.matchAll(sayings)].some((s) => s[0].toLowerCase().split(/\s+/).includes(name)));
}
/** The first word of a public name of several words ("amanda" of "Amanda Bean's Amazing Dream"); none for one word. */
const firstNameOf = (name: string) => (/\s/.test(name) ? name.toLowerCase().split(/\s+/)[0]!.replace(/['’]s?$/, '') : undefined);

/** A public name with a knight's or a lady's title ("Sir Cumference"): a joke or a figure, never a student's own. */
const KNIGHTED = /^(?:Sir|Lady|Dame|Lord)\s/;
/** An answer taken up right after it: ", okay good", ", yes". */
const ANSWER_TAKEN_AFTER = /^,\s*(?:okay|ok|yes|yeah|yep|right|good|great|exactly|correct)\b/i;
/**
 * "Friday is Dr. Seuss day", "Christopher Columbus sailed in 1492", "like Simon Says": a public figure or
 * game, talked about, names nobody in the room, nor does its last word said again later in the message.
 * One spoken to ("Columbus? Look at me.") is a student named so, and a one-word entry the gazetteer holds
 * as a given name may be one anywhere: both stay. A name inside a saying ("Geez Louise") is nobody's.
 */
export const publicName: Check = {
  id: 'public-name',
  verify: ({ span, text, message, window, value }) => {
    const lex = lexicon();
    if (span.type !== 'PERSON' || span.placeholder) return undefined;
    // "Geez Louise, is there anyone here?": a saying, even said like a vocative
    for (const m of lex.sayings ? text.matchAll(lex.sayings) : [])
      if (m.index <= span.start && span.end <= m.index + m[0].length) return { verdict: 'NOT_PII', reason: 'saying' };
    // ("Please Excuse My Dear Aunt Sally." then "Who even is Aunt Sally?": the saying's name asked about just after)
    if (lex.sayings && AUNT_OR_UNCLE_BEFORE.test(text.slice(Math.max(0, span.start - 8), span.start)) && sayingJustBefore(window, message, value, lex.sayings)) return { verdict: 'NOT_PII', reason: 'saying' };
    // ("But what does Aunt Sally say? Does subtraction come before division?", "A comes before S in Aunt Sally."): the order of
    // operations' aunt, said alone in math talk about that order ("my Aunt Sally" is the speaker's)
    if (message.segment?.label === 'MATH' && /^Sally\b/.test(value) && ORDER_AUNT_BEFORE.test(text.slice(Math.max(0, span.start - 16), span.start)) && OPERATIONS_ORDER.test(text))
      return { verdict: 'NOT_PII', reason: 'saying' };
    if (!lex.publicNames) return undefined;
    const said = text.slice(span.start, span.end).toLowerCase();
    for (const m of text.matchAll(lex.publicNames)) {
      if (m.index > span.start) break;
      const end = m.index + m[0].length;
      // "Curious George counts 24 bananas, and George eats 5", "In Amanda Bean's Amazing Dream, Amanda counts":
      // the figure again by its last or its first name
      const again = end <= span.start && (lastNameOf(m[0]) === said || firstNameOf(m[0]) === said);
      const [start, stop] = again ? [span.start, span.end] : [m.index, end];
      // ("it should be called Yang Hui's triangle" names a thing after the figure, no one's own name)
      // (nor "an artist named Piet Mondrian", a figure introduced by what they are)
      // (a knight's or a lady's name is a joke, never a student's own: "I'm Sir Cumference.", "Okay, Sir Cumference, up you go")
      const knighted = KNIGHTED.test(m[0]);
      // (nor is a thing named after someone, "called Simon's Favorite Factoring Trick", nor what "it was called": "Hack-a-Shaq")
      const thing = /['’]s\s/.test(m[0]);
      if ((!again && end < span.end) || (!knighted && !thing && OWN_NAME_BEFORE.test(text.slice(Math.max(0, start - 16), start)) && !IT_CALLED_BEFORE.test(text.slice(Math.max(0, start - 24), start)) && !/^['’]s?\s+\p{Ll}/u.test(text.slice(stop)) && !FIGURE_NAMED.test(text.slice(Math.max(0, start - 40), start)))) continue;
      if (!/\s/.test(m[0]) && lex.first.has(m[0].toLowerCase())) continue;
      // (spoken to or not: "Okay, Sir Cumference, up you go")
      if (knighted) return { verdict: 'NOT_PII', reason: 'public-name' };
      // ("George Washington" alone in math talk answers who is on the quarter; it calls no one)
      // (or as a sentence of its own, or taken by the teacher, "Abraham Lincoln, okay good, coins away", or after a label,
      // "Abraham Lincoln. And the nickel?", "Kai Cenat. Markiplier. Aphmau.",
      // "First one: Little Bo Peep.", or an item of a
      // list of votes read out, "IShowSpeed, MrBeast, Kai Cenat, Dream"); a full name so in any talk ("Viola Desmond. She
      // refused to leave her seat...", "Andrew Jackson" answering who is on the twenty)
      const answer =
        (message.segment?.label === 'MATH' || /\s/.test(m[0])) &&
        (text.trim().replace(/[.!]+$/, '') === m[0] || ((SENTENCE_OPENS.test(text.slice(0, start)) || /:\s+$/.test(text.slice(0, start))) && (/^[.!](?:\s|$)/.test(text.slice(stop)) || ANSWER_TAKEN_AFTER.test(text.slice(stop, stop + 12)))) || LIST_ITEM_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || guessed(text, start, stop, message.role));
      // (a one-word figure no list holds as a given name asked alone, "Eight for Bluey. Pikachu?", is the next count asked
      // for, no one called on; thanked or greeted it is a classmate's nickname: "Thank you, Obama.")
      const countAsked = !/\s/.test(m[0]) && calledByName(text, start, stop, message.role);
      if (!countAsked && (addressedAsPerson(text, start, stop, message.role) || (inVocative(text, start, stop) && !answer && !appositive(text, start, stop, m[0]) && !AMOUNT_AFTER.test(text.slice(stop, stop + 24)) && !LIFE_FACT_AFTER.test(text.slice(stop, stop + 24))))) continue;
      return { verdict: 'NOT_PII', reason: 'public-name' };
    }
    return undefined;
  },
};

/** "my dog Max", "my hamster is named kevin": a pet's name, however it is introduced. */
const PETS = 'dog|dogs|cat|cats|hamster|puppy|kitten|fish|goldfish|bird|parrot|bunny|rabbit|turtle|tortoise|guinea pig|pet|horse|pony|lizard|snake|gerbil|chihuahua|poodle|beagle|labrador|retriever|terrier|bulldog|husky|pug|dachshund|corgi|shepherd|betta|guppy|gecko|axolotl|ferret|chinchilla|parakeet|cockatiel|bearded dragon|iguana|tarantula|great dane|mutt|mouse|rat|duckling|pig|cow|goat|sheep|lamb|chicken|hen|rooster|duck|donkey|llama|alpaca|dragon|unicorn|dinosaur|plant|cactus';
// ("I have a cat named Oreo", "a guinea pig too, it's named Coco": another's pet is named after a naming word)
const PET_NAMED = String.raw`(?:['’]s name is| is named| is called| named| called)`;
// ("my real dog. His name is Biscuit", "A Great Dane. His name is Biscuit.", "My dog weighs 23 pounds too! His name is
// Waffles", "the cat scratches me. Her name is Doris", "Hamster! Her name is Pam.", "A bearded dragon. Named Dennis.", "Can
// we do one about my dog? His name is Tyson.": the pet named in the next sentence, no one of the family said between, "a dog
// and a sister. Her name is Maya")
// ("My bunny is Bob.": named as what it is)
const PET_BEFORE = new RegExp(
  String.raw`(?:\b(?:my|our) (?:\w+ )?(?:${PETS})(?:${PET_NAMED}|,| is)?|(?:\b(?:a|an|the|our|your|his|her|their|two|three|four|five)|\b\p{Lu}\p{Ll}+['’]s) (?:\w+ )?(?:${PETS})s?${PET_NAMED}|\b(?:${PETS})\b[^.?!]{0,24}?\b(?:it['’]?s|it is) (?:named|called)|\b(?:${PETS})\b(?:(?!\s(?:sister|brother|mom|mother|dad|father|cousin|aunt|uncle|grandma|grandpa|friend|neighbou?r|baby|teacher)\b)[^.?!]){0,40}[.!?]\s+(?:(?:his|her|its) name(?:['’]s| is)|named|called|(?:we|i|they)\s+(?:named|call(?:ed)?)\s+(?:him|her|it)))\s+$`,
  'iu',
);
/** " the dog", ", the class hamster", " is a mouse": an animal's kind set or said right after its name (no kind
 * that is also said of people, "she's a monster at multiplication"). */
// (one word may describe it after the article: "Gary is a talking goat")
/** The kinds of animal (and the like) a story's or a class's creature is named by. */
export const ANIMAL_KINDS = `${PETS}|frog|bear|lion|tiger|elephant|giraffe|monkey|gorilla|penguin|owl|fox|wolf|squirrel|caterpillar|ant|bee|spider|snail|whale|dolphin|shark|robot|turkey|reindeer|elf|leprechaun|pumpkin|snowman|sloth|koala|panda|toad|octopus|hippo|rhino|zebra|kangaroo|raccoon|skunk|hedgehog|moose|deer`;
const ANIMAL_AFTER = new RegExp(String.raw`^,?\s+(?:the|(?:is|was) (?:an?|the)|,?\s*(?:he|she)['’]s an?)\s+(?:(?:class|school|little|big|old|baby|delivery|farm|guard|rescue|service|[a-z]+ing)\s+)?(?:${ANIMAL_KINDS})\b(?![\s-]*(?:walker|sitter|trainer|groomer|owner|keeper|whisperer|catcher|lover|doctor|vet|person|guy|lady|man|woman|boy|girl|kid)s?\b)`, 'i');
/** A person told of before the name: "I have a brother. His name is Marcus." */
const PERSON_KIND = /\b(?:brother|sister|mom|mother|dad|father|cousin|aunt|uncle|grandma|grandpa|grandmother|grandfather|friend|neighbou?r|teacher|baby|son|daughter|boy|girl|kid|man|woman|guy|lady|student|classmate)s?\b/i;
/** "I have a snake at home", "my dog": the speaker's own pet. */
const OWN_PET = new RegExp(String.raw`\b(?:i have|i got|we have|we got|my|our)\s+(?:an?\s+)?(?:\w+\s+)?(?:${PETS})\b`, 'i');
/** "you can't bring your lizard": the listener's pet. */
const YOUR_PET = new RegExp(String.raw`\byour\s+(?:\w+\s+)?(?:${PETS})\b`, 'i');
/** The same speaker told of a pet of theirs in one of their messages just before, or was just told of their pet. */
function petToldJustBefore(window: readonly WorkMessage[], message: WorkMessage): boolean {
  const i = window.indexOf(message);
  return window.slice(Math.max(0, i - 3), i).some((m) => (m.role === message.role && OWN_PET.test(m.text)) || (m.role !== message.role && YOUR_PET.test(m.text)));
}
/** A list's earlier names and commas before the name: "Wooly, Cotton and ", "Henrietta, Pepper, and ". */
const NAME_LIST_TAIL = /(?:\p{Lu}\p{Ll}+,?\s+)+(?:and\s+)?$/u;
/** "What are the chickens' names?", "What's your dog's name?": animals' names asked for. */
const ANIMAL_NAMES_ASKED = new RegExp(String.raw`\bwhat(?:['’]s| is| are)\s+(?:the|your|his|her|their)\s+(?:\w+\s+)?(?:${PETS})(?:s|['’]s|s['’])?\s+names?\b`, 'i');
/** "Harold is our class hamster, for anybody new": the class's own animal, its kind closing the clause ("Ximena is our bee sting kid" is a child). */
// (or someone's own: "And Linda is your cat, right?", "Frank? He's my tortoise.")
const OUR_ANIMAL_AFTER = new RegExp(String.raw`^(?:\s+(?:is|was)|[?.!]\s+(?:he|she|it)['’]s)\s+(?:our|your|my|his|her|their)\s+(?:(?:class|school|classroom|little|old|baby|new)\s+)?(?:${PETS}|caterpillar|snail|frog|lizard|turtle|tortoise|hamster|guinea pig|gecko|snake|axolotl)(?=\s*(?:[,.!?;]|$|\s+and\b))`, 'i');
/** "my turtle Doug is 12 years old": a pet's age, named or not. */
const PET_AGE_BEFORE = new RegExp(String.raw`\bmy (?:\w+ )?(?:${PETS})(?: \p{Lu}\p{L}*)?\s+(?:is|was|turned|turns|just turned|will be)\s+(?:about\s+|almost\s+|like\s+)?$`, 'iu');
let mathTerms: ReadonlySet<string> | undefined;
const mathTerm = (value: string) => (mathTerms ??= new Set(lexicon().lists.mathTerms.map((w) => w.toLowerCase()))).has(value.toLowerCase());
/** "dressed up as Elsa", "going as Spider-Man": a costume is a character's. */
const COSTUME_BEFORE = /\b(?:dress(?:ed|es|ing)?\s+(?:up\s+)?as|(?:going|went|go) as|a costume of)\s+$/i;

/** "imagine your name is Sam", "let's say my name was Bob", "imagine a guy named Trevor": a name made up for an example. */
const HYPOTHETICAL_NAME_BEFORE = /\b(?:imagine|pretend|let['’]?s say|say|suppose|what if|if)\s+(?:that\s+)?(?:(?:your|my|his|her|their|someone['’]s) name (?:is|was|were)|(?:there(?:['’]s| is| was)\s+)?(?:a|an|some|this)\s+(?:\w+\s+)?(?:guy|girl|kid|person|man|woman|boy|lady|student|friend|baker|farmer|chef|owner)\s+(?:named|called))\s+$/i;
/** "I'm going to call him ", "We'll call him ", "I'm calling him ": a name the speaker gives someone. */
const PSEUDONYM_BEFORE = /\b(?:(?:i['’]m|i am|we['’]re|we are) (?:going to|gonna)|i['’]ll|i will|we['’]ll|we will|let['’]s|i['’]m|i am|we['’]re)\s+call(?:ing)?\s+(?:him|her|them|this (?:kid|student|girl|boy))\s+$/i;
/** Who is named so is kept anonymous: someone in another class, or the name said to be no real one. */
const PSEUDONYM_SAID = /\b(?:another|other|different)\s+(?:class|room|school)\b|\b\w+['’]s\s+(?:class|room)\b|\bnot\s+(?:his|her|their)\s+real\s+name\b|\bchanged\s+(?:it|the name|his name|her name)\b/i;
/** "a student I made up. His name is Pedro. He ... lives in my imagination", "a pretend patient, I made him up. His name is
 * Mr. Bear.": someone the speaker says is made up. */
const MADE_UP_SAID = /\b(?:student|kid|person|girl|boy)\s+(?:i|we)\s+made\s+up\b|\b(?:i|we)\s+made\s+(?:him|her|them)\s+up\b|\bin\s+my\s+imagination\b/i;
/** A transcriber's note of an animal's noise, the name called once already at most: "[dog barking] ", "[dog barking] Chorizo! ". */
const ANIMAL_NOISE_BEFORE = /\[(?:\w+\s+)?(?:dogs?|puppy|cats?|kitten|bird|parakeet|parrot|hamster)\s+(?:barking|barks|yapping|whining|howling|meowing|meows|squawking|chirping|hissing)\]\s*(?:\p{Lu}\p{Ll}+[!,.]\s*)?$/iu;
/** "There's a baker, her name is ", "There was a farmer and his name was ": a story's someone, then the name. */
const STORY_INTRO_NAME_BEFORE = /\bthere(?:['’]s|\s+is|\s+was)\s+(?:a|an)\s+(?:[\w-]+\s+)?[\w-]+,?\s+(?:and\s+)?(?:her|his)\s+name(?:['’]s|\s+is|\s+was)\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?$/i;
/** ", the function machine.", ", our class robot,", " the function machine": a thing set beside its name (not "Mr. Tran, the
 * computer says"). */
const THING_APPOSED_AFTER = /^,\s+(?:the|our|my|a|an)\s+(?:[\w-]+\s+)?(?:machine|robot|puppet|computer|calculator|mascot|doll|stuffed animal|teddy bear|plant|car|truck|boat|rocket|spaceship|volcano|snowman)\b(?=\s*(?:[.!?,;]|$))|^\s+the\s+(?:function|number|rule|input[- ]output|math)\s+machine\b/i;
/** The shapes a lesson makes characters of or gives names to ("Tina Triangle", "her name is Trina and she is a triangle"). */
export const SHAPE_KINDS = ['triangle', 'square', 'rectangle', 'rhombus', 'trapezoid', 'circle', 'pentagon', 'hexagon', 'octagon', 'parallelogram', 'polygon', 'cube', 'cylinder', 'cone', 'sphere', 'pyramid', 'prism'];
const SHAPES = `(?:${[...SHAPE_KINDS, 'oval', 'kite', 'quadrilateral'].join('|')})`;
/** A shape given a name: "her name is Trina and she is a triangle", "who is a square and his name is Skip". */
const SHAPE_NAMED_AFTER = new RegExp(String.raw`^\s+and\s+(?:s?he|it)(?:['’]s|\s+is)\s+(?:an?\s+)?(?:[\w-]+\s+)?${SHAPES}\b`, 'i');
const SHAPE_NAMED_BEFORE = new RegExp(String.raw`\b(?:is|was)\s+(?:an?\s+)?(?:[\w-]+\s+)?${SHAPES},?\s+and\s+(?:his|her|its)\s+name\s+is\s+$`, 'i');
/** A chance game's outcome before a name: "landing on ", "land on ", "labeled " (a spinner's sections named like people). */
const OUTCOME_BEFORE = /\b(?:land(?:s|ed|ing)?\s+on|labell?ed|chance of(?:\s+(?:landing on|getting|spinning|picking|drawing))?|probability (?:of|that it lands on|it lands on)(?:\s+(?:landing on|getting|spinning|picking|drawing))?)\s+$/i;
/** A count before a name, the name counted as a kind: "nine Ruby already", "four Sage left", "Six Scarlet, four Amber". */
const COUNTED_BEFORE = new RegExp(String.raw`(?<![\d.,:/$-])\b(?:\d{1,3}|${COUNT_WORD})\s+$`, 'i');
const COUNTED_KIND_AFTER = /^\s+(?:left|already|more|in a row|sections?|spaces?|marbles?|crayons?|cards?|tiles?|cubes?|chips?)\b/i;
const COUNTED_PAIRS = new RegExp(String.raw`\b(?:\d{1,3}|${COUNT_WORD})\s+\p{Lu}\p{Ll}+\b`, 'giu');
/** "... hypotenuse": the word a fragment broke off from, said next (group 1). */
const CUT_OFF_WORD = /^(?:\.{2,}|…|-{1,2})\s*(\p{L}{4,})/u;
/** A place or thing named: "our town is called ", "the island is named ". */
const THING_CALLED_BEFORE = /\b(?:town|city|village|island|planet|country|kingdom|land|world|store|shop|restaurant|bakery|farm|park|zoo|school|company)\s+(?:is|was|will be)\s+(?:called|named)\s+$/i;
/** The words that call something made up. */
export const MADE_UP = String.raw`(?:made[- ]up|pretend|imaginary|fictional|fake)`;
/** The message saying it is made up: "It's totally made up.", "a pretend town". */
const PLACE_MADE_UP = new RegExp(String.raw`\b(?:(?:it|that)['’]?s|is)\s+(?:totally\s+|all\s+|just\s+)?${MADE_UP}\b|\b${MADE_UP}\s+(?:town|city|village|island|planet|country|place)\b`, 'i');
/** The words that make up an example or a setting: "imagine", "let's say". */
const IMAGINE = String.raw`\b(?:imagine|pretend|let['’]?s say|suppose|say)\b`;
/** "Let's say you and a friend, call her Sam,": a name given to someone an example imagines ("we call her Sam" names a real one). */
// (or someone indefinite named so on the spot: "A player, let's call him Diego, runs nine laps", "A customer, let's call him
// Mr. Gonzalez, wants to ship a fish tank"; a character's own made up on the spot: "Her backup dancer, we'll call him Gus, eats...")
const HYPOTHETICAL_CALLED_BEFORE = new RegExp(String.raw`(?:${IMAGINE}[^.?!]{0,60}[,(]\s*|\b(?:a|an|some|her|his|their)\s+(?:[\w-]+\s+)?[\w-]+,\s*(?:let['’]?s|we['’]ll|I['’]ll)\s+)call (?:him|her|them|it)\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?$`, 'i');
/** "a book called The Number Devil by Hans Magnus Enzensberger": the author credited for a named work. */
const AUTHOR_BEFORE = /\b(?:book|novel|story|poem|song|movie|film|video|show|series|game|article)\s+(?:called|titled|named)\s+["“]?(?:\p{Lu}[\p{L}'’-]*[,:]?\s+|(?:of|the|a|an|and|in|on|to)\s+){1,8}["”]?\s*(?:,\s*)?by\s+$/u;

/** A pet's name, a costume's character, a name made up for an example or a named work's author names no one
 * in the room (the speaker's family are named by the same words: "my brother Max"). */
export const notAPerson: Check = {
  id: 'not-a-person',
  verify: ({ span, text, value, message, window, namedEarlier }) => {
    if (span.type !== 'PERSON' || span.placeholder) return undefined;
    // ("a fish named Captain Nemo": a role title is part of what the pet is called)
    const before = text.slice(Math.max(0, span.start - 40), span.start).replace(ROLE_TITLE_END, '');
    // ("Dusty the dog is going to chase a ball": an animal named by its kind right after)
    // (not one spoken to: "Mr. Oyelaran, the leprechaun knocked the chairs over" speaks to a teacher about the animal;
    // "Dusty, the class hamster, ate 3 carrots" closes its aside with a comma)
    const animal = ANIMAL_AFTER.exec(text.slice(span.end, span.end + 32)) ?? OUR_ANIMAL_AFTER.exec(text.slice(span.end, span.end + 40));
    const aside = animal !== null && /^\s*,/.test(text.slice(span.end + animal[0].length, span.end + animal[0].length + 4));
    const spokenTo = animal !== null && animal[0].startsWith(',') && !aside && (TITLE.test(before) || SENTENCE_OPENS.test(before));
    // (or the later names of a list the naming opens: "three sheep named Wooly, Cotton and Marshmallow")
    const petHead = text.slice(Math.max(0, span.start - 100), span.start).replace(ROLE_TITLE_END, '');
    if (PET_BEFORE.test(petHead) || PET_BEFORE.test(petHead.replace(NAME_LIST_TAIL, '')) || (animal && !spokenTo && !RELATION.test(before))) return { verdict: 'NOT_PII', reason: 'pet-name' };
    // ("What are the chickens' names?" then "Henrietta, Pepper, and Lady Cluck.": animals' names given as asked)
    if (ANIMAL_NAMES_ASKED.test(messageBefore(window, message)?.text ?? '')) return { verdict: 'NOT_PII', reason: 'pet-name' };
    // ("I have a snake at home." ... "His name is Noodle and he's 24 inches.": the speaker's pet told of just before, then named)
    if (NAME_GIVEN_BEFORE.test(before) && !PERSON_KIND.test(text.slice(0, span.start)) && petToldJustBefore(window, message)) return { verdict: 'NOT_PII', reason: 'pet-name' };
    if (COSTUME_BEFORE.test(before)) return { verdict: 'NOT_PII', reason: 'costume-character' };
    // ("You meet two islanders, Jonah and Lila.", "if Pim is a knight then Quill is a knave": the people of a knights-and-knaves
    // puzzle, in a sentence of its words in math talk; "Roo is a knave either way. Lila and Yusuf, great teamwork." praises the room)
    // (the puzzle names them first; a name the room used before is a classmate's the puzzle shares: "Interesting claim, Lila." then
    // "two islanders, Jonah and Lila"; the transcript pass spreads the puzzle's people to their later mentions)
    if (message.segment?.label === 'MATH' && LOGIC_PUZZLE.test(text) && LOGIC_PUZZLE.test(sentenceAround(text, span.start, span.end)) && !strongPersonCue(message, span) && !namedEarlier(value.toLowerCase()))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // ("The rapper Drake is from Canada", "the YouTuber MrBeast": a famous one named by the trade that made them so)
    if (FAMOUS_TRADE_BEFORE.test(before) && !RELATION.test(before)) return { verdict: 'NOT_PII', reason: 'public-name' };
    // ("I am Mr. Trapezoid. I have four sides", "Team Mr. Trapezoid wrote diamond": a math word made a character by its title)
    if (TITLE_BEFORE.test(text.slice(Math.max(0, span.start - 6), span.start)) && mathTerm(value)) return { verdict: 'NOT_PII', reason: 'math-character' };
    // ("Does the baker have a name?" "Not yet. You get to name her." then "Mrs. Crumbs!": in math talk, a titled name a learner
    // proposes for a character the teacher asked the room to name)
    // (or any name a learner's turn only gives, just after the teacher asked for names: "I need names. Not real people" then "Penny!";
    // a real one proposed, "Mr. Haile!", is the transcript pass's to keep where the room knows or speaks to him)
    if (proposedForProblem(span, message, window)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    if (HYPOTHETICAL_NAME_BEFORE.test(before) || HYPOTHETICAL_CALLED_BEFORE.test(text.slice(Math.max(0, span.start - 100), span.start))) return { verdict: 'NOT_PII', reason: 'hypothetical-name' };
    // "Now, page 87. Look at the box with the boy holding the strip. His name is Will.": a book's picture named in math talk
    if (message.segment?.label === 'MATH' && NAME_GIVEN_BEFORE.test(before) && BOOK_CITED.test(text) && !/\b(?:my|our)\b/i.test(text.slice(Math.max(0, span.start - 60), span.start)))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "we have Dr. Helen Ashby. She's a plant scientist in the book": someone the next sentence places in the book
    if (message.segment?.label === 'MATH' && IN_THE_BOOK_AFTER.test(text.slice(span.end, span.end + 80))) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "a student in another class did it. I'm going to call him Tobias. That's not his real name": a name given to someone
    // kept anonymous (the transcript pass keeps it so where it comes again)
    if ((PSEUDONYM_BEFORE.test(before) && PSEUDONYM_SAID.test(text)) || (/\b(?:his|her|their)\s+name\s+is\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?$/i.test(before) && MADE_UP_SAID.test(text)))
      return { verdict: 'NOT_PII', reason: 'pseudonym' };
    // "His name is Zookeeper Gus" then "Is he real?" "He's pretend.": someone named so whom the teacher says is made up
    if (/\b(?:his|her)\s+name\s+is\s+(?:\p{Lu}\p{Ll}+\s+)?$/iu.test(before) && saidPretendAfter(window, message)) return { verdict: 'NOT_PII', reason: 'pseudonym' };
    // "Is Coach Petrov real?" "Nope, I made him up.": a name asked about whom the teacher says is made up
    if (REAL_ASKED_BEFORE.test(text.slice(Math.max(0, span.start - 24), span.start)) && REAL_ASKED_AFTER.test(text.slice(span.end, span.end + 24)) && saidPretendAfter(window, message))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "[dog barking] Chorizo! Chorizo, stop.": the animal a transcriber's note just heard, called by its name
    if (ANIMAL_NOISE_BEFORE.test(text.slice(Math.max(0, span.start - 48), span.start))) return { verdict: 'NOT_PII', reason: 'pet-name' };
    // ("There's a baker, her name is Mrs. Pumpernickel, and she baked 43 muffins.": a character a learner makes up, in math talk)
    if (message.segment?.label === 'MATH' && STORY_INTRO_NAME_BEFORE.test(text.slice(Math.max(0, span.start - 60), span.start)) && NUMBER.test(text.slice(span.end)) && !firstPersonIn(text.slice(0, span.start)))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // ("Is it Fahrenheit or Celsius?" "Fahrenheit, that's what our thermometer shows.": in math talk a unit named after
    // someone, no given name, is the unit)
    // (a student nicknamed so is greeted, thanked or told to: "Thanks, Celsius!", "Gauss, come draw the tree for us.")
    if (
      message.segment?.label === 'MATH' &&
      lexicon().measureUnits.has(value.toLowerCase()) &&
      !lexicon().first.has(value.toLowerCase()) &&
      !/\b(?:hi|hey|hello|thanks|thank you|good job|great job|nice|welcome)\s*,?\s*$/i.test(text.slice(Math.max(0, span.start - 16), span.start)) &&
      !/^,\s*(?:come|can you|could you|would you|will you|go|please|you|what|how|why|read|tell|show|give|do|try)\b/i.test(text.slice(span.end, span.end + 16))
    )
      return { verdict: 'NOT_PII', reason: 'unit' };
    // ("This is Chomp, the function machine.": a thing named beside what it is)
    if (THING_APPOSED_AFTER.test(text.slice(span.end, span.end + 40))) return { verdict: 'NOT_PII', reason: 'named-thing' };
    // ("this is Harold's little sister and her name is Trina and she is a triangle": a shape the lesson names)
    if ((NAME_GIVEN_BEFORE.test(before) && SHAPE_NAMED_AFTER.test(text.slice(span.end, span.end + 48))) || SHAPE_NAMED_BEFORE.test(text.slice(Math.max(0, span.start - 60), span.start)))
      return { verdict: 'NOT_PII', reason: 'named-thing' };
    // ("How many sections are labeled Ruby?", "the probability of landing on Ruby", "nine Ruby already", "Six Scarlet, four
    // Amber, three Jade": in math talk, a chance game's outcome or a counted kind named like a person; the transcript pass
    // spreads it to the name's other mentions, not to one spoken to)
    const counted = COUNTED_BEFORE.test(before) && !/^['’]s\b/.test(text.slice(span.end)) && (COUNTED_KIND_AFTER.test(text.slice(span.end, span.end + 16)) || (text.match(COUNTED_PAIRS) ?? []).length >= 3);
    if (message.segment?.label === 'MATH' && /^\p{Lu}\p{Ll}+$/u.test(value) && (OUTCOME_BEFORE.test(before) || counted) && !strongPersonCue(message, span)) return { verdict: 'NOT_PII', reason: 'named-thing' };
    // ("Ms. Zoom is the bus driver", "Auntie Lemon and Sir Sips-a-Lot", "Cupcake ate 3": a story's whimsical name, unless someone
    // gives it as their own)
    if (lexicon().storyWords.has(value.toLowerCase()) && !/\b(?:my name(?:['’]s| is)|i['’]?m|i am|call me)\s+$/i.test(before)) return { verdict: 'NOT_PII', reason: 'story-name' };
    // ("0.4 pounds of ginger. Ginger is $3.50 a pound.": a word opening its sentence, said as a common noun earlier in the
    // message, and priced)
    // (its price or measure said next: "Penny is money!" after "a penny" stays the classmate)
    if (/^\p{Lu}\p{Ll}+$/u.test(value) && SENTENCE_OPENS.test(text.slice(0, span.start)) && /^\s+(?:is|are|costs?)\s+\$?\d/.test(text.slice(span.end, span.end + 12)) && new RegExp(`(?<![\\p{L}])${escapeRegExp(value.toLowerCase())}(?![\\p{L}])`, 'u').test(text.slice(0, span.start)))
      return { verdict: 'NOT_PII', reason: 'ordinary-word' };
    // ("Hypot... hypotenuse.": a word begun, broken off and said whole right after, a word no name list holds; "Mari... Maria"
    // is a name begun)
    const whole = CUT_OFF_WORD.exec(text.slice(span.end, span.end + 40))?.[1]?.toLowerCase();
    if (whole !== undefined && value.length >= 3 && whole.startsWith(value.toLowerCase()) && lexicon().english.has(whole) && !lexicon().first.has(whole) && !lexicon().last.has(whole))
      return { verdict: 'NOT_PII', reason: 'word-fragment' };
    // "So our town is called Pickleton. It's totally made up.": a made-up place or thing given its name
    if (THING_CALLED_BEFORE.test(before) && PLACE_MADE_UP.test(text)) return { verdict: 'NOT_PII', reason: 'made-up-place' };
    if (AUTHOR_BEFORE.test(text.slice(Math.max(0, span.start - 100), span.start))) return { verdict: 'NOT_PII', reason: 'public-name' };
    if (COIN_FACE_AFTER.test(text.slice(span.end, span.end + 48)) || COIN_FACE_BEFORE.test(before) || (span.start < 3 && WHO_ON_MONEY.test(messageBefore(window, message)?.text ?? '')))
      return { verdict: 'NOT_PII', reason: 'public-name' };
    return undefined;
  },
};

/** Number words a lesson defines: "Laba is two", "two is khi", "Elfu. And a million is milioni." */
const NUMBER_WORDS = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|(?:a |one )?hundred|(?:a |one )?thousand|(?:a |one )?million|\d+)`;
const IS_NUMBER_AFTER = new RegExp(String.raw`^\s+(?:is|means|=)\s+${NUMBER_WORDS}\b`, 'i');
const NUMBER_IS_BEFORE = new RegExp(String.raw`\b${NUMBER_WORDS}\s+(?:is|=)\s+$`, 'i');
let otherLanguage: RegExp | undefined;
/** A language other than English named in the text ("in Somali", "Vietnamese numbers"). */
const namesOtherLanguage = (text: string) =>
  (otherLanguage ??= new RegExp(String.raw`\b(?:${[...lexicon().nrpLanguages].filter((l) => l !== 'english').map(escapeRegExp).join('|')})\b`, 'i')).test(text);
/**
 * "K-O-W is one. Laba is two, L-A-B-A. Saddex is three": in math talk, a word the lesson says is a number, with another
 * language named in the message or just before, is that language's number word, whatever name list holds it ("Saba",
 * "Shan"); the transcript pass keeps it so where it comes again ("Saddex!").
 */
export const foreignNumberWord: Check = {
  id: 'foreign-number-word',
  verify: ({ span, text, message, window }) => {
    // (a spelling's cue is no person's here: "Saddex is three, with an x at the end")
    if (span.type !== 'PERSON' || message.segment?.label !== 'MATH' || !(span.source === GAZETTEER_SOURCE || (span.source === CONTEXT_SOURCE && !strongPersonCue(message, span)))) return undefined;
    if (!IS_NUMBER_AFTER.test(text.slice(span.end, span.end + 24)) && !NUMBER_IS_BEFORE.test(text.slice(Math.max(0, span.start - 24), span.start))) return undefined;
    const at = window.indexOf(message);
    return window.slice(Math.max(0, at - 3), at + 1).some((m) => namesOtherLanguage(m.text)) ? { verdict: 'NOT_PII', reason: 'number-word' } : undefined;
  },
};

/**
 * "Boqolkiiba. In Somali we say boqolkiiba", "Yes. Bolani." then "no fighting about bolani", "Maya, maya. 18 is the discount.":
 * a capitalised word no name list holds, written in lower case as a word of its own in its message or in a cased message nearby,
 * is a word of another language (the room writes its names capitalised; a name inside an address is no word: "nkechi.eze82@",
 * "jonah dot tutoring at gmail"). A listed given name counts only said again right after itself ("¡Abril en abril!" is a name).
 */
export const lowerCaseWord: Check = {
  id: 'lower-case-word',
  verify: ({ span, value, message, window }) => {
    if (span.type !== 'PERSON' || span.placeholder || !/^\p{Lu}\p{Ll}+$/u.test(value) || strongPersonCue(message, span)) return undefined;
    const lower = value.toLowerCase();
    const lex = lexicon();
    if (lex.english.has(lower)) return undefined;
    if (lex.first.has(lower) || lex.last.has(lower))
      return new RegExp(String.raw`^,?\s+${escapeRegExp(lower)}(?![\p{L}\p{M}])`, 'u').test(message.text.slice(span.end, span.end + value.length + 4)) ? { verdict: 'NOT_PII', reason: 'ordinary-word' } : undefined;
    const said = new RegExp(String.raw`(?<![\p{L}\p{M}\d'’@._-])${escapeRegExp(lower)}(?![\p{L}\p{M}\d'’@_-]|\.\w|\s+(?:dot|at)\s)`, 'u');
    return window.some((m) => /\p{Lu}/u.test(m.text) && said.test(m.text)) ? { verdict: 'NOT_PII', reason: 'ordinary-word' } : undefined;
  },
};

/** The role titles stories give their characters ("Captain Ortiz", "Chef Amara", "King Alaric"); the staff a
 * teacher writes into a problem are titled otherwise ("Coach Daniels", "Principal Hargrove", "Ms. Lee"). */
const STORY_TITLE_BEFORE = new RegExp(String.raw`\b(?:King|Queen|Prince|Princess|Sir|Professor|Officer|${[...ROLE_TITLES].join('|')})\s+$`);
/** A kin title a story gives its character, capitalised and no one's before it: "Aunt Clementine", "Grandpa Teodoro". */
const STORY_KIN_BEFORE = /(?<!\b(?:my|our|your|his|her|their)\s+)\b(?:Aunt|Auntie|Uncle|Grandma|Grandpa|Granny|Nana|Abuela|Abuelo|Tía|Tío|Lola|Lolo)\s+$/u;
/** Titles no one in a classroom carries, only a story's characters: "Sir Radish", "Admiral Fishbeard", "Duchess Gloopington". */
const STORY_ONLY_TITLE_BEFORE = /\b(?:Sir|King|Queen|Prince|Princess|Lord|Lady|Duke|Duchess|Baron|Baroness|Count|Countess|Emperor|Empress|Admiral|Pirate|Wizard|Dame)\s+$/;
/** A story's trade made a title, "Farmer Bea", "Zookeeper Gus": no classroom's, though a learner may ask to be one ("Farmer Tavon"). */
const STORY_TRADE_TITLE_BEFORE = /\b(?:Farmer|Zookeeper)\s+$/;
/** "This one has a character. Meet Chef ", "our new character. This is ": a problem's character said to be one, then met. */
const CHARACTER_MET_BEFORE = /\bcharacters?\b[^?!]{0,40}[.!:]\s+(?:meet|this is|here['’]?s|say hi to)\s+(?:(?:chef|farmer|captain|coach|grandma|grandpa|uncle|aunt|mr|mrs|ms|miss|dr)\.?\s+)?$/i;
/** An epithet of ordinary capitalised words right before the name: "Mixed-Up ", "Silly ". */
const EPITHET_BEFORE = /(?:^|[\s"'‘“(])(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)\s+$/u;
/** An adverb that opens an answer ("Probably Priya's."), never an epithet. */
const SENTENCE_ADVERB = /^(?:probably|possibly|perhaps|maybe|definitely|actually|basically|obviously|honestly|seriously|literally|personally|hopefully|apparently|clearly|certainly|surely|exactly|totally|really|usually|normally|finally|suddenly|luckily|sadly|especially|mostly|mainly|only|also|still)$/i;
/** "Mixed-Up Max", "Silly Sally": ordinary words sharing the name's first letter, how a worksheet names its made-up
 * student; a word of five letters at least or two joined ("So Summer's saying" is a sentence's "so"). */
function alliterativeEpithet(before: string, name: string): boolean {
  const epithet = EPITHET_BEFORE.exec(before)?.[1];
  if (!epithet || epithet[0] !== name[0] || /\s/.test(name) || (!epithet.includes('-') && epithet.length < 5) || SENTENCE_ADVERB.test(epithet)) return false;
  const lex = lexicon();
  return epithet.split('-').every((w) => lex.english.has(w.toLowerCase()) && !lex.first.has(w.toLowerCase()));
}
/** "did Mr. Ruiz drive", "driven by Mr. Ruiz": a titled name as the subject or agent of a problem question. */
const TITLED_IN_QUESTION = /\b(?:did|does|do|will|would|could|can|by|was|is|were)\s+(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+$/;
/** A title right before a name, in any case ("Mr. ", "mrs "). */
export const TITLE_BEFORE = /\b(?:mr|mrs|ms|miss|dr)\.?\s+$/i;
/** The titles a story's grown-ups carry: those, a coach's and the Spanish elders' "Don" ("Don Benito quiere poner una cerca"; a school has one
 * principal: written into a problem, the real one). */
const STORY_TITLED_BEFORE = /\b(?:mr|mrs|ms|miss|dr|coach|don|doña|dona)\.?\s+$/i;

/** A cue that makes a mention a person by itself: a title, or greeted, introduced or called on by the name. */
export const strongPersonCue = (message: WorkMessage, span: Span) =>
  TITLE_BEFORE.test(message.text.slice(Math.max(0, span.start - 6), span.start)) || addressedAsPerson(message.text, span.start, span.end, message.role);
const FIRST_PERSON_WORD = /\b(?:i|i'm|i’m|me|my|we|our|us)\b/i;
/** "we need to find", "let us work out": the shared "we" of solving a problem together, not a disclosure. */
const SOLVING_WE = /\b(?:we|let us)\s+(?:(?:need|have|want|are going|'re going|’re going)\s+to\s+|can\s+|should\s+|will\s+|must\s+)?(?:find|figure out|solve|calculate|work out|compute|add|subtract|multiply|divide|count|check|know)\b/gi;
/** "tell me the value", "show me": the teacher's instruction, no disclosure about the speaker. */
const INSTRUCTING_ME = /\b(?:tell|show|give)\s+me\b/gi;
export const firstPersonIn = (sentence: string) => FIRST_PERSON_WORD.test(sentence.replace(SOLVING_WE, ' ').replace(INSTRUCTING_ME, ' '));
/** "I think Dr. Patel's garden is bigger": an opinion on a titled problem's owner, not a disclosure about the speaker (a classmate's claim judged so stays: "I think Marcus says"). */
const OPINION = /\bi (?:think|thought|guess|believe)\b/gi;
/** "miles driven by", "the windows washed by Lucy and": the agent of a problem's passive, after a counted noun. */
const PASSIVE_AGENT =
  /(?:\d|\p{L}s)\s+(?:washed|driven|drove|eaten|sold|bought|made|baked|read|written|painted|built|collected|picked|planted|run|walked|ridden|earned|saved|spent|paid|cut|drawn|sorted|shared|given|scored|caught|grown|filled|poured|cooked|packed|mixed|measured|travell?ed|swum|jumped|used|needed|owned|carried|delivered|raised|sprinted)\s+by\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?(?:\p{L}+\s+(?:and|&)\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?)?$/iu;

/**
 * "Is that even or odd?" then "Even.": in math talk, a word said alone as the whole reply, written in lower case in the question just
 * before, is the answer, whatever name list holds it (a name asked about is capitalised there: "Mia or Leo?" then "Mia.").
 */
export const echoedAnswer: Check = {
  id: 'echoed-answer',
  verify: ({ span, text, value, message, window }) => {
    if (span.type !== 'PERSON') return undefined;
    // ("We're doing clay." then "Yes, clay, so roll up your sleeves.": in cased speech, a lower-case word the message before
    // used as a word mid-sentence, in cased speech too, is that word again)
    if (value === value.toLowerCase() && /^\p{Lu}/u.test(text) && wordUsedJustBefore(window, message, value)) return { verdict: 'NOT_PII', reason: 'answer-word' };
    if (message.segment?.label !== 'MATH' || text.trim().replace(/[.!?]+$/, '') !== value) return undefined;
    const previous = messageBefore(window, message);
    const lower = value.toLowerCase();
    return previous !== undefined && lower !== value && new RegExp(`(?<![\\p{L}])${escapeRegExp(lower)}(?![\\p{L}])`, 'u').test(previous.text)
      ? { verdict: 'NOT_PII', reason: 'answer-word' }
      : undefined;
  },
};

/** "I wrote it about you guys", "here's one I made up about you", "Next one is about a real person.", "now I'm going to use
 * some real people", "Now I'm putting a real person in the story.", "I'm using somebody's name.": the speaker says the problem
 * is about the listeners ("This one's about somebody you know."). */
const WRITTEN_ABOUT_YOU = /\b(?:wrote|written|made(?: up)?|write)\b[^.?!'"‘“]{0,30}\babout\s+(?:you|y['’]all|your\b)|\b(?:is|one is|one['’]s) about (?:a real (?:person|booth|family|parent|kid|student|grown-up)|some(?:one|body) (?:you know|(?:in|from) (?:this|our) (?:room|class)))\b|\b(?:use|using|try)\s+(?:some\s+)?real (?:people|names|kids|students)\b|\b(?:use|using|with)\s+(?:somebody|someone|somebody else)['’]s\s+(?:real\s+)?name\b|\b(?:put|putting)\s+(?:a real (?:person|kid|student)|some(?:one|body)(?: real| from (?:this|our) (?:room|class))?|one of you|you(?: guys)?)\s+in(?:to)?\s+(?:a|the|this|our|my)\s+(?:story|problem|word problem)\b/i;
/**
 * "So here's the warm-up, and I wrote it about you guys. 'Marisol buys 4 tickets...'": the names of a problem its
 * speaker says was written about the listeners are theirs (the collision convention, said out loud); the transcript
 * pass makes every mention of them a person.
 */
export const writtenAboutListener: Check = {
  id: 'written-about-listener',
  verify: ({ span, text }) => (span.type === 'PERSON' && WRITTEN_ABOUT_YOU.test(text.slice(0, span.start)) ? { verdict: 'PII', reason: 'person-written-into-problem' } : undefined),
};

/** A later sentence of the message asks a problem's question about the same name: "... How many apple trees are in Mr. Patel's orchard?" */
function nameAskedAgain(text: string, from: number, name: string): boolean {
  // (a title's dot ends no sentence)
  for (const m of text.slice(sentenceEnd(text, from)).replace(/\b(Mr|Mrs|Ms|Dr)\./g, '$1 ').matchAll(/[^.?!]*\?/g)) if (m[0].includes(name) && PROBLEM_WORDING.test(m[0])) return true;
  return false;
}

/** A class the message calls the book's or made up, or a page cited, just before a titled owner: "a made-up class there, ",
 * "The book's made-up class, ", "Page 240, ". */
const BOOK_CLASS_BEFORE = /\b(?:(?:made[- ]up|pretend|textbook|fictional|imaginary|book['’]s)\s+class|page\s+\d+)\b[^.?!]{0,16}[,:]\s*(?:Mr|Mrs|Ms|Miss|Dr|Coach)?\s*$/i;
/** The teacher saying the next problem's name is made up: "this one's a pretend name", "a made-up name this time". */
const PRETEND_NAME = /\b(?:pretend|made[- ]up|fake|imaginary)\s+(?:name|person|kid|character)s?\b/i;
const pretendNameSaid = (window: readonly WorkMessage[], message: WorkMessage) => {
  const i = window.indexOf(message);
  return teacherSaid(window, i - 2, i + 1, PRETEND_NAME);
};
/** How a textbook presents a class's data: "made a table of their favorite pets", "The results are shown in the bar graph." */
const CLASS_DATA_SHOWN =
  /\b(?:(?:the )?results are shown|(?:is|are) shown in the (?:bar graph|table|line plot|pictograph|picture graph|chart|tally chart|graph)|made a (?:table|bar graph|line plot|tally chart|pictograph|picture graph|chart|graph)|voted for (?:their|its) favou?rite)\b/i;
/** "A shop owner, ", "An old farmer, Mr. ", "Her neighbor, Mr. ": a role with an indefinite article or a third person's
 * possessive opening the sentence, set beside the name after it. */
export const INDEFINITE_ROLE_BEFORE = /(?:^|[.!?:]\s+)(?:[Aa]n?|[Hh]er|[Hh]is|[Tt]heir)\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+,\s+(?:(?:Mr|Mrs|Ms|Miss|Dr|Coach)\.?\s+)?$/u;
/** "a meteorologist named Dr. ", "a baker called ": someone indefinite brought in by a role and named. */
const INDEFINITE_NAMED_BEFORE = /\b[Aa]n?\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+\s+(?:named|called)\s+(?:(?:Mr|Mrs|Ms|Miss|Dr|Coach)\.?\s+)?$/u;
/** A name confirmed by a cue anywhere in the transcript is a person everywhere in it. */
export const confirmedPerson: Check = {
  id: 'person-confirmed',
  verify: ({ span, value, text, message, window, confirmedNames, namedEarlier }) => {
    if (span.type !== 'PERSON') return undefined;
    // "How many miles did Mr. Ruiz drive?": a title inside a problem question in math talk is a character's
    // Only in the name's own sentence (a title's dot is not a sentence end), with no first-person word
    // ("my teacher Mrs. Okafor", "I have Ms. Rivera")
    if (message.segment?.label === 'MATH' && TITLED_IN_QUESTION.test(text.slice(Math.max(0, span.start - 16), span.start))) {
      const sentence = titledSentence(text, span.start, span.end);
      if (PROBLEM_WORDING.test(sentence) && !firstPersonIn(sentence)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    }
    if (message.segment?.label === 'MATH' && PASSIVE_AGENT.test(text.slice(Math.max(0, span.start - 48), span.start)) && !firstPersonIn(titledSentence(text, span.start, span.end)))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Page 219. A shop owner, Mr. Haverford, has a display case...", "A baker, Mrs. Delacroix, packs cupcakes": in math talk, a
    // role with "a" or "an" opening the sentence and set beside the name is how a problem brings in its character (the
    // speaker's own are "my dispatcher, Marguerite,")
    // ("A friend of mine, Maya, got 12" is the speaker's)
    const roleBefore = INDEFINITE_ROLE_BEFORE.exec(text.slice(Math.max(0, span.start - 48), span.start))?.[0];
    if (message.segment?.label === 'MATH' && roleBefore && !/\b(?:mine|ours|yours|your)\b/i.test(roleBefore) && /^,/.test(text.slice(span.end, span.end + 1)) && NUMBER.test(text) && !firstPersonIn(titledSentence(text, span.start, span.end)))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // ("In the textbook version of this, a meteorologist named Dr. Ruiz puts her stations...": a role named so in math talk)
    if (message.segment?.label === 'MATH' && INDEFINITE_NAMED_BEFORE.test(text.slice(Math.max(0, span.start - 48), span.start)) && NUMBER.test(text) && !firstPersonIn(titledSentence(text, span.start, span.end)))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Mrs. Okonkwo has 28 students and wants groups of 4. How many groups?", "Dr. Patel's garden is 8 feet
    // by 6 feet ... Whose garden has the bigger area?", "Ms. Alvarez is baking cookies ... How many cookies
    // does she have?": in math talk, a titled subject acting, or owning a problem's thing, with quantities
    // in a message that asks a problem's question, without a first-person word. Outside math talk a
    // teacher reads herself into a problem the same way ("Ms. L bought 13 packages of cups ... How many
    // cups did she buy?" in a real lesson): she stays.
    const titledAfter = text.slice(span.end, span.end + 40);
    // ("Problem one on the board. Mr. and Mrs. Alvarez are tiling their kitchen floor. The kitchen is 12 feet
    // long...", "Part b. The Johnsons borrow a hose from their neighbor, Mrs. Patel, that pours 10 gallons":
    // after the problem is named, any titled name not spoken to, and the story's numbers in its next sentences)
    // ("Problem 3. Coach Rivera's team is doing orienteering...": a coach is titled in a story too)
    const titled = message.segment?.label === 'MATH' && STORY_TITLED_BEFORE.test(text.slice(Math.max(0, span.start - 10), span.start));
    const named = titled && problemNamedBefore(text, span.start) && !addressedAsPerson(text, span.start, span.end, message.role);
    // ("Mr. Chen says seven and one fifth minus ... Ms. Alvarez says it's four and three fifths. Who is right?": titled
    // claimants a task asks the class to judge)
    const debated = CLAIM_AFTER.test(titledAfter) && (WHO_RIGHT.test(text) || NAMED_JUDGED.test(text.slice(span.end)) || PRONOUN_JUDGED.test(text.slice(span.end)));
    const acts = PROBLEM_VERBS.test(titledAfter);
    if (titled && (acts || PROBLEM_POSSESSION.test(titledAfter) || named || debated)) {
      const sentence = titledSentence(text, span.start, span.end);
      // (the story may count in its next sentences: "She puts 4 rows of 5 on each tray")
      const pronounAsked = PRONOUN_QUESTION.test(text) || PRONOUN_JUDGED.test(text);
      // (right after the problem's label any question after the name is the problem's: "Problem 3. Coach Rivera's team
      // is doing orienteering... the library is at 315 degrees. What's the angle between them?")
      // ("What is the volume of the box?", "Probability it's from Mr. Obi's class?": a measure or a chance asked of the story)
      const asked = pronounAsked || debated || PROBLEM_WORDING.test(text) || MEASURE_ASKED.test(text.slice(span.end)) || WHOSE_QUESTION.test(text) || (WHO_COMPARED.test(text.slice(span.end)) && !/\bwho\s+(?:wants|needs)\b/i.test(text.slice(span.end))) || (named && text.includes('?', span.end));
      // ("Mrs. Patel is making a quilt. Two thirds of her quilt squares are blue. ... What fraction of the whole quilt...?":
      // the story's numbers in the next sentences about "her", its question asked)
      const toldOn = (PROBLEM_WORDING.test(text) || MEASURE_ASKED.test(text.slice(span.end))) && STORY_PRONOUN.test(text.slice(span.end));
      // ("Mr. Patel has an orchard. There are 24 rows of apple trees... How many apple trees are in Mr. Patel's orchard?":
      // the problem's question asks about the titled name again)
      const askedAgain = nameAskedAgain(text, span.end, value);
      // ("Mr. Feldman runs a lemonade stand. A cup costs sixty-five cents. ... What's the change?": the titled one acting in the
      // message's opening sentence, the story's counts and its question in the next ones, no one's own in the whole message;
      // "Okay, exit ticket. Mrs. Ferreira is passing them out." is the room's, "Maybe Ms. Abernathy wrote it about him." the
      // problem's author)
      const storyGoesOn = acts && !/^\s+\p{L}+\s+(?:it|this|that|them)\b/u.test(titledAfter) && asked && titledSentence(text, span.start, span.end) === text.slice(0, sentenceEnd(text, span.end) + 1) && !firstPersonIn(text) && !SECOND_PERSON.test(sentence);
      if ((NUMBER.test(sentence) || ((pronounAsked || named || toldOn || debated || askedAgain || storyGoesOn) && NUMBER.test(text))) && (asked || askedAgain) && !firstPersonIn(sentence.replace(OPINION, ' ')) && !SESSION_TALK.test(withoutStoryClock(sentence.replace(OWN_CLASS, ' '))) && !OWN_GROUP.test(text)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    }
    // "The problem says Mr. Ortiz drives 45 miles": a titled name read out of a problem, in any segment
    const head = text.slice(Math.max(0, span.start - 48), span.start);
    const untitled = head.replace(/\b(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+$/, '');
    if (untitled !== head && PROBLEM_OPENERS.test(untitled) && PROBLEM_VERBS.test(text.slice(span.end, span.end + 40)) && !firstPersonIn(titledSentence(text, span.start, span.end)))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    if (inProblemCast(text, span, message)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "'Mr. Lee's class made a table of their favorite pets. Make a bar graph...'", "Ms. Harper's class at Brookside
    // Elementary voted for their favorite sport. The results are shown in the bar graph.": in math talk, a titled owner
    // of a textbook's class whose data the message presents (a real class visits: "Ms. Harper's class is coming at ten")
    // ("There's a made-up class there, Mr. Pell's class, and they measured...", "Now, our textbook class. Page 240, Ms. Vance's
    // class.": one the message says is the book's or made up)
    if (message.segment?.label === 'MATH' && TITLE_BEFORE.test(text.slice(Math.max(0, span.start - 6), span.start)) && /^['’]s\s+class\b/.test(text.slice(span.end, span.end + 10)) && (CLASS_DATA_SHOWN.test(text) || BOOK_CLASS_BEFORE.test(text.slice(Math.max(0, span.start - 60), span.start).replace(/\b(?:Mr|Mrs|Ms|Dr)\.\s*$/, ''))) && !firstPersonIn(titledSentence(text, span.start, span.end)))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // '"Room 14 did the ruler drop. Their mean catch distances were: Ada, 14 cm; Ravi, 17 cm..."', '"Ms. Lark's class at
    // Pinecrest School made paper airplanes. The line plot shows..."': a learner reading a passage out, the whole turn quoted
    // (a name said before the passage is the room's read into the book: the collision convention)
    if (readPassage(text, message, window) && !namedEarlier(value.toLowerCase()) && !addressedAsPerson(text, span.start, span.end, message.role)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Okay, next problem, and this one's a pretend name." then "'Kai's library book is due in 2 weeks...'": a problem the
    // teacher just said has a made-up name, in math talk with its numbers
    if (message.segment?.label === 'MATH' && NUMBER.test(text) && pretendNameSaid(window, message) && !namedEarlier(value.toLowerCase()) && !addressedAsPerson(text, span.start, span.end, message.role))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Page 147. The line plot shows the number of siblings for students in Ms. Harper's class.", "The book says Owen has the
    // most siblings in Ms. Harper's class.": in math talk, a titled name in a sentence a cited source opens
    if (message.segment?.label === 'MATH' && TITLE_BEFORE.test(text.slice(Math.max(0, span.start - 6), span.start))) {
      const sentence = titledSentence(text, span.start, span.end);
      if (SOURCE_OPENS.test(sentence) && (SOURCE_NAMED.test(text) || BOOK_CITED.test(text)) && !firstPersonIn(sentence) && !addressedAsPerson(text, span.start, span.end, message.role))
        return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    }
    // "I'll read it to you. \"Ivy and her dad, Mr. Sato, are building a birdhouse...\"": a problem read out in math talk, titled names too
    // (unless the room finds the name its own right after: "Camila's famous! She's in the book.")
    // (or a passage a learner reads when asked: "Number three. Tomás, your turn." then "'Mr. Turner the lighthouse keeper turns on
    // the light...'", "Let's read it together." then "Mr. Diaz's fourth-grade class is planting a garden...")
    // (acting there, "Ms. Wojcik" in a price list read out is the room's teacher)
    // (or a name opening the story after the problem is announced: "here's a story problem on your sheet, number 1, read it
    // with me. Pierre is painting the Eiffel Tower."), or a numbered one told by who is in it ("number 7 is the one about Ava's
    // softball team")
    if (message.segment?.label === 'MATH' && (readOutProblem(text, span.start) || announcedProblem(text, span) || NUMBERED_ONE_ABOUT.test(text.slice(Math.max(0, span.start - 48), span.start)) || quotedCard(text, span.start) || (readingAsked(window, message) && NUMBER.test(text) && ACTS_AFTER.test(text.slice(span.end, span.end + 48)) && !selfFoundAfter(window, message) && !aboutUsBefore(window, message))) && !addressedAsPerson(text, span.start, span.end, message.role) && !nameFoundAfter(window, message, value))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    if (span.source === CONTEXT_SOURCE && strongPersonCue(message, span)) return { verdict: 'PII', reason: 'person-context-cue' };
    // A weaker cue (an echo, "it's Mia", a cue elsewhere in the transcript) leaves the character checks to judge
    if (span.source === CONTEXT_SOURCE) return undefined;
    // (a unit named after a scientist, written in lower case, is the unit whoever in the room shares it: "a temperature
    // scale called kelvin"; the transcript pass keeps it so too)
    if (value === value.toLowerCase() && lexicon().measureUnits.has(value)) return undefined;
    return value.split(/\s+/).some((p) => confirmedNames.has(p.toLowerCase())) ? { verdict: 'PII', reason: 'person-confirmed-in-transcript' } : undefined;
  },
};

/**
 * "Marisol paddled 1/2 mile down the river ... How far did she paddle in all?": the verb right after the name asked
 * back about "she" or "he" later in the message is the story's act, whatever the verb (a list cannot hold them all).
 */
function verbAskedBack(text: string, end: number): boolean {
  const word = /^\s+(\p{Ll}{3,})(?![\p{L}'’])/u.exec(text.slice(end, end + 24))?.[1];
  if (!word || !/(?:ed|s)$/.test(word)) return false;
  // "paddled" and "paddles" ask "paddle", "hopped" asks "hop", "watches" asks "watch"
  const stems = new Set([word.slice(0, -1), word.slice(0, -2), ...(/(\p{Ll})\1ed$/u.test(word) ? [word.slice(0, -3)] : [])].filter((w) => w.length >= 3));
  const asked = /\b(?:did|does|do|will|would|can|could)\s+(?:she|he|they)\s+(\p{Ll}+)/gu;
  for (const m of text.slice(end).matchAll(asked)) if (stems.has(m[1]!)) return true;
  return false;
}

/**
 * Speech written down with no sentence's mark, as some transcribers do, runs a whole turn into one sentence ("hmm Amir says
 * twenty-four hundredths and Bao says two point four those are different numbers let's look ... more than one whole"): in
 * a long turn so written, the words near the name stand for its sentence (a story said so keeps its question near: "so
 * Maria has 12 apples and she gives 3 to her friend how many does she have left").
 */
function runOnAround(text: string, start: number, end: number): string | undefined {
  if (/[.?!]/.test(text)) return undefined;
  const words = [...text.matchAll(/\S+/g)];
  if (words.length < RUN_ON_WORDS) return undefined;
  const at = words.findIndex((w) => w.index + w[0].length > start);
  const next = words.findIndex((w) => w.index >= end);
  const from = words[Math.max(0, at - RUN_ON_BEFORE)]!.index;
  const last = words[next < 0 ? words.length - 1 : Math.min(words.length - 1, next + RUN_ON_AFTER - 1)]!;
  return text.slice(from, last.index + last[0].length);
}
const RUN_ON_WORDS = 24;
const RUN_ON_BEFORE = 8;
const RUN_ON_AFTER = 14;

/** "I have a friend named ", "we've got a cousin called ": someone of the speaker's own life named as theirs. */
const OWN_NAMED_BEFORE = /\b(?:I|we)(?:['’]ve)?\s+(?:have|had|got)\s+(?:a|an|this|two|three)\s+(?:\w+\s+)?(?:friend|cousin|brother|sister|neighbou?r|classmate|teammate|aunt|uncle|grandma|grandpa)\s+(?:named|called)\s+$/i;
/** Characters of word problems ("If Alex has 5 apples...") in math talk are not anyone's identity. */
export const wordProblemCharacter: Check = {
  id: 'word-problem-character',
  verify: ({ span, text, message, window, value, namedEarlier, castSaidBack }) => {
    if (span.type !== 'PERSON' || (span.source !== GAZETTEER_SOURCE && span.source !== CONTEXT_SOURCE)) return undefined;
    const after = text.slice(span.end, span.end + 40);
    // ("Two-step problem. Chef Amara is making lunch": a story's role title is read through, like no word at all)
    const before = text.slice(Math.max(0, span.start - 40), span.start).replace(STORY_TITLE_BEFORE, '');
    const mathTalk = message.segment?.label === 'MATH';
    // ("I have a friend named Maya who got 12.": someone of the speaker's own life, named as theirs, in math talk too)
    if (OWN_NAMED_BEFORE.test(text.slice(Math.max(0, span.start - 60), span.start))) return undefined;
    // ("[Bao writes 0.40 above 0.35 on board; approx. 12 s side talk]": a transcriber's note tells what someone in the room does)
    if (inTranscriberNote(text, span)) return undefined;
    // (a teacher's whole turn a problem in quotes, read to the room: its people are the problem's, unless the room named them
    // before or finds one its own right after)
    if (mathTalk && TEACHES.has(message.role) && span.source === GAZETTEER_SOURCE && wholeQuotedProblem(text) && !namedEarlier(value.toLowerCase()) && !selfFoundAfter(window, message))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // Set off by commas like one spoken to, but named as a sample's student ("So this student, Priya, wrote")
    if (mathTalk && SAMPLE_STUDENT_BEFORE.test(before)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // ("read me the first three rows" then "Dante Wells, 72 inches, 210 pounds. Luis Carrera, 75 inches": a book table's rows
    // read out as asked, each name set off by its value's comma, unless the room finds one its own right after)
    if (mathTalk && /^,\s*\d/.test(after) && readingAsked(window, message) && !selfFoundAfter(window, message)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Who's in the story? Okay, Mia and her brother Leo.": the cast named in answer to the question
    if (mathTalk && CAST_ASKED.test(text.slice(Math.max(0, span.start - 100), span.start))) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "These jumps are from a pretend class. Eight kids: Will, Rose...", "A craft club measured ribbon pieces. Hope, 3/4.
    // Skylar, 1 and 1/2.": a made-up group's data, its members listed with their numbers, in math talk
    // (read before the commas that look like calls)
    // (one said before in the transcript is the room's: the collision convention)
    // (nor one a classmate finds theirs: "Wait, Mateo? That's me!")
    const listEnd = /^[.,]/.test(after) && /\p{Lu}\p{Ll}+,\s*\p{Lu}\p{Ll}+,?\s*(?:and\s+)?$|\p{Lu}\p{Ll}+\s+and\s+$/u.test(before);
    if (mathTalk && madeUpGroupBefore(text, span.start, window, message) && (GROUP_MEMBER_AFTER.test(after) || listEnd) && !namedEarlier(value.toLowerCase()) && !selfFoundAfter(window, message)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // ("Whose commute is more consistent?" then a learner's "Liam. His MAD is 1.2": the answer names the question's character)
    if (span.start === 0 && mathTalk && answersCastQuestion(window, window.indexOf(message), span.start, span.end)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // ("Who has more left?" then "Felipe!", or "And Felipe?": a recent problem's person said back, no one spoken to; the
    // problem's own decision for the name is the transcript pass's)
    if (mathTalk && castSaidBack(span.start, span.end)) return undefined;
    if (inVocative(text, span.start, span.end) && !(mathTalk && listSubject(text.slice(span.end, span.end + 80)))) return { verdict: 'PII', reason: 'person-addressed' };
    // "A: Ravi claims it's 8.5", "Choice B, Deshawn's method: keep, change, flip": a choice's claimant in math talk (a vote's
    // tally names the room: "B: Priya, Tomás, Wesley.")
    if (mathTalk && CHOICE_BEFORE.test(before) && CHOICE_CLAIM_AFTER.test(after)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "the Lena and Tomás problem", "the Theo problem": a problem known by its characters' names, in any segment
    if (NAMED_PROBLEM_AFTER.test(after) && /\bthe\s+(?:\p{Lu}[\p{L}'’-]+\s+(?:and|&)\s+)?$/u.test(before)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Mixed-Up Max is back, and he did some subtraction homework": a made-up student known by an alliterative epithet
    if (mathTalk && alliterativeEpithet(before, value)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Sir Radish has a U-shaped garden", "King Radish, 42 square yards": a title only stories give, in math talk
    if (mathTalk && STORY_ONLY_TITLE_BEFORE.test(text.slice(Math.max(0, span.start - 12), span.start))) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // ("Square tiles today. Farmer Bea wants to build a pen": a story's trade as a title; a name the room said before is a
    // learner who asked to be in the problem, "Sure, Tavon." then "Farmer Tavon has 13 pumpkin plants.")
    if (mathTalk && STORY_TRADE_TITLE_BEFORE.test(text.slice(Math.max(0, span.start - 12), span.start)) && !namedEarlier(value.toLowerCase())) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Next one. This one has a character. Meet Chef Bartholomew.": a character the problem is said to have, introduced
    if (mathTalk && CHARACTER_MET_BEFORE.test(text.slice(Math.max(0, span.start - 90), span.start))) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    const sentence = runOnAround(text, span.start, span.end) ?? sentenceAround(text, span.start, span.end);
    if (GREETING_START.test(sentence)) return { verdict: 'PII', reason: 'person-addressed' };
    const numbers = NUMBER.test(sentence);
    const firstPerson = firstPersonIn(sentence);
    // "Like if Dana is as tall as Lee and Lee is as tall as Rosa, then Dana is as tall as Rosa.": people made up to show a
    // relation's chain, two comparisons under an "if", in math talk
    if (mathTalk && COMPARISON_CHAIN.test(sentence) && !firstPerson) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Sunny and Deshawn are absent today, so how many kids are here?": who is away is the class's own roll, whatever it
    // counts; and a birthday asked about without its day is the class chart's ("How many days between Aaliyah's birthday
    // and Wren's birthday?"): a problem gives its day
    if (mathTalk && (ATTENDANCE.test(sentence) || (/^['’]s\s+birthday\b/i.test(after) && !DAY_GIVEN.test(sentence)))) return undefined;
    // "That Priya's group only split one number": a classmate's group in the room (a story's is a team or a club)
    if (mathTalk && CLASS_GROUP_AFTER.test(after) && !firstPerson) return undefined;
    if (mathTalk && NUMBER.test(text) && judgedClaim(text, span) && !firstPerson) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Here's your exit ticket. Maddie's dance class starts at 4:40 and lasts 35 minutes. What time does Maddie's class end?": a
    // routine task the teacher sets, its numbers and its question, in math talk
    // (the name inside the task, after its label: "While Hunter's gone, warm-up." names a classmate)
    if (mathTalk && TEACHES.has(message.role) && TASK_LABEL.test(text.slice(0, span.start)) && NUMBER.test(text.slice(span.end)) && text.includes('?', span.end) && !firstPerson && !addressedAsPerson(text, span.start, span.end, message.role))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // (the numbers may come in the passage's later sentences: "Jordan and Ava each have a granola bar that is the same size. He
    // eats 2/4 of his bar.")
    // (not where the room finds the name its own right after: "Yo, that's me! I'm in the book!")
    // (or a claim the text asks the reader to judge, a geometry task's without a number: "Lily says line AB and line BA are the
    // same line. Tomas says ... Who is correct?")
    if (mathTalk && (numbers || ((NUMBER.test(text) || claimPutToJudge(text, span)) && !selfFoundAfter(window, message))) && !firstPerson && readingAsked(window, message)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Number four: Lena's birthday party is on March 12th ... What's the date of the cousin's party?": a
    // name right after a problem's label, in a message that asks the problem, in any segment
    if (numbers && !firstPerson && LABELLED_PROBLEM.test(text.slice(sentenceStart(text, span.start), span.start).replace(STORY_TITLE_BEFORE, '')) && (PROBLEM_WORDING.test(text) || DATE_PROBLEM.test(text) || text.includes('?')))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // A page names the source only for what the name owns there ("Priya's table on page 84"): students are
    // sent to pages too ("Faustino and Bouchard, you're on Set B on page 57")
    const sourced = SOURCE_NAMED.test(sentence) || (/^['’]s\s/.test(after) && /\bon page \d+/i.test(sentence));
    // Or the source named in another sentence of the message: "Flip to the back of your worksheet. Do you agree
    // with Marcus's strategy?" (a classmate's answer reported, "Marcus got 12", is not a character's work)
    const ofSource = sourced || (characterOfSource(text, span) && !firstPerson && !ANSWER_REPORT.test(after));
    if (mathTalk && ofSource && !addressedAsPerson(text, span.start, span.end, message.role)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // ("Clare is putting tile on her bathroom floor. But she ran out. Look at the picture. ... What do you notice?": the teacher's
    // picture or page, its person acting in the story's tense, told of as "she", a question asked; no number needed)
    // (a page alone is no story's: "You should be open to page 61. Alessia has earned herself 500 miles." praises a student)
    if (mathTalk && TEACHES.has(message.role) && PICTURE_SOURCE.test(text) && SENTENCE_OPENS.test(text.slice(0, span.start)) && STORY_PROGRESSIVE_AFTER.test(after) && STORY_PRONOUN.test(text.slice(span.end)) && text.includes('?', span.end) && !firstPerson && !addressedAsPerson(text, span.start, span.end, message.role))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "If Alex has 5 apples", "Mike has 4 cookies", "How many yards did Jason sprint?": a name without
    // any cue, acting in a sentence with quantities or quantity questions, is a problem's character.
    // Outside math talk a name near a number is often a real plan ("Marcus has 2 more questions"):
    // there the sentence must open like a problem too.
    // "Maria orders 24 wings": ordering is a problem's act too, though not a titled one's ("Ms. W ordered six
    // boxes" is how a teacher puts herself in a problem: she stays a person)
    // ("$18 money do Mia and Daquan need to split": the first of two named subjects shares the second's verb,
    // but not a group's count, "Harper, Trevor and Destiny all have 5", which is how real data is read out)
    // (the list's last name too: "Kai, Autumn and Zeke all have 12 tiles")
    if (/^\s+(?:all|both)\s/i.test(after) && /\p{Lu}[\p{L}'’-]+,?\s+(?:and|&)\s+$/u.test(before)) return undefined;
    const shared = SECOND_SUBJECT.exec(after) ?? LIST_REST.exec(text.slice(span.end, span.end + 80));
    const sharedRest = shared === null ? '' : text.slice(span.end + shared[0].length, span.end + shared[0].length + 40);
    // ("Leo and Maya each poured 1/4" is a story's; "all have", "both have", "each have" read out the class's own data)
    // (the pair's verb is plural: "Dev and Carla flip three coins", "Ravi and Keisha run a dice booth")
    const sharedVerb = shared !== null && (PROBLEM_VERBS.test(sharedRest) || PAIR_VERB.test(sharedRest)) && !/^\s+(?:all|both)\b|^\s+each\s+(?:have|has|got|get)\b/i.test(sharedRest);
    // ("Mia drinks two fourths. Owen drinks two eighths. Who drank more juice?": any verb, where the question compares the cast)
    const compared = WHO_COMPARED.test(text.slice(span.end)) && /^\s+\p{Ll}+s\b/u.test(after);
    // (and the pair's second name before the plural verb: "Dev and Carla flip")
    const pairSecond = /\p{Lu}[\p{L}'’-]+\s+(?:and|&)\s+$/u.test(before) && PAIR_VERB.test(after);
    const verb = PROBLEM_VERBS.test(after) || /^\s+(?:orders|ordered)\b/i.test(after) || sharedVerb || pairSecond || verbAskedBack(text, span.end) || compared || CREW_VERB.test(after);
    const opener = PROBLEM_OPENERS.test(before);
    // Outside math talk, a problem verb with two small counts reads as a problem when the story goes on
    // with a pronoun ("Mike has 4 cookies and he eats 3"), the message asks a problem's question, and
    // neither a first-person word nor another disclosure (an address, a year) is there. Talk of the session itself ("got 8 out of 10 on the quiz", "2 more examples",
    // "3 minutes left") is about a real learner in any segment.
    const quantities = (sentence.match(/(?<![\d.,/-])\d{1,3}(?:[./]\d+)?(?!\d|[.,/-]\d)/g) ?? []).length;
    const otherPii = (message.candidates ?? []).some((c) => c.type !== 'PERSON');
    const story = /\b(?:and|then|but|so)\s+(?:he|she|they|his|her|their)\b/i.test(sentence);
    const problemSentence = PROBLEM_WORDING.test(sentence);
    // ("Me and Keisha got 56 but Tomás got 54 for Kenji's chairs": answers compared with the speaker's own)
    // ("Problem 1 is on the whiteboard: Dalia plays four holes.": where the problem is shown is no talk of the session's)
    // ("Kenji just traded a blue for two greens. Why is that a fair trade?": what a learner did just now)
    const sessionTalk = SESSION_TALK.test(withoutStoryClock(sentence.replace(PROBLEM_SHOWN, ''))) || GROUP_ANSWER.test(after) || JUST_DONE_AFTER.test(after) || ((ANSWER_REPORT.test(after) || (firstPerson && ANSWER_NUMBER.test(after))) && !opener && !problemSentence);
    const problemAsked = PROBLEM_WORDING.test(text);
    // "Dominic's idea was smart, because a quarter is worth more than a dime": a learner's own idea or way
    // told of, with no source named, is a classmate's, however much math the sentence holds (a task asks
    // about its character's: "Which equation shows that Jason's answer is incorrect?")
    if (LEARNER_WORK_AFTER.test(after) && !sentence.includes('?')) return undefined;
    // "So the prediction Tariq and Priya made, totally reasonable guess": a learner's work named by what its owners did
    if (WORK_OWNERS_BEFORE.test(before) && WORK_DONE_AFTER.test(after)) return undefined;
    // "like Bao just said", "When Jaylen said 3/8 was bigger": a classmate's words reported, not a story's; and the
    // teacher revoicing one: "So Chase is saying both of them are more than a half." (a problem's claimant "says"; "Fatima
    // thinks less than twenty" is revoiced where a learner said just that the turn before)
    if (REPORTED_SPEECH_AFTER.test(after) && (SAID_LIKE_BEFORE.test(before) || /\bwhen\s+$/i.test(before))) return undefined;
    if (REVOICED_AFTER.test(after) || claimEchoed(window, message, text.slice(span.end, span.end + 60))) return undefined;
    // ("Last week ... remember? When Bashir halved one number and doubled the other?": a learner's strategy on the problem's
    // numbers recalled, not a story's act; "how Tyler broke up the 48" on a slide of student work is the slide's)
    if (strategyRecalled(text, span.start, after)) return undefined;
    // (not one the teacher calls to a task without a comma: "Okay Anika come draw the number line for us, zero to one")
    if (numbers && !sessionTalk && (mathTalk ? verb || opener : (verb && opener) || (verb && quantities >= 2 && story && problemAsked && !firstPerson && !otherPii)) && !addressedAsPerson(text, span.start, span.end, message.role))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Perfect. Problem two. Marisol leans a 13 foot ladder against her house... How high up the wall?": the first
    // sentence after the problem is named, its numbers and the question after it, whatever the verb
    // (a classmate's words reported there are the classmate's: "Problem four. Marcus said 2/4 is bigger.")
    if (mathTalk && numbers && !sessionTalk && !firstPerson && problemNamedBefore(text, span.start) && text.includes('?', span.end) && !REPORTED_SPEECH_AFTER.test(after) && !/^\s+(?:thought|told|wrote|got|answered)\b/i.test(after) && !addressedAsPerson(text, span.start, span.end, message.role))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // ("Over here Amara said three eighths is one eighth less than half": a classmate's claim reported in the past tense
    // holds a problem's wording; a task puts its claimant in the present, "Marcus says")
    const reportedClaim = REPORTED_PAST_AFTER.test(after) && openQuote(text, span.start) < 0 && !PROBLEM_LABEL.test(text.slice(0, span.start));
    if (problemSentence && !sessionTalk && (numbers || mathTalk) && !reportedClaim) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Ginger runs a lemonade stand. She charges 75 cents a cup. ... How much money does she make?": in math talk,
    // a name acting first, the story's numbers and its question about "she" or "he" in the sentences after
    // ("Marcus has a question. He got 12 on number 3. How many did he get wrong?" is about a student's own work;
    // "Teacher Letzelter is planning a party. She bought 17 packs..." is a teacher in her own problem: titled, she stays)
    const rawBefore = text.slice(Math.max(0, span.start - 16), span.start);
    // (a kin title is a story's own, "Aunt Clementine has a lemonade stand. She sells 36 cups...": the speaker's aunt is "my Aunt")
    const titledReal = TITLE.test(rawBefore) && !STORY_TITLE_BEFORE.test(rawBefore) && !STORY_KIN_BEFORE.test(rawBefore);
    if (mathTalk && verb && !firstPerson && !sessionTalk && !numbers && !titledReal && !OWN_WORK.test(sentence)) {
      // (the story runs up to its question: what follows is the lesson again)
      // (or, from the one who sets problems, any question in a problem's words: "Ava charges for dog walking. 2 dogs costs
      // $14, 5 dogs costs $29. what's the slope and what does it mean?")
      const pronounAsked = PRONOUN_QUESTION.exec(text.slice(span.end)) ?? PRONOUN_JUDGED.exec(text.slice(span.end)) ?? PRONOUN_QUESTION_READ.exec(text.slice(span.end));
      const storyEnd = sentenceEnd(text, span.end);
      // (unless a learner finds the name theirs: "That's me! Sunny!")
      const storyRest = text.slice(storyEnd);
      const unasked = pronounAsked || !TEACHES.has(message.role) || selfFoundAfter(window, message);
      const asked = unasked ? null : (WORDED_QUESTION.exec(storyRest) ?? (value.toLowerCase().split(/\s+/).some(namedEarlier) ? null : MEASURE_QUESTION.exec(storyRest)));
      const task = unasked || asked ? null : pronounTask(storyRest);
      const worded = asked ?? task;
      const question = pronounAsked ?? worded;
      const told = pronounAsked ? text.slice(span.end, span.end + pronounAsked.index + pronounAsked[0].length) : worded ? text.slice(span.end, storyEnd + worded.index + worded[0].length) : '';
      // (or given before the name when the question asks its verb back: "The journey ... is 2.4 miles. Lena walks there and
      // back. How far does she walk?")
      const counted = NUMBER.test(told) || (verbAskedBack(text, span.end) && NUMBER.test(text.slice(0, span.start)));
      // (a task's own words name the learner's things, "Area model on your grid paper, go.": only the story is read for them)
      const ownWork = OWN_WORK.test(task ? text.slice(span.end, storyEnd + task.index) : told);
      if (question && counted && !SESSION_TALK.test(withoutStoryClock(told)) && !ownWork) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
      // ("Aiden and Zoe are designing gardens with fencing. Aiden says: if one rectangle has a bigger area... Zoe says
      // that's not always true. Who do you agree with?": a story's pair set up, then each one's claim judged)
      if (WHO_RIGHT.test(text.slice(span.end)) && NUMBER.test(text) && CLAIMANT_LATER.test(text.slice(span.end)) && !OWN_WORK.test(sentence)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    }
    // "In this question, Heloise is painting a brick": a problem named as such, then a problem verb
    // A quote opening right there ("In the question data, \"Becky is building") is the problem's own text
    if (STATED_PROBLEM.test(before) && (mathTalk || numbers || /["“]\s*$/.test(before)) && !firstPerson && (verb || /^\s+wants?\b/i.test(after))) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Si Aling Nena ay nagtitinda ng turon... Kung bumili si Carlo ng 3 turon, magkano lahat?": in a Tagalog word
    // problem a name after the personal article "si" (a kin word or title between), the price or count asked
    if (mathTalk && TAGALOG_PERSON_BEFORE.test(before) && NUMBER.test(text) && TAGALOG_QUESTION.test(text)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "If Pablo wants to know how big the surface is...": a problem opener and a problem verb in math talk
    if (mathTalk && opener && (PROBLEM_VERBS.test(after) || /^\s+wants?\b/i.test(after)))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // A problem's question about the name, in any segment (a teacher reads problems aloud in long turns)
    if (QUESTION_ABOUT.test(text.slice(sentenceStart(text, span.start), span.start)) && QUESTION_VERB.test(after) && !firstPerson && !sessionTalk)
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "the shapes that follow Timothy's rule", "Ana's garden is 12 m long": a story's possession in math talk
    if (mathTalk && PROBLEM_POSSESSION.test(after) && !firstPerson) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "This is described as Jovani's Ray.", "On Frank's Fruit Stand the apples are...": a thing titled after
    // its owner in ordinary capitalised words is a problem's title in math talk
    // (not one named before it: the class titles a classmate's way so, "Kenji did something different" then "Any way you
    // want, Kenji's Box or regular partial products.")
    if (mathTalk && !firstPerson && titledPossession(after) && !namedEarlier(value.toLowerCase())) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Maria's birthday is on March 12 and her party is 18 days later. What date is the party?": the owner of a
    // date problem's day in math talk
    // (its day given in the sentence: "How many days between Aaliyah's birthday and Wren's birthday?" asks about the
    // class's own birthday chart)
    if (mathTalk && /^(?:'s|’s)\s+(?:birthday|party)\b/i.test(after) && DATE_PROBLEM.test(text) && !firstPersonIn(text) && DAY_GIVEN.test(sentence)) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Maria's age is x + 4": an age written in algebra belongs to a problem
    if (mathTalk && /^(?:'s|’s)\s+age\b/i.test(after) && ALGEBRA.test(sentence) && !firstPerson) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // "Willow Park is at (-3, 5)": a name placed at a point of a grid in math talk is the problem's place or character
    if (mathTalk && GRID_POINT_AFTER.test(after) && !firstPerson) return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    // Repeated by tutor and student around a problem statement in math talk; classmates are talked about
    // the same way ("So Kay said that 15 plus 15 is 30"), so a name found with any cue needs more than that
    if (span.source !== GAZETTEER_SOURCE) return undefined;
    const name = value.split(/\s+/)[0]!.toLowerCase();
    const mentions = window.filter((m) => m.text.toLowerCase().includes(name));
    // (who is away is the class's own roll: "Aaliyah and Kenji are absent today")
    // (nor whose words are reported in the past tense, "Over here Amara said three eighths is ..." then "What benchmark did
    // Amara use?", or whose group is in the room, "This is Priya's group.")
    if (mentions.length >= 2 && mentions.every((m) => m.segment?.label === 'MATH') && mentions.some((m) => NUMBER.test(m.text)) && !ATTENDANCE.test(sentence) && !mentions.some((m) => classmateCued(m.text, name)))
      return { verdict: 'NOT_PII', reason: 'word-problem-character' };
    return undefined;
  },
};

/** Inside a bracketed note that quotes, reads out or writes up nothing ("[Bao writes 0.40 above 0.35 on board]", not "[reads:
 * 'Ava has 5']" or "[writes: Grandma Lucia's bread uses 2/3 cup]"). */
function inTranscriberNote(text: string, span: Span): boolean {
  const open = text.lastIndexOf('[', span.start);
  if (open < 0 || text.lastIndexOf(']', span.start) > open) return false;
  const close = text.indexOf(']', span.end);
  if (close < 0) return false;
  const note = text.slice(open, close);
  return !/["“”‘]|['’](?!\p{L})|\bread|^\[\s*(?:writes|writing|wrote|shows|showing|projects|projecting|displays)\b|\b(?:writes|wrote)\s*:/iu.test(note);
}

/** The whole message one quote holding a number and its question, and no word of the room's: '"Tessa can paint a fence in 4
 * hours, and Marco can paint it in 6. ... How many total hours does the job take?"'. */
function wholeQuotedProblem(text: string): boolean {
  const m = /^\s*["“]([^"“”]+)["”]\s*$/.exec(text);
  return m !== null && NUMBER.test(m[1]!) && m[1]!.includes('?') && !/\b(?:you|your|i|i['’]m|me|my|we|our|us)\b/i.test(m[1]!);
}

/** A first- or second-person word in the span's sentence: the speaker's or the listener's own value, not a problem's. */
const saidOfSomeone = (text: string, span: Span) => {
  const sentence = sentenceAround(text, span.start, span.end);
  return firstPersonIn(sentence) || SECOND_PERSON.test(sentence);
};

/** An age problem's own wording: "3 times as old", "how old will she be in 5 years", "the sum of their ages". */
const AGE_PROBLEM =
  /\b(?:how old|(?:times|twice|half|thrice) as old|as old as|years? (?:older|younger)|(?:older|younger) than|in (?:\d+|how many) years|\d+ years? ago|(?:times|twice|half) (?:his|her|their|my|your) age|(?:sum|total|difference|product) of (?:their|the|our|both)?\s*ages|ages? (?:add|adds|added) up)\b/i;

/** The teacher reading a problem out word for word: "I'll read it.", "I'm going to read it to you:", "(reading)", "[reading]". */
// ("Here's the problem from your packet:" introduces one pasted or read out the same way)
const READ_OUT = String.raw`(?:\b(?:i['’]ll|i will|i['’]m going to|i['’]m gonna|let me|we['’]ll|let['’]s) read (?:it|this(?: one)?|the (?:problem|question|story))(?: to (?:you|us))?(?: out loud| aloud)?(?: exactly| word for word| as it is)?|\bhere(?:['’]s| is) (?:the|a|this|my|your) (?:word )?(?:problem|question)(?: from (?:the|your|my|our) (?:packet|worksheet|handout|textbook|workbook|book|homework))?|\bread (?:it|this(?: one)?|along) with me|\b(?:up )?on the (?:board|card|screen|slide)|[([]reading(?: aloud| from the (?:book|board|slide|screen))?[)\]])`;
/** What introduces a problem quoted word for word: "it says", "the problem says:", "I'll read it." */
const QUOTES_PROBLEM = new RegExp(String.raw`(?:\b(?:${PROBLEM_SAYS}|question says|it reads)|${READ_OUT})\s*[.:,]?\s*$`, 'i');
/** "I'll read it: Mrs. Green's team practice starts at 4:15 ...", "[reading] Ms. Fenwick's fourth grade classes are taking a
 * trip...": read out unquoted, up to the problem's question (a transcriber's bracketed tag needs no colon). */
const READ_OUT_UNQUOTED = new RegExp(String.raw`(?:${READ_OUT}\s*:|[([]reading(?: aloud| from the (?:book|board|slide|screen))?[)\]])[^?]*$`, 'i');
/** A problem announced or its reading asked in the sentence just before: "here's a word problem up on the board, everybody read
 * it with me. ", "here's the word problem I have for you, you ready, it's on the back. ". */
const ANNOUNCED_BEFORE =
  /\b(?:here(?:['’]s| is) (?:the|a|this|our|your|my) (?:next )?(?:word |story )?(?:problem|question)|read (?:it|this(?: one)?|along) with me|let['’]s read (?:it|this(?: one)?|the (?:problem|question|story))(?: together)?)[^.?!]{0,60}[.:]\s+$/i;
/** A name opening the sentence right after a problem is announced, the story's numbers after it, no one's own in its sentence. */
const announcedProblem = (text: string, span: Span) => {
  const start = sentenceStart(text, span.start);
  if (text.slice(start, span.start).trim() !== '' || !ANNOUNCED_BEFORE.test(text.slice(Math.max(0, span.start - 160), span.start))) return false;
  const sentence = text.slice(start, sentenceEnd(text, span.end) + 1);
  return NUMBER.test(text.slice(span.end)) && !firstPersonIn(sentence) && !SECOND_PERSON.test(sentence);
};
/** A numbered problem told by who is in it: "number 7 is the one about Ava's softball team", "problem 3 is the one with Mr. Bo". */
const NUMBERED_ONE_ABOUT = new RegExp(String.raw`\b(?:problem|question|number|#)\s*${LABEL_NUMBER}\s+(?:is|was|['’]s)\s+the one\s+(?:about|with)\s+$`, 'i');
/** A single quote opening a quotation: after a space, a colon or a bracket, before a capital or a digit. */
const SINGLE_OPEN = /(?:^|[\s:(])['‘](?=[\p{Lu}\d])/gu;
/** A single quote closing one: after a non-space, before a space, punctuation or the end ("Sofia's" has none). */
const SINGLE_CLOSE = /(?<=\S)['’](?=[\s.,?!;:)]|$)/;

/** The quotation still open at `at`, in double or single quotes: where it opens, or -1. */
export function openQuote(text: string, at: number): number {
  // (French quotes too: « Mme Gagnon vend du sirop... »)
  const open = Math.max(text.lastIndexOf('"', at), text.lastIndexOf('“', at), text.lastIndexOf('«', at));
  // (a straight quote opens only after an even number of them)
  if (open >= 0 && !/["”»]/.test(text.slice(open + 1, at)) && !(text[open] === '"' && (text.slice(0, open).split('"').length - 1) % 2 === 1)) return open;
  let single = -1;
  for (const m of text.slice(0, at + 1).matchAll(SINGLE_OPEN)) if (m.index < at) single = m.index + m[0].length - 1;
  return single >= 0 && !SINGLE_CLOSE.test(text.slice(single + 1, at)) ? single : -1;
}

/** The quotation opened at `open`, up to and with its closing mark (or to the text's end where it never closes). */
function quotedFrom(text: string, open: number): string {
  const close = text.slice(open + 1).search(/['’"”»](?=[\s.,?!;:)]|$)/);
  return close < 0 ? text.slice(open + 1) : text.slice(open + 1, open + 1 + close + 1);
}
/**
 * 'it says "I am 28 and my son is 4. In how many years..."', "I'll read it. 'Sofia and her dad drive...'":
 * the span inside a quotation, still open, that a problem's wording or its reading out introduces. Its
 * "I" is the problem's narrator, not the speaker; its names are the problem's.
 */
function insideQuotedProblem(text: string, at: number): boolean {
  const open = openQuote(text, at);
  if (open < 0) return false;
  const before = text.slice(Math.max(0, open - 48), open);
  if (QUOTES_PROBLEM.test(before)) return true;
  // ("Yeah. 'The table shows the number of pets owned by ten students in Ms. Alvarez's class.'": a source's own words quoted)
  if (SOURCE_OPENS.test(text.slice(open + 1, open + 80)) && NUMBER.test(text.slice(open + 1))) return true;
  const quoted = quotedFrom(text, open);
  // "Here's the first problem on my screen: 'Uncle Dev drives 240 miles...'", "Part b: '...'", "Next story.
  // '...'": a quote right after the problem named, holding a number, its question asked in or after it
  if (!PROBLEM_NAMED_BEFORE.test(before)) return false;
  // (the question inside the quote or said right after it: "...3 boxes tall.' How many boxes?")
  // (or a task's instruction instead: "... Grace says that 8 cups of flour needs 10 eggs. Explain her mistake.'")
  return NUMBER.test(quoted) && (text.includes('?', open) || /\b(?:explain|show|justify|complete|prove)\b/i.test(quoted));
}
/**
 * "'Mr. Okafor buys 0.4 pounds of ginger. Ginger is $3.50 a pound.' We got 1.4.", "Second one. 'Mrs. Alvarez buys 3.6 pounds...'",
 * "'Customer: Mrs. Appleby. She wants 1.3 pounds of almonds.'": a card read out whole, the quote opening the turn after a few
 * words at most, its titled name acting with the card's numbers.
 */
function quotedCard(text: string, at: number): boolean {
  const open = openQuote(text, at);
  if (open < 0 || open > 24 || !TITLE_BEFORE.test(text.slice(Math.max(0, at - 6), at))) return false;
  const quoted = quotedFrom(text, open);
  const acts = text.slice(at).replace(/^[\p{L}'’-]+/u, '');
  return NUMBER.test(quoted) && (PROBLEM_VERBS.test(acts) || /^[.:]\s+(?:she|he|they)\s+\p{Ll}+s\b/iu.test(acts));
}
/** "This one's about us.", "this problem is about our school": the teacher says the problem read next is about the room. */
const ABOUT_US = /\bthis (?:one|problem|story)(?:['’]s| is) about (?:us|you(?: guys| all)?|our (?:school|class|room|teachers?))\b/i;
const aboutUsBefore = (window: readonly WorkMessage[], message: WorkMessage) => {
  const i = window.indexOf(message);
  return teacherSaid(window, i - 2, i, ABOUT_US);
};
/** A verb of the name's own within a few words: " the lighthouse keeper turns", "'s fourth-grade class is planting". */
const ACTS_AFTER = /^(?:['’]s)?(?:\s+(?!(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred)\b)[\p{L}'’-]+){0,4}?\s+(?!(?:dollars|cents|pounds|ounces|inches|feet|miles|hours|minutes|points|pieces)\b)\p{Ll}{2,}(?:s|ed|ing)\b/u;
/** The problem named just before a quote: "the first problem on my screen:", "Part b:", "Next story.", "Classic
 * textbook one.", "Now the lesson problems.", "Page 302, number 9.", or its source: "Last one, from your teacher's packet." ("Good question,
 * Ricky." praises a question: it names no problem). */
const PROBLEM_NAMED_BEFORE = new RegExp(
  String.raw`(?:(?<!\b(?:good|great|nice|excellent|interesting|fair|quick|silly|another)\s)\b(?:problems?|problèmes?|questions?|items?|cards?|story|exercises?|exercices?|tasks?|part [a-d]|(?:textbook|word|story|practice|bonus|challenge|classic|last|next|first|second|third|fourth|fifth) one)\b[^.?!'"‘“]{0,36}|\b(?:from|in|on) (?:one of )?(?:the|your|our|this|my|(?:the|your|my) teacher['’]s) (?:packet|worksheet|handout|textbook|workbook|book|sheet|(?:practice |unit |released |state |sample )?(?:tests?|quiz|exam))(?: page \d+)?|(?:^|[.!?,]\s+)(?:number|#)\s*${LABEL_NUMBER})[:.]\s*$`, 'i');
/** The problem named in the sentence before the one holding `at` (a title's dot ends no sentence). */
const problemNamedBefore = (text: string, at: number) => PROBLEM_NAMED_BEFORE.test(text.slice(0, sentenceStart(text.slice(0, at).replace(/\b(Mr|Mrs|Ms|Dr)\./g, '$1 '), at)));

/** A problem read out word for word, quoted or up to its question after "I'll read it:". */
const readOutProblem = (text: string, at: number) => insideQuotedProblem(text, at) || READ_OUT_UNQUOTED.test(text.slice(Math.max(0, at - 240), at));

/** A North American toll-free number, digits only: a business's line. */
const TOLL_FREE = /^1?8(?:00|33|44|55|66|77|88)\d{7}$/;
/** "You can call them at ", "call the store at ": a business of the problem called (not "call me", "call us"). */
const BUSINESS_CALLED_BEFORE = /\bcall (?:them|it|the (?:company|store|shop|restaurant|cab company|taxi company|gym|office|bakery|pizza place))\s+(?:at\s+)?$/i;
/** "Jordan's number is ", "Jordan's cell number is ": the owner of the phone number that follows (group 1). */
const PHONE_OWNER_BEFORE = /\b(\p{Lu}\p{L}+)['’]s (?:(?:cell|home|work|mobile) )?(?:phone )?number is\s*$/u;
/**
 * "Jordan is choosing a cell phone plan... Jordan's number is (312) 555-0187": in math talk the phone number
 * of a problem's character (its owner named just before it, and judged a character) is the problem's.
 */
export const problemPhone: Check = {
  id: 'problem-phone',
  verify: (ctx) => {
    const { span, text, message } = ctx;
    if (span.type !== 'PHONE_NUMBER' || span.placeholder || message.segment?.label !== 'MATH') return undefined;
    // ("a text from her company, CellStar, at 1-800-555-0142", "Metro charges $5 a ride. You can call them at (312) 555-0100":
    // a toll-free line, or the number a problem's business is called at, is no one's in the room)
    if (TOLL_FREE.test(text.slice(span.start, span.end).replace(/\D/g, '')) || BUSINESS_CALLED_BEFORE.test(text.slice(Math.max(0, span.start - 40), span.start)))
      return { verdict: 'NOT_PII', reason: 'problem-phone-number' };
    const owner = PHONE_OWNER_BEFORE.exec(text.slice(sentenceStart(text, span.start), span.start));
    if (!owner) return undefined;
    // The owner judged where the message first names them ("Jordan is choosing a cell phone plan"), whether or
    // not the detector flagged that word
    const name = owner[1]!;
    const first = new RegExp(String.raw`(?<![\p{L}])${name}(?![\p{L}])`, 'u').exec(text)!;
    const person: Span = { start: first.index, end: first.index + name.length, type: 'PERSON', source: GAZETTEER_SOURCE, score: 0.7 };
    const judged = wordProblemCharacter.verify({ ...ctx, span: person, value: name });
    return judged?.verdict === 'NOT_PII' ? { verdict: 'NOT_PII', reason: 'problem-phone-number' } : undefined;
  },
};

/** The number types a problem makes up to look real. */
const ID_NUMBER_TYPES = new Set(['PHONE_NUMBER', 'US_BANK_NUMBER', 'US_SSN', 'US_DRIVER_LICENSE', 'US_PASSPORT']);
/**
 * 'Let's read problem 1 together. "Account #4082-1157 has a balance of −$35..."', '"A phone bill for 555-0147 charges −$28..."':
 * in math talk, an account, phone or licence number inside a problem read out word for word is the problem's.
 */
export const quotedProblemNumber: Check = {
  id: 'quoted-problem-number',
  verify: ({ span, text, message }) =>
    ID_NUMBER_TYPES.has(span.type) && !span.placeholder && message.segment?.label === 'MATH' && insideQuotedProblem(text, span.start) ? { verdict: 'NOT_PII', reason: 'problem-number' } : undefined,
};

/**
 * "He is 12 years old and his sister is 3 times as old. How old is she?": an age in a message that poses
 * an age problem, said of a third person, is the problem's. The speaker's own or the listener's age
 * ("I'm 12 and my sister is twice as old", "you're 10") has a first- or second-person word and stays,
 * unless the problem is quoted word for word ('it says "I am 28 and my son is 4..."').
 */
export const ageProblem: Check = {
  id: 'age-problem',
  verify: ({ span, text, message }) => {
    if (span.type !== 'AGE' || span.placeholder) return undefined;
    if (publicFiguresAge(text, span)) return { verdict: 'NOT_PII', reason: 'public-figure-age' };
    if (PET_AGE_BEFORE.test(text.slice(Math.max(0, span.start - 48), span.start))) return { verdict: 'NOT_PII', reason: 'pet-age' };
    // "Problem two. Grandma Lupe is 72 years old. ... Is she right?": the first sentence after a problem is named, its question after it
    if (!AGE_PROBLEM.test(text)) return problemNamedBefore(text, span.start) && text.includes('?', span.end) && !saidOfSomeone(text, span) ? { verdict: 'NOT_PII', reason: 'age-problem' } : undefined;
    // ("My grandma is way older than that. She's 71.": outside math talk, the speaker's relative told of just before)
    if (message.segment?.label === 'NON_MATH' && /^(?:s?he|they)\b/i.test(sentenceAround(text, span.start, span.end).trim()) && RELATIVE_NAMED.test(text.slice(0, span.start))) return undefined;
    return saidOfSomeone(text, span) && !insideQuotedProblem(text, span.start) ? undefined : { verdict: 'NOT_PII', reason: 'age-problem' };
  },
};

/**
 * "Gauss, at around age 10, added 1 through 100", "Galois was 20 when": a mathematician's age in a story
 * about them. Only a mathematician no one is named after ("Taylor" is a student's name too), before the
 * age in its sentence, or a public figure's full name in it, with no first- or second-person word there.
 */
function publicFiguresAge(text: string, span: Span): boolean {
  if (saidOfSomeone(text, span)) return false;
  const sentence = sentenceAround(text, span.start, span.end);
  const head = text.slice(Math.max(0, span.start - 48), span.start);
  const lex = lexicon();
  for (const m of head.matchAll(/\p{Lu}\p{Ll}+/gu)) {
    const w = m[0].toLowerCase();
    if (lex.mathematicians.has(w) && !lex.first.has(w) && sentence.includes(m[0])) return true;
  }
  // ("Malala Yousafzai won the Nobel Peace Prize in 2014 at age 17": a public figure's full name in the sentence)
  for (const m of lex.publicNames ? sentence.matchAll(lex.publicNames) : []) if (/\s/.test(m[0])) return true;
  return false;
}

/** A calendar problem's own wording: "on what date will the baby be 100 days old?", "how many days until". */
/** A day named in a sentence: "on March 12", "the 9th", "Thursday". */
const DAY_GIVEN = /\d|\b(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow)\b/i;
export const DATE_PROBLEM = /\b(?:how old|on what (?:date|day)|what (?:date|day|day of the week|month) (?:will|is|was|would)|how many (?:days|weeks|months|years|birthdays)|\d+ (?:days?|weeks?|months?) (?:old|later|after|before|from)|days? (?:later|after that))\b/i;

/**
 * "A baby was born on december 2. On what date will the baby be 100 days old?": a date in a message that
 * poses a calendar problem, in math talk and said of no first or second person, is the problem's. "my
 * birthday is march 9 so how many days till then" has the speaker's own.
 */
/** "6-8-10", "5-12-13": three numbers joined by hyphens where the squares of the first two add up to the third's. */
function pythagoreanTriple(value: string): boolean {
  const m = /^(\d{1,2})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (!m) return false;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return a > 0 && b > 0 && a * a + b * b === c * c;
}
export const dateProblem: Check = {
  id: 'date-problem',
  verify: ({ span, text, message }) => {
    if (span.type !== 'DATE' || span.placeholder || message.segment?.label !== 'MATH') return undefined;
    // "every textbook uses 6-8-10": in math talk, three numbers that are a right triangle's sides
    if (pythagoreanTriple(text.slice(span.start, span.end))) return { verdict: 'NOT_PII', reason: 'pythagorean-triple' };
    // "I said November 20th because I added 7 twice": an answer given in math talk, not the speaker's own day
    if (ANSWERED_BEFORE.test(text.slice(Math.max(0, span.start - 24), span.start)) && !OWN_EVENT.test(sentenceAround(text, span.start, span.end))) return { verdict: 'NOT_PII', reason: 'date-problem' };
    // "If March 3rd is a Tuesday, what day is March 10th?", "where March 3rd is a Tuesday": a calendar puzzle's premise
    if (CALENDAR_PREMISE_BEFORE.test(text.slice(Math.max(0, span.start - 16), span.start)) && CALENDAR_PREMISE_AFTER.test(text.slice(span.end, span.end + 24))) return { verdict: 'NOT_PII', reason: 'date-problem' };
    // ("I'll read it exactly: 'On March 2nd, Clare baked 12 cookies...'": a problem read out word for word)
    if (insideQuotedProblem(text, span.start)) return { verdict: 'NOT_PII', reason: 'date-problem' };
    // ("Today's date is May 7th. So how many days until field day?": the calendar's today is the class's own, and so is a day
    // counted from it, "The winter concert is December 11th. How many days from today until the concert?")
    if (!DATE_PROBLEM.test(text) || TODAY_IS.test(text.slice(Math.max(0, span.start - 48), span.start)) || countsFromToday(text)) return undefined;
    return saidOfSomeone(text, span) ? undefined : { verdict: 'NOT_PII', reason: 'date-problem' };
  },
};
/** A calendar puzzle's premise around a date: "if ", "where ", "say " before it, " is a Tuesday" after it. */
const CALENDAR_PREMISE_BEFORE = /\b(?:if|where|suppose|say|pretend|imagine)\s+(?:that\s+)?$/i;
const CALENDAR_PREMISE_AFTER = /^\s+(?:is|was|falls on|fell on|lands on|were)\s+(?:a|on a)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
/** "I said", "we got", "I put": the speaker giving an answer. */
const ANSWERED_BEFORE = /\b(?:i|we)\s+(?:said|got|put|wrote|picked|chose|guessed|answered)\s+$/i;

/** A holiday named by its day ("Pi Day", "Valentine's Day", "New Year's Eve"); festivals by name come from the lexicon. */
const DAY_HOLIDAY = /\b\p{Lu}\p{L}*(?:['’]s)?\s+(?:Day|Eve)\b|\b[Nn]ew [Yy]ear['’]?s\b|\b(?:[Ff]ourth of [Jj]uly|[Cc]inco de [Mm]ayo)\b/u;
/** What ties a date to someone even beside a holiday: "my birthday is on Valentine's Day", "our test is on Pi Day", a school's own day ("Picture Day is October 12th"). */
export const OWN_EVENT = /\b(?:birthday|bday|b-day|born|anniversary|test|quiz|exam|appointment|party|trip|due|game|recital|wedding|picture|photo|field|spirit|career|pajama|sports|school|class)\b/i;
const mentionsHoliday = (sentence: string) =>
  DAY_HOLIDAY.test(sentence) || sentence.toLowerCase().split(/[^\p{L}]+/u).some((w) => lexicon().holidays.has(w));

/** A holiday's name said as whole words. */
const holidayWord = (holiday: string, flags: string) => new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(holiday)}(?![\p{L}])`, flags);
/** Whether the text names a holiday of one date a year that falls on the date given. */
function holidaysOwnDay(text: string, date: string): boolean {
  const day = monthDayOf(date);
  const said = text.replace(/’/g, "'");
  return day !== undefined && [...lexicon().holidayDates].some(([holiday, [month, dayOfMonth]]) => month === day[0] && dayOfMonth === day[1] && holidayWord(holiday, 'iu').test(said));
}
/**
 * Whether every holiday the sentence names falls on one date a year and none on the date given: "Mine's October 29th, so
 * basically Halloween", "we leave December 19th" beside Christmas. A holiday whose date moves (Diwali, Thanksgiving) may be
 * on any day.
 */
function notTheHolidaysDay(sentence: string, date: string): boolean {
  const day = monthDayOf(date);
  if (!day) return false;
  const lex = lexicon();
  let rest = sentence.replace(/’/g, "'");
  let named = false;
  // (longest first: "christmas eve" before "christmas"; what is left must name no other holiday)
  for (const [holiday, [month, dayOfMonth]] of [...lex.holidayDates].sort((a, b) => b[0].length - a[0].length)) {
    const re = holidayWord(holiday, 'giu');
    if (!re.test(rest)) continue;
    if (month === day[0] && dayOfMonth === day[1]) return false;
    named = true;
    rest = rest.replace(re, ' ');
  }
  return named && !mentionsHoliday(rest);
}

/** "Pi Day, which is March fourteenth", "Nowruz lands on March 20": a holiday's own date, in any segment, is nobody's. */
export const holidayDate: Check = {
  id: 'holiday-date',
  verify: ({ span, text, message }) => {
    if (span.type !== 'DATE' || span.placeholder) return undefined;
    const sentence = sentenceAround(text, span.start, span.end);
    const date = text.slice(span.start, span.end);
    // ("Valentine's Day is this Friday. How many days from today until February 14th?": in math talk, the very day of a
    // holiday named in another sentence of the message)
    if (!mentionsHoliday(sentence))
      return message.segment?.label === 'MATH' && holidaysOwnDay(text, date) && !OWN_EVENT.test(sentence) ? { verdict: 'NOT_PII', reason: 'holiday-date' } : undefined;
    if (OWN_EVENT.test(sentence) || notTheHolidaysDay(sentence, date)) return undefined;
    return { verdict: 'NOT_PII', reason: 'holiday-date' };
  },
};

/** A routine task's label: "Exit ticket.", "Warm-up:", "Do now". */
const TASK_LABEL = /\b(?:exit ticket|warm-up|warm up|do now|bell ringer)\b/i;
/** A name ending in a word that ends town names: "Fern Valley", "Cedar Falls". */
const TOWN_WORD_END = /\s(?:Valley|Springs|Falls|Heights|Hills|Creek|Ridge|Grove|Village|Harbor|Harbour|Junction|Landing)$/;
/** Where a problem travels: "the trip to Orlando". */
const PLACE_BEFORE = /\b(?:to|from|in)\s+$/i;
/** A made-up setting for the listener: "Let's pretend you live on Maple Street", "Say you walk to school". */
const HYPOTHETICAL_SETTING = new RegExp(IMAGINE, 'i');

/** A pasted worksheet's header ("Name: ...  Date: ...\nWestbrook Middle School - Math 7"), before its first numbered problem. */
const FORM_NAME_FIELD = /(?:^|\n)[ \t]*Name[ \t]*:/;
const NUMBERED_LINE = /\n[ \t]*(?:\d{1,2}[.)]|#\d)/;
const inFormHeader = (text: string, at: number) => FORM_NAME_FIELD.test(text) && !NUMBERED_LINE.test(text.slice(0, at));

/**
 * "Kenji drives from Dayton to Toledo, 150 miles", "the population of Fern Valley": in math talk, a place in a sentence with
 * quantities, in a message that poses a problem (its wording, a problem verb after the place, or the problem named before
 * it), is the problem's. The speaker's own ("we did this at Hillcrest Middle", "our town is 1.6 miles") has a first-person
 * word; the listener's ("you live on Alder Street, right?") a second-person one, unless the setting is made up ("pretend you
 * live on Maple Street"). A school stays, unless said to be made up: "Lincoln Elementary sold 240 tickets" is as often the
 * teacher's own school ("The fifth graders at Cedar Hollow Elementary..." then "Wait, that's us!").
 */
export const problemPlace: Check = {
  id: 'problem-place',
  verify: ({ span, text, message, value }) => {
    if (span.placeholder || message.segment?.label !== 'MATH') return undefined;
    // (a town read as a given name, the way a problem travels to it: "the trip to Orlando")
    // (or a place by the word that ends town names, "the population of Fern Valley")
    const townAsName =
      span.type === 'PERSON' &&
      ((span.source === GAZETTEER_SOURCE && lexicon().cities.has(value.toLowerCase()) && PLACE_BEFORE.test(text.slice(Math.max(0, span.start - 6), span.start))) || TOWN_WORD_END.test(value));
    // (a school named in a problem may be the room's own: teachers set problems about their school, so one stays unless the
    // message says it is made up, "Some fourth graders from a made-up school, Riverbend Academy, visit the museum.")
    if (span.type === 'SCHOOL') return SCHOOL_MADE_UP.test(text) ? { verdict: 'NOT_PII', reason: 'problem-place' } : undefined;
    if (span.type !== 'LOCATION' && !townAsName) return undefined;
    if (inFormHeader(text, span.start)) return undefined;
    const sentence = sentenceAround(text, span.start, span.end);
    // ("Last practice problem. Some fourth graders from a made-up school, Riverbend Academy, visit the same
    // museum. They have 45 students... What do they pay?": right after the problem is named, its numbers
    // may come next, and its question is whatever it asks)
    const named = (NUMBER.test(text) && text.includes('?') && problemNamedBefore(text, span.start)) || readOutProblem(text, span.start);
    if (!(NUMBER.test(sentence) || named) || firstPersonIn(sentence) || (SECOND_PERSON.test(sentence) && !HYPOTHETICAL_SETTING.test(sentence))) return undefined;
    // (or a task the lesson labels so: "Exit ticket. Write the population of Fern Valley in word form")
    const posed = named || TASK_LABEL.test(text) || PROBLEM_WORDING.test(text) || PROBLEM_VERBS.test(text.slice(span.end, span.end + 40)) || PROBLEM_OPENERS.test(text.slice(Math.max(0, span.start - 48), span.start)) || PROBLEM_LABEL.test(sentence);
    return posed ? { verdict: 'NOT_PII', reason: 'problem-place' } : undefined;
  },
};

/** A school the message says is made up. */
const SCHOOL_MADE_UP = new RegExp(String.raw`\b${MADE_UP}\s+(?:school|academy|middle school|high school|elementary)\b|\b(?:school|academy)\s+(?:is|was)\s+(?:totally\s+|just\s+)?${MADE_UP}\b`, 'i');
/** A name found with a cue that no character check explained stays a person. */
export const cuedPerson: Check = {
  id: 'person-context-cue',
  verify: ({ span }) => (span.type === 'PERSON' && span.source === CONTEXT_SOURCE ? { verdict: 'PII', reason: 'person-context-cue' } : undefined),
};

/** Everything else: PII, marked UNCERTAIN when the detector itself was unsure (still replaced). */
export const defaultPolicy: Check = {
  id: 'privacy-first',
  verify: ({ span }) =>
    span.score < 0.6 ? { verdict: 'UNCERTAIN', reason: `${span.type.toLowerCase()}-low-confidence` } : { verdict: 'PII', reason: `${span.source.replace(/[^a-z-]+/gi, '-')}-match` },
};

export const CHECKS: readonly Check[] = [personPlaceholder, placeholderDisclosure, placeholderInMath, publicName, notAPerson, echoedAnswer, foreignNumberWord, lowerCaseWord, writtenAboutListener, confirmedPerson, wordProblemCharacter, cuedPerson, problemPlace, problemPhone, quotedProblemNumber, ageProblem, dateProblem, holidayDate, defaultPolicy];
