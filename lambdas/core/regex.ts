// Regexes built from data lists (words and phrases a steward may extend): one escaping, one way to
// join phrases, so every list is matched the same way.

/** A text as a pattern that matches exactly that text. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words as one alternation, each once, longest first (so "Middle School" wins over "Middle"). */
export const longestFirst = (words: Iterable<string>): string =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

/** Phrases as alternatives, longest first (so a longer phrase wins over its start), any white space between words. */
export function phraseAlternatives(phrases: Iterable<string>): string[] {
  return [...phrases].sort((a, b) => b.length - a.length).map((p) => escapeRegExp(p).replace(/\s+/g, '\\s+'));
}
