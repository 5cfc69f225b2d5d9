// A run's configuration is fixed at split time and stored with the run, so every stage of the
// run (and every retry) sees the same config, and its hash goes into the manifest.
import { z } from 'zod';
import { parseConfig, type RunConfig } from '../core/config.js';
import { work } from '../core/layout.js';
import { getJson } from '../adapters/s3.js';

/** Read on every stage invocation (one small GET): a rerun may have split again with a new config. */
export async function loadRunConfig(bucket: string, runId: string): Promise<RunConfig> {
  return parseConfig(await getJson({ bucket, key: work.config(runId) }, z.unknown()));
}

/** Deep merge of plain objects (arrays and scalars from `over` replace those in `base`). */
export function mergeConfig(base: unknown, over: unknown): unknown {
  if (!isPlain(base) || !isPlain(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = mergeConfig(base[k], v);
  return out;
}

function isPlain(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
