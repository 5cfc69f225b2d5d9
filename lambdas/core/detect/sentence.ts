// Sentence bounds by their stops ('.', '?', '!'), shared by the recognizers and the verifier, which
// both read "the sentence a name stands in" to tell a person spoken to from a name in talk.

/** Where the sentence holding `at` ends: its stop, or the text's end. */
export const sentenceEnd = (text: string, at: number): number => {
  const stops = ['.', '?', '!'].map((c) => text.indexOf(c, at)).filter((i) => i >= 0);
  return stops.length ? Math.min(...stops) : text.length;
};

/** The start of the sentence holding `at` (a title's dot does not start one, ending in "Mr." is rare enough). */
export const sentenceStart = (text: string, at: number): number =>
  Math.max(text.lastIndexOf('.', at - 1), text.lastIndexOf('?', at - 1), text.lastIndexOf('!', at - 1)) + 1;

/** Text before a word that opens the message or a sentence: nothing, or a stop and space. */
export const SENTENCE_OPENS = /(?:^|[.?!]\s+)$/;
