// Recognizers a steward adds without code: JSON files listed in detect.recognizerFiles, each
// {"recognizers": [{"id", "type", "pattern", "flags"?, "score"?, "context"?, "window"?}]}. A pattern
// with `context` (a regex) counts only when the context occurs within `window` characters before it.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { PiiType } from '../../schema.js';
import { span, type Recognizer } from '../types.js';

const CustomFile = z.object({
  recognizers: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/, 'ids are lower-case words with dashes'),
      type: PiiType,
      pattern: z.string().min(1),
      flags: z.string().regex(/^[imsu]*$/).optional(),
      score: z.number().min(0).max(1).default(0.8),
      context: z.string().optional(),
      window: z.number().int().positive().default(40),
    }),
  ),
});

const cache = new Map<string, Recognizer[]>();

export function customRecognizers(files: readonly string[]): Recognizer[] {
  const key = files.join('\u0000');
  const hit = cache.get(key);
  if (hit) return hit;
  const out: Recognizer[] = [];
  for (const file of files) {
    const parsed = CustomFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`detect: recognizer file ${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    for (const r of parsed.data.recognizers) {
      const re = new RegExp(r.pattern, `g${r.flags ?? ''}`);
      const context = r.context ? new RegExp(r.context, 'i') : undefined;
      out.push({
        id: `custom:${r.id}`,
        types: [r.type],
        detect({ text }) {
          const found = [];
          for (const m of text.matchAll(re)) {
            if (m[0].length === 0) continue;
            if (context && !context.test(text.slice(Math.max(0, m.index - r.window), m.index))) continue;
            found.push(span(m.index, m.index + m[0].length, r.type, `custom:${r.id}`, r.score));
          }
          return found;
        },
      });
    }
  }
  cache.set(key, out);
  return out;
}
