import { z } from 'zod';
import { PiiType, ReplacementPolicy } from '../schema.js';

export const SurrogateConfig = z.object({
  /** Replacement policy per type; types not listed use `defaultPolicy`. */
  policies: z.partialRecord(PiiType, ReplacementPolicy).default({}),
  defaultPolicy: ReplacementPolicy.default('surrogate'),
  /** AGE and GRADE_LEVEL: keep the value, shift it by at most `shift`, or replace it. */
  ageMode: z.enum(['keep', 'shift', 'replace']).default('shift'),
  gradeMode: z.enum(['keep', 'shift', 'replace']).default('shift'),
  shift: z.number().int().min(1).max(5).default(2),
});
export type SurrogateConfig = z.infer<typeof SurrogateConfig>;
