import { publish } from '../runners/approval.js';

export const handler = (event: unknown) => publish(event);
