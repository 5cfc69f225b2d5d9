// The registry of built-in recognizers, run in this order by the detect stage.
import type { Recognizer } from '../types.js';

export const RECOGNIZERS: Recognizer[] = [];
