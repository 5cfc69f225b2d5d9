// The embedded local default: the real workflow definition on the in-process interpreter, the real
// handlers, and the real S3 API against an embedded S3 server whose data lives in the store folder.
import { createReadStream, mkdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ApprovalDecision, ReleaseStatus } from '../../lambdas/core/events.js';
import { release } from '../../lambdas/core/layout.js';
import { LOCAL_BUCKETS, localEnvironment } from '../../lambdas/adapters/local-env.js';
import { downloadApproved } from '../../lambdas/adapters/release-access.js';
export { NotApprovedError } from '../../lambdas/adapters/release-access.js';
import { startLocalS3, type LocalS3 } from '../../lambdas/adapters/local-s3.js';
import { runLocalWorkflow, type WorkflowOutcome } from '../../lambdas/adapters/local-workflow.js';
import { getJson, getTextIfExists, listKeys, putJson, putStream, resetS3Client } from '../../lambdas/adapters/s3.js';
import { handler as split } from '../../lambdas/handlers/split.js';
import { handler as segment } from '../../lambdas/handlers/segment.js';
import { handler as detect } from '../../lambdas/handlers/detect.js';
import { handler as verify } from '../../lambdas/handlers/verify.js';
import { handler as surrogate } from '../../lambdas/handlers/surrogate.js';
import { handler as releaseHandler } from '../../lambdas/handlers/release.js';
import { handler as requestApproval } from '../../lambdas/handlers/request-approval.js';
import { handler as publish } from '../../lambdas/handlers/publish.js';
import { reject as rejectRelease } from '../../lambdas/runners/approval.js';
import { PublicManifest } from '../../lambdas/core/release/manifest.js';
import { DEFINITION, localSubstitutions, type FunctionSubstitution } from './definition.js';

const FUNCTIONS: Record<FunctionSubstitution, (event: unknown) => Promise<unknown>> = {
  SplitFunctionArn: split,
  SegmentFunctionArn: segment,
  DetectFunctionArn: detect,
  VerifyFunctionArn: verify,
  SurrogateFunctionArn: surrogate,
  ReleaseFunctionArn: releaseHandler,
  RequestApprovalFunctionArn: requestApproval,
  PublishFunctionArn: publish,
};

export interface RunOptions {
  runId?: string;
  config?: Record<string, unknown>;
  /** Approve as this steward as soon as the release is written (the one-command local flow). */
  approveAs?: string;
  maxConcurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface RunOutcome extends WorkflowOutcome {
  runId?: string;
  quarantined: number;
  failedBatches: number;
  approved: boolean;
}

export class LocalEngine {
  private constructor(
    readonly store: string,
    private readonly s3: LocalS3,
    private readonly previousEnv: Record<string, string | undefined>,
  ) {}

  static async open(store: string): Promise<LocalEngine> {
    mkdirSync(store, { recursive: true, mode: 0o700 });
    const s3 = await startLocalS3(join(store, 's3'), Object.values(LOCAL_BUCKETS));
    const env = localEnvironment(store, s3.endpoint);
    const previous: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(env)) {
      previous[k] = process.env[k];
      process.env[k] = v;
    }
    resetS3Client();
    return new LocalEngine(store, s3, previous);
  }

  async close(): Promise<void> {
    resetS3Client();
    for (const [k, v] of Object.entries(this.previousEnv)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await this.s3.close();
  }

  /** Drops a corpus file into the incoming bucket, as a steward would drop it into S3. */
  async drop(inputPath: string, name?: string): Promise<{ bucket: string; key: string }> {
    if (!statSync(inputPath).isFile()) throw new Error(`drop: not a file: ${inputPath}`);
    const fileName = basename(inputPath);
    const key = `${name ?? fileName.replace(/\.[^.]+$/, '')}/${fileName}`;
    await putStream({ bucket: LOCAL_BUCKETS.incoming, key }, createReadStream(inputPath), 'application/octet-stream');
    return { bucket: LOCAL_BUCKETS.incoming, key };
  }

  async run(corpus: { bucket: string; key: string }, opts: RunOptions = {}): Promise<RunOutcome> {
    let total = 0;
    let done = 0;
    const outcome = await runLocalWorkflow(
      DEFINITION,
      localSubstitutions,
      { corpus, ...(opts.runId ? { runId: opts.runId } : {}), ...(opts.config ? { config: opts.config } : {}) },
      {
        handlers: {
          ...FUNCTIONS,
          SplitFunctionArn: async (event) => {
            const r = (await split(event)) as { batches: number };
            total = r.batches;
            opts.onProgress?.(0, total);
            return r;
          },
          SurrogateFunctionArn: async (event) => {
            const r = await surrogate(event);
            opts.onProgress?.(++done, total);
            return r;
          },
        },
        readJson: async (bucket, key) => JSON.parse((await getTextIfExists({ bucket, key })) ?? 'null') as unknown,
        writeJson: (bucket, key, value) => putJson({ bucket, key }, value),
        onTaskToken: async (payload) =>
          opts.approveAs ? { decision: 'approved', by: opts.approveAs } : ({ decision: 'pending' } satisfies ApprovalDecision),
        // One batch at a time: the stages are CPU-bound on one thread, so more in flight only costs memory
        // (measured at 100k messages: 1 -> 15.2 s, 363 MB; 2 -> 15.7 s, 379 MB; 4 -> 15.7 s, 390 MB).
        maxConcurrency: opts.maxConcurrency ?? 1,
      },
    );
    const out = outcome.output as
      | { split?: { runId: string; quarantined: number }; release?: { failedBatches: number }; published?: unknown }
      | undefined;
    return {
      ...outcome,
      runId: out?.split?.runId,
      quarantined: out?.split?.quarantined ?? 0,
      failedBatches: out?.release?.failedBatches ?? 0,
      approved: out?.published !== undefined,
    };
  }

  async status(releaseId: string): Promise<ReleaseStatus | undefined> {
    const text = await getTextIfExists({ bucket: LOCAL_BUCKETS.release, key: release.status(releaseId) });
    return text ? ReleaseStatus.parse(JSON.parse(text)) : undefined;
  }

  async releases(): Promise<ReleaseStatus[]> {
    const keys = await listKeys(LOCAL_BUCKETS.release, 'releases/');
    const ids = keys.filter((k) => k.endsWith('/status.json')).map((k) => k.split('/')[1] ?? '');
    const out: ReleaseStatus[] = [];
    for (const id of ids) {
      const s = await this.status(id);
      if (s) out.push(s);
    }
    return out;
  }

  /** A steward's approval: the same publish step the workflow's Publish state runs. */
  async approve(releaseId: string, by: string): Promise<void> {
    const s = await this.status(releaseId);
    if (!s) throw new Error(`approve: no release ${releaseId}`);
    if (s.state === 'rejected') throw new Error(`approve: release ${releaseId} was rejected`);
    await publish({ runId: releaseId, releaseId, approval: { decision: 'approved', by } });
  }

  async reject(releaseId: string, by: string, note?: string): Promise<void> {
    await rejectRelease(releaseId, by, note);
  }

  /** A researcher's download: approved releases only, fetched through presigned URLs. */
  download(releaseId: string, toDir: string): Promise<string[]> {
    return downloadApproved(LOCAL_BUCKETS.approved, releaseId, toDir);
  }

  /** Reads a restricted release object (stewards only: quarantine report, audit). */
  async restricted(releaseId: string, which: 'audit' | 'quarantine'): Promise<string> {
    const key = which === 'audit' ? release.audit(releaseId) : release.quarantine(releaseId);
    return (await getTextIfExists({ bucket: LOCAL_BUCKETS.release, key })) ?? '';
  }

  async manifest(releaseId: string): Promise<PublicManifest> {
    return getJson({ bucket: LOCAL_BUCKETS.release, key: release.manifest(releaseId) }, PublicManifest);
  }
}
