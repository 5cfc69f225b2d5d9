// Prompt texts are versioned files in config/prompts; their sha256 goes into the manifest.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { configPath } from '../config-files.js';
import type { LlmConfig } from './config.js';

export const PROMPT_FILES = {
  basic: 'prompts/detect-basic.v1.md',
  'math-aware': 'prompts/detect-math-aware.v1.md',
  'segment-aware': 'prompts/detect-segment-aware.v1.md',
  verify: 'prompts/verify.v1.md',
} as const;

const cache = new Map<string, string>();

export function prompt(name: keyof typeof PROMPT_FILES): string {
  const file = PROMPT_FILES[name];
  let text = cache.get(file);
  if (text === undefined) {
    text = readFileSync(configPath(file), 'utf8');
    cache.set(file, text);
  }
  return text;
}

export function promptHashes(cfg: LlmConfig): Record<string, string> {
  if (!cfg.enabled) return {};
  const names: Array<keyof typeof PROMPT_FILES> = [cfg.strategy, ...(cfg.verify ? (['verify'] as const) : [])];
  return Object.fromEntries(names.map((n) => [PROMPT_FILES[n], createHash('sha256').update(prompt(n)).digest('hex')]));
}
