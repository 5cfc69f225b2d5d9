// Where the data files of config/ are read from: $DEID_CONFIG_DIR (set in Lambda, whose bundle carries
// config/ beside the code) or the repository's config/ folder.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function configPath(relative: string): string {
  return join(process.env.DEID_CONFIG_DIR ?? fileURLToPath(new URL('../../config/', import.meta.url)), relative);
}

export function readConfigJson(relative: string): unknown {
  return JSON.parse(readFileSync(configPath(relative), 'utf8'));
}
