// Starts one workflow execution per pending corpus (see core/nightly.ts). Idempotent within a night:
// execution names derive from the corpus version and date, so a repeated trigger is refused by
// Step Functions (ExecutionAlreadyExists) instead of running twice.
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { executionName, pendingCorpora } from '../core/nightly.js';
import { work } from '../core/layout.js';
import { buckets } from '../adapters/env.js';
import { logger } from '../adapters/logger.js';
import { listKeys, listObjects } from '../adapters/s3.js';

export async function startPendingRuns(sfn: SFNClient = new SFNClient({}), now = new Date()): Promise<{ started: number; skipped: number }> {
  const b = buckets();
  const stateMachineArn = process.env.DEID_STATE_MACHINE_ARN;
  if (!stateMachineArn) throw new Error('nightly: DEID_STATE_MACHINE_ARN is not set');
  const pending = pendingCorpora(await listObjects(b.incoming, ''), new Set(await listKeys(b.work, work.corpusIndexPrefix)));
  const date = now.toISOString().slice(0, 10);
  let started = 0;
  let skipped = 0;
  for (const o of pending) {
    try {
      await sfn.send(new StartExecutionCommand({ stateMachineArn, name: executionName(o, date), input: JSON.stringify({ corpus: { bucket: b.incoming, key: o.key } }) }));
      started++;
    } catch (err) {
      if ((err as { name?: string }).name !== 'ExecutionAlreadyExists') throw err;
      skipped++;
    }
  }
  logger.info('nightly runs started', { pending: pending.length, started, skipped });
  return { started, skipped };
}
