// The surrogate key in AWS: a Secrets Manager secret (SecretBinary, or SecretString as base64 or hex),
// fetched once per Lambda container. Only the surrogate function's role may read it.
import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { KeyProvider } from '../../core/ports.js';

export function createSecretsManagerKey(opts: { client: SecretsManagerClient; secretId: string }): KeyProvider {
  let key: Promise<Buffer> | undefined;
  const load = async () => {
    const res = await opts.client.send(new GetSecretValueCommand({ SecretId: opts.secretId }));
    let bytes: Buffer | undefined;
    if (res.SecretBinary) bytes = Buffer.from(res.SecretBinary);
    else if (res.SecretString) {
      const s = res.SecretString.trim();
      bytes = /^[0-9a-f]+$/i.test(s) && s.length % 2 === 0 ? Buffer.from(s, 'hex') : Buffer.from(s, 'base64');
    }
    if (!bytes || bytes.length < 32) throw new Error('surrogate key secret is missing or shorter than 32 bytes');
    return bytes;
  };
  return {
    getKey() {
      key ??= load().catch((err: unknown) => {
        key = undefined; // a failed fetch is retried on the next call
        throw err;
      });
      return key;
    },
  };
}
