import { applySegment } from '../core/stages.js';
import { embedderFor } from '../adapters/stage-deps.js';
import { runBatchStage } from '../runners/batch-stage.js';

export const handler = (event: unknown) =>
  runBatchStage(event, 'segment', (t, cfg) => applySegment(t, cfg, embedderFor(cfg)));
