// Versions recorded in the manifest: which code, embeddings and models made a release.
import { readFileSync } from 'node:fs';
import type { RunConfig } from '../core/config.js';

let cached: string | undefined;

/** DEID_CODE_VERSION (set at deploy) or the package version. */
export function codeVersion(): string {
  if (cached) return cached;
  if (process.env.DEID_CODE_VERSION) return (cached = process.env.DEID_CODE_VERSION);
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    cached = pkg.version;
  } catch {
    cached = 'unknown';
  }
  return cached;
}

export function embeddingsId(cfg: RunConfig): string {
  return cfg.segment.embeddings === 'local' ? 'local-lexical-v1' : cfg.segment.bedrockModelId;
}
