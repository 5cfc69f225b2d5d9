import { z } from 'zod';

export const DetectConfig = z.object({
  /** Extra recognizer data files (JSON) a steward adds on top of the built-in ones in config/recognizers. */
  recognizerFiles: z.array(z.string()).default([]),
  /** Terms never reported (per corpus), e.g. a tutoring platform's own name. Case-insensitive. */
  allowList: z.array(z.string()).default([]),
  /** Terms always reported, with their type. */
  denyList: z.array(z.object({ text: z.string().min(1), type: z.string() })).default([]),
  /** Candidates scoring below this are not reported. */
  minScore: z.number().min(0).max(1).default(0.4),
});
export type DetectConfig = z.infer<typeof DetectConfig>;
