#!/usr/bin/env -S node --openssl-legacy-provider
// Entry point for `npx deid` / `npm run deid --`: runs the TypeScript CLI through tsx (no build step).
import { register } from 'tsx/esm/api';

register();
await import('../main.ts');
