import { applyDetect } from '../core/stages.js';
import { runBatchStage } from '../runners/batch-stage.js';

export const handler = (event: unknown) => runBatchStage(event, 'detect', (t, cfg) => applyDetect(t, cfg));
