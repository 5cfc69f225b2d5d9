// The local surrogate key: 32 random bytes in a file created on first use (mode 600, in a folder of
// mode 700). A key file others can read is refused: whoever holds the key can test guesses against
// the audit hashes and re-derive surrogates.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { KeyProvider } from '../../core/ports.js';

export function createLocalKeyFile(path: string): KeyProvider {
  let key: Buffer | undefined;
  return {
    async getKey() {
      if (key) return key;
      if (!existsSync(path)) {
        mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
        writeFileSync(path, randomBytes(32), { mode: 0o600, flag: 'wx' });
        chmodSync(path, 0o600);
      }
      const mode = statSync(path).mode & 0o777;
      if (mode & 0o077) throw new Error(`surrogate key file ${path} is readable by others (mode ${mode.toString(8)}); run: chmod 600 ${path}`);
      const bytes = readFileSync(path);
      if (bytes.length < 32) throw new Error(`surrogate key file ${path} is shorter than 32 bytes`);
      key = bytes;
      return key;
    },
  };
}
