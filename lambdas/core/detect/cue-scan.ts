// The words the recognizers' gates look for, found in one pass per message. Most recognizers first ask
// "does this message hold any of these words?" before their patterns run. Each such test as its own
// regex is a full scan of the message, and there were dozens. Here every gate's words are merged into
// one automaton (Aho-Corasick), which reads each message once. The result is a bit per group of words,
// kept for the next recognizers on the same message, as digits.ts keeps the longest digit run.
//
// A gate only says whether a pattern may match, so a group must match wherever its regex would. It may
// match more often, which costs time but changes no result. The scanner reads case-insensitively and
// folds the message:
// - every character that is not a regex word character (not [A-Za-z0-9_]) is a separator;
// - a run of separators is one separator, and the message begins and ends with one;
// - every digit is the same digit.
// Words are written the same way:
// - a space (or any other separator, such as "'" or ".") stands for a run of separators, so " my " is
//   the word "my" on its own (/\bmy\b/);
// - "#" stands for any digit.

const SEP = 0;
const DIGIT = 1;
const UNDERSCORE = 2;
const LETTER = 3; // a..z are LETTER + 0..25
const SYMBOLS = LETTER + 26;

/** The symbol of a character: letters folded to lower case, anything outside \w a separator. */
const ASCII_SYMBOL = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if (c >= 97 && c <= 122) ASCII_SYMBOL[c] = LETTER + c - 97;
  else if (c >= 65 && c <= 90) ASCII_SYMBOL[c] = LETTER + c - 65;
  else if (c >= 48 && c <= 57) ASCII_SYMBOL[c] = DIGIT;
  else if (c === 95) ASCII_SYMBOL[c] = UNDERSCORE;
  else ASCII_SYMBOL[c] = SEP;
}

/** A group of cue words, tested by `hasCue`. */
export interface CueGroup {
  readonly index: number;
  readonly words: readonly string[];
}

/** A group's words as symbols: separators merged into one, "#" any digit. */
function symbolsOf(word: string): number[] {
  const out: number[] = [];
  for (const ch of word.toLowerCase()) {
    const c = ch.charCodeAt(0);
    const symbol = ch === '#' ? DIGIT : ch.length === 1 && c < 128 ? ASCII_SYMBOL[c]! : SEP;
    if (symbol === SEP && out.at(-1) === SEP) continue;
    out.push(symbol);
  }
  return out;
}

interface Automaton {
  next: Int32Array;
  low: Int32Array;
  high: Int32Array;
}

function build(groups: readonly CueGroup[]): Automaton {
  // The trie, then the failure links breadth-first, folded into a full transition table
  const children: number[][] = [new Array<number>(SYMBOLS).fill(-1)];
  /** The states reached by a separator: where a run of separators is read as one. */
  const afterSeparator: number[] = [];
  const low: number[] = [0];
  const high: number[] = [0];
  for (const group of groups)
    for (const word of group.words) {
      const symbols = symbolsOf(word);
      if (!symbols.length) throw new Error(`cue-scan: the cue word "${word}" has no letter, digit or separator`);
      let state = 0;
      for (const s of symbols) {
        if (children[state]![s]! < 0) {
          children[state]![s] = children.length;
          if (s === SEP) afterSeparator.push(children.length);
          children.push(new Array<number>(SYMBOLS).fill(-1));
          low.push(0);
          high.push(0);
        }
        state = children[state]![s]!;
      }
      if (group.index < 31) low[state]! |= 1 << group.index;
      else high[state]! |= 1 << (group.index - 31);
    }
  const next = new Int32Array(children.length * SYMBOLS);
  const fail = new Int32Array(children.length);
  const queue: number[] = [];
  for (let s = 0; s < SYMBOLS; s++) {
    const child = children[0]![s]!;
    next[s] = child < 0 ? 0 : child;
    if (child > 0) queue.push(child);
  }
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    low[state]! |= low[fail[state]!]!;
    high[state]! |= high[fail[state]!]!;
    for (let s = 0; s < SYMBOLS; s++) {
      const child = children[state]![s]!;
      const viaFail = next[fail[state]! * SYMBOLS + s]!;
      if (child < 0) next[state * SYMBOLS + s] = viaFail;
      else {
        fail[child] = viaFail;
        next[state * SYMBOLS + s] = child;
        queue.push(child);
      }
    }
  }
  // A separator after a separator changes nothing, so a run of them is one (a word holds no two in a row)
  for (const state of afterSeparator) next[state * SYMBOLS + SEP] = state;
  return { next, low: Int32Array.from(low), high: Int32Array.from(high) };
}

/** Groups of cue words and the automaton that finds them all in one pass over a message. */
export class CueScanner {
  private readonly groups: CueGroup[] = [];
  /** Built on the first scan after a group was added. */
  private automaton: Automaton | undefined;
  private lastText: string | undefined;
  private lastLow = 0;
  private lastHigh = 0;

  /** A group of words (see above for how they are written); the same words are the same group; 62 groups at most. */
  add(words: readonly string[]): CueGroup {
    const same = this.groups.find((g) => g.words.length === words.length && g.words.every((w, i) => w === words[i]));
    if (same) return same;
    if (this.groups.length >= 62) throw new Error('cue-scan: more than 62 groups of cue words');
    const group = { index: this.groups.length, words: [...words] };
    this.groups.push(group);
    this.automaton = undefined;
    this.lastText = undefined;
    return group;
  }

  /** Whether `text` holds a word of `group`: the message is read once, then answered from that reading. */
  has(text: string, group: CueGroup): boolean {
    if (text !== this.lastText) this.scan(text);
    return group.index < 31 ? (this.lastLow & (1 << group.index)) !== 0 : (this.lastHigh & (1 << (group.index - 31))) !== 0;
  }

  private scan(text: string): void {
    const { next, low, high } = (this.automaton ??= build(this.groups));
    // The message opens with a separator and closes with one
    let state = next[SEP]!;
    let foundLow = low[state]!;
    let foundHigh = high[state]!;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      state = next[state * SYMBOLS + (c < 128 ? ASCII_SYMBOL[c]! : SEP)]!;
      foundLow |= low[state]!;
      foundHigh |= high[state]!;
    }
    state = next[state * SYMBOLS + SEP]!;
    foundLow |= low[state]!;
    foundHigh |= high[state]!;
    this.lastText = text;
    this.lastLow = foundLow;
    this.lastHigh = foundHigh;
  }
}

/** The recognizers' scanner: their gates' groups, registered as their modules load. */
const recognizerCues = new CueScanner();
export const cueWords = (words: readonly string[]): CueGroup => recognizerCues.add(words);
export const hasCue = (text: string, group: CueGroup): boolean => recognizerCues.has(text, group);
