import { startPendingRuns } from '../runners/nightly.js';

export const handler = () => startPendingRuns();
