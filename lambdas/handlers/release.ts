import { releaseRun } from '../runners/release.js';

export const handler = (event: unknown) => releaseRun(event);
