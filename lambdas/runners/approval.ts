// Approval and publishing. In AWS the AwaitApproval state holds a task token until a steward answers;
// the token is stored with the release (restricted) for `deid approve`. Publishing copies only the
// dataset and the public manifest to the researchers' location, never the restricted audit.
import { ApprovalRequestEvent, PublishEvent, ReleaseStatus, type ApprovalDecision } from '../core/events.js';
import { approved, release } from '../core/layout.js';
import { buckets } from '../adapters/env.js';
import { logger } from '../adapters/logger.js';
import { copy, getJson, listKeys, putJson } from '../adapters/s3.js';

export async function requestApproval(event: unknown): Promise<ApprovalDecision> {
  const { releaseId, taskToken } = ApprovalRequestEvent.parse(event);
  const b = buckets();
  await putJson({ bucket: b.release, key: release.approvalRequest(releaseId) }, { releaseId, taskToken });
  logger.info('approval requested', { releaseId });
  return { decision: 'pending' };
}

export async function releaseStatus(releaseId: string): Promise<ReleaseStatus> {
  return getJson({ bucket: buckets().release, key: release.status(releaseId) }, ReleaseStatus);
}

export async function publish(event: unknown): Promise<{ releaseId: string; files: number }> {
  const { releaseId, approval } = PublishEvent.parse(event);
  if (approval.decision !== 'approved') throw new Error(`publish: release ${releaseId} is not approved`);
  const b = buckets();
  const status = await releaseStatus(releaseId);
  if (status.state === 'rejected') throw new Error(`publish: release ${releaseId} was rejected`);
  const dataKeys = await listKeys(b.release, release.data(releaseId, ''));
  for (const key of dataKeys) {
    const file = key.slice(release.data(releaseId, '').length);
    await copy({ bucket: b.release, key }, { bucket: b.approved, key: approved.data(releaseId, file) });
  }
  // The manifest goes last: its presence is what marks an approved release as complete.
  await copy({ bucket: b.release, key: release.manifest(releaseId) }, { bucket: b.approved, key: approved.manifest(releaseId) });
  await putJson({ bucket: b.release, key: release.approvalDecision(releaseId) }, approval);
  await putJson({ bucket: b.release, key: release.status(releaseId) }, {
    ...status,
    state: 'approved',
    decidedBy: approval.by,
  } satisfies ReleaseStatus);
  logger.info('release published', { releaseId, files: dataKeys.length });
  return { releaseId, files: dataKeys.length };
}

export async function reject(releaseId: string, by: string | undefined, note?: string): Promise<void> {
  const b = buckets();
  const status = await releaseStatus(releaseId);
  if (status.state === 'approved') throw new Error(`reject: release ${releaseId} is already approved`);
  await putJson({ bucket: b.release, key: release.approvalDecision(releaseId) }, { decision: 'rejected', by, note });
  await putJson({ bucket: b.release, key: release.status(releaseId) }, { ...status, state: 'rejected', decidedBy: by });
}
