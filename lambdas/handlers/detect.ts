import { runCascadeStage } from '../runners/cascade.js';

export const handler = (event: unknown) => runCascadeStage(event, 'detect');
