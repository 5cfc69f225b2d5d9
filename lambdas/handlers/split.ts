import { splitCorpus } from '../runners/split.js';

export const handler = (event: unknown) => splitCorpus(event);
