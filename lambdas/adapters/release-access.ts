// Steward and researcher access to releases through the S3 and Step Functions APIs: the same code
// serves the local store (embedded S3) and a deployed stack (real S3, the task token in AWS).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { SendTaskFailureCommand, SendTaskSuccessCommand, type SFNClient } from '@aws-sdk/client-sfn';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { z } from 'zod';
import type { ApprovalDecision } from '../core/events.js';
import { approved, release } from '../core/layout.js';
import { PublicManifest } from '../core/release/manifest.js';
import { getJson, getTextIfExists, s3Client } from './s3.js';

export class NotApprovedError extends Error {
  override name = 'NotApprovedError';
}

/** A researcher's download: the public manifest and data files of an approved release, via presigned URLs. */
export async function downloadApproved(bucket: string, releaseId: string, toDir: string): Promise<string[]> {
  const manifestKey = approved.manifest(releaseId);
  const manifestText = await getTextIfExists({ bucket, key: manifestKey });
  if (!manifestText) throw new NotApprovedError(`download: release ${releaseId} is not approved (or does not exist)`);
  const manifest = PublicManifest.parse(JSON.parse(manifestText));
  const keys = [manifestKey, ...manifest.files.map((f) => approved.data(releaseId, f.path.replace(/^data\//, '')))];
  const written: string[] = [];
  for (const key of keys) {
    const url = await getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: 300 });
    const res = await fetch(url);
    if (!res.ok) throw new Error(`download: ${key}: HTTP ${res.status}`);
    const target = join(toDir, key.slice(approved.prefix(releaseId).length));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, Buffer.from(await res.arrayBuffer()));
    written.push(target);
  }
  return written;
}

const ApprovalRequest = z.object({ releaseId: z.string(), taskToken: z.string().min(1) });

/** A steward's decision in AWS: answers the AwaitApproval task token stored with the release. */
export async function answerApproval(
  sfn: SFNClient,
  releaseBucket: string,
  releaseId: string,
  decision: Exclude<ApprovalDecision['decision'], 'pending'>,
  by: string,
  note?: string,
): Promise<void> {
  const req = await getJson({ bucket: releaseBucket, key: release.approvalRequest(releaseId) }, ApprovalRequest).catch(() => {
    throw new Error(`approve: release ${releaseId} is not waiting for approval`);
  });
  if (decision === 'approved') {
    const output: ApprovalDecision = { decision, by, note };
    await sfn.send(new SendTaskSuccessCommand({ taskToken: req.taskToken, output: JSON.stringify(output) }));
  } else {
    await sfn.send(
      new SendTaskFailureCommand({ taskToken: req.taskToken, error: 'ReleaseRejected', cause: `rejected by ${by}` }),
    );
  }
}
