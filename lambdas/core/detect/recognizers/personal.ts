// Personal facts a student discloses: age, grade level, course, school (NRP lives in nrp.ts, LOCATION
// in location.ts). All are about the speaker, so the patterns
// anchor on first-person or possessive phrasing; lists live in config/recognizers/lists.json.
import type { Span } from '../../schema.js';
import { lexicon } from '../lexicon.js';
import { span, type Recognizer } from '../types.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// "I'm 12", "I am 9 years old", "age 12", "12 years old", "turning 13". The number is the span.
const AGE_PATTERNS: Array<{ re: RegExp; group: number; score: number }> = [
  { re: /\b(?:i'?m|i am|im|i’m)\s+(?:only\s+|almost\s+|about\s+)?(\d{1,2})(?=\s*(?:years?|yrs?|y\/?o)\b|\s*[.!,;?]|\s*$|\s+(?:and|but|so|too|now|btw)\b)/gi, group: 1, score: 0.9 },
  { re: /\b(\d{1,2})\s*(?:-|\s)?(?:years?|yrs?)[\s-]*old\b/gi, group: 1, score: 0.85 },
  { re: /\b(?:my age is|(?:at )?the age of|age:?|aged|turn(?:ed|s|ing)?|i'?ll be|i will be)\s+(\d{1,2})\b(?!\s*(?:degrees?|°|times|percent|%|more|pages?|minutes?|hours?|steps?))/gi, group: 1, score: 0.85 },
  // "Written when he was 78.", "when I was 6, I ...": an age at a time of life, the number closing the clause
  { re: /\bwhen (?:i|he|she|they|we) (?:was|were)\s+(?:only\s+|about\s+)?(\d{1,2})(?=\s*(?:years?|yrs?)\b|\s*[.!?;,]|\s*$)/gi, group: 1, score: 0.8 },
  // "a 19 year old man", "this 79 year old female": someone's age, said of a person
  { re: /\b(\d{1,2})[\s-]*(?:years?|yrs?)[\s-]*old\s+(?:man|woman|male|female|boy|girl|kid|child|student|patient|son|daughter|brother|sister)\b/gi, group: 1, score: 0.85 },
];

export const ageRecognizer: Recognizer = {
  id: 'rule:age',
  types: ['AGE'],
  detect({ text, label }) {
    if (!/\d/.test(text)) return [];
    const out: Span[] = [];
    for (const { re, group, score } of AGE_PATTERNS) {
      for (const m of text.matchAll(re)) {
        const value = m[group]!;
        const n = Number(value);
        if (n < 3 || n > 99) continue;
        // "12 years old" inside a word problem about someone else ("Sam is 12 years old") is not the speaker
        const before = text.slice(Math.max(0, m.index - 30), m.index);
        if (re === AGE_PATTERNS[1]!.re && !/\b(?:i'?m|i am|im|my|i’m|turn|turning|he|she|he's|she's|is|was)\b[^.]*$/i.test(before)) continue;
        if (re === AGE_PATTERNS[2]!.re && label === 'MATH' && /^turn/i.test(m[0])) continue; // "turn 90" is a rotation
        // In math talk a character's age ("when he was 12, he had 3 apples") is the problem's; the speaker's stays
        if (re === AGE_PATTERNS[3]!.re && label === 'MATH' && !/^when (?:i|we)\b/i.test(m[0])) continue;
        const start = m.index + m[0].indexOf(value, m[0].search(/\d/));
        out.push(span(start, start + value.length, 'AGE', this.id, score));
      }
    }
    return out;
  },
};

// "I'm in 7th grade", "I am a 9th grader", "I'm a sophomore", "in grade 7". The grade phrase is the span.
// (also "I'm 12 and in 7th grade": the first-person phrase may carry an age before "and")
const GRADE =
  /\b(?:i'?m|i am|im|i’m|i was|i'll be|my (?:son|daughter|kid|child) is)\s+(?:\d{1,2}(?:\s+(?:years?\s+old|yrs?|y\/?o))?,?\s+and\s+)?(?:now\s+|currently\s+)?(?:in\s+)?(?:the\s+|a\s+)?((?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)[\s-]grader?|grade\s+\d{1,2}|freshman|sophomore|junior|senior|kindergarten(?:er)?)\b/gi;

export const gradeLevelRecognizer: Recognizer = {
  id: 'rule:grade-level',
  types: ['GRADE_LEVEL'],
  detect({ text }) {
    if (!/grade|freshman|sophomore|junior|senior|kindergarten/i.test(text)) return [];
    const out: Span[] = [];
    for (const m of text.matchAll(GRADE)) {
      const phrase = m[1]!;
      // "I'm a junior" is a grade only in school talk; "I'm a senior citizen" is not ours to guess
      if (/^(junior|senior)$/i.test(phrase) && /\b(?:citizen|partner|developer|engineer)\b/i.test(text)) continue;
      const start = m.index + m[0].lastIndexOf(phrase);
      out.push(span(start, start + phrase.length, 'GRADE_LEVEL', this.id, 0.9));
    }
    return out;
  },
};

let courseRe: RegExp | undefined;
export const courseRecognizer: Recognizer = {
  id: 'rule:course',
  types: ['COURSE'],
  detect({ text }) {
    if (!/\d{2}/.test(text)) return [];
    // A subject and a multi-digit number: "Algebra 101", "MATH 2413", "CS-50"
    courseRe ??= new RegExp(`\\b(?:${lexicon().lists.courseSubjects.map(escape).join('|')})\\s?-?\\s?\\d{2,4}[A-Z]?\\b`, 'g');
    return [...text.matchAll(courseRe)].map((m) => span(m.index, m.index + m[0].length, 'COURSE', this.id, 0.85));
  },
};

let schoolRes: RegExp[] | undefined;
function schoolPatterns(): RegExp[] {
  if (schoolRes) return schoolRes;
  const stages = [...lexicon().lists.schoolStages].sort((a, b) => b.length - a.length).map(escape).join('|');
  const word = "[A-Z][a-zA-Z'’.-]+";
  schoolRes = [
    new RegExp(`\\b(?:${word}\\s+){1,3}(?:${stages})\\b`, 'g'), // Lincoln Middle School, Jackson High
    /\b(?:University|College) of (?:[A-Z][a-z]+\s?){1,3}\b/g, // University of Texas
    /\b(?:P\.?S\.?|I\.?S\.?|M\.?S\.?|J\.?H\.?S\.?)\s?\d{1,3}\b/g, // PS 123
    /\b(?:go to|goes to|attend|attends|at|from)\s+((?:[a-z]+\s){1,2}(?:elementary|middle|high)(?: school)?)\b/g, // lower-case chat
  ];
  return schoolRes;
}

export const schoolRecognizer: Recognizer = {
  id: 'rule:school',
  types: ['SCHOOL'],
  detect({ text }) {
    if (!/school|high|middle|elementary|academy|college|university|prep|\b[PIMJ]\.?S\.?\s?\d/i.test(text)) return [];
    const lex = lexicon();
    const notNames = new Set(lex.lists.schoolNotNames);
    const out: Span[] = [];
    for (const re of schoolPatterns()) {
      for (const m of text.matchAll(re)) {
        let start = m.index;
        let value = m[0];
        if (m[1]) {
          start = m.index + m[0].lastIndexOf(m[1]);
          value = m[1];
          if (/^(?:the|a|my|our|your|this|that|junior|senior)\s/i.test(value)) continue;
        }
        // Trim leading function words ("The Lincoln High" -> "Lincoln High"); skip bare stage words
        const words = value.split(/\s+/);
        while (words.length > 1 && notNames.has(words[0]!)) {
          start += words[0]!.length + 1;
          words.shift();
        }
        value = words.join(' ');
        if (words.length < 2 && !/\d/.test(value)) continue;
        if (/^(?:High|Middle|Elementary|Junior High)(?: School)?$/i.test(value)) continue;
        out.push(span(start, start + value.length, 'SCHOOL', this.id, m[1] ? 0.7 : 0.85));
      }
    }
    return out;
  },
};
