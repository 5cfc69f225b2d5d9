import { applySurrogate } from '../core/stages.js';
import { surrogateKey } from '../adapters/stage-deps.js';
import { runBatchStage } from '../runners/batch-stage.js';

export const handler = (event: unknown) =>
  runBatchStage(event, 'surrogate', async (t, cfg) => applySurrogate(t, cfg, await surrogateKey()));
