import { applyVerify } from '../core/stages.js';
import { runBatchStage } from '../runners/batch-stage.js';

export const handler = (event: unknown) => runBatchStage(event, 'verify', (t, cfg) => applyVerify(t, cfg));
