import { requestApproval } from '../runners/approval.js';

export const handler = (event: unknown) => requestApproval(event);
