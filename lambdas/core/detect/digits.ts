// The longest run of digits in a message: most recognizers first ask whether a message has a digit, two,
// three, four in a row. Answered by one scan per message, kept for the next recognizers on the same
// message (as contact.ts keeps its chat cues), instead of a regex test per recognizer.

let lastText: string | undefined;
let lastRun = 0;

/** The length of the longest run of ASCII digits in `text` (what /\d{n}/ tests for). */
export function longestDigitRun(text: string): number {
  if (text === lastText) return lastRun;
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      run++;
      if (run > longest) longest = run;
    } else run = 0;
  }
  lastText = text;
  lastRun = longest;
  return longest;
}
