// Steward and researcher verbs on the local store: run (all in one go), drop, runs, approve, reject, download.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { SFNClient } from '@aws-sdk/client-sfn';
import { storeDir } from '../../lambdas/adapters/local-env.js';
import { answerApproval, downloadApproved } from '../../lambdas/adapters/release-access.js';
import { LocalEngine, NotApprovedError, type RunOutcome } from '../local/engine.js';

/** Exit codes, documented in README. */
export const EXIT = { ok: 0, error: 1, usage: 2, quarantine: 3, notApproved: 4, runFailed: 5 } as const;

function awsBucket(flag: string | undefined, envName: string): string {
  const name = flag ?? process.env[envName];
  if (!name) throw new Error(`--aws needs the bucket name: pass it as a flag or set ${envName}`);
  return name;
}

function readConfig(path?: string): Record<string, unknown> | undefined {
  if (!path) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

async function withEngine<T>(store: string | undefined, fn: (e: LocalEngine) => Promise<T>): Promise<T> {
  const engine = await LocalEngine.open(storeDir(store));
  try {
    return await fn(engine);
  } finally {
    await engine.close();
  }
}

function progress(quiet: boolean) {
  if (quiet || !process.stderr.isTTY) return undefined;
  return (done: number, total: number) => process.stderr.write(`\r  batches ${done}/${total}`);
}

function report(outcome: RunOutcome): void {
  if (outcome.status === 'FAILED') {
    process.stderr.write(`\nrun failed: ${outcome.error}: ${outcome.cause}\n`);
    return;
  }
  process.stderr.write(
    `\nrun ${outcome.runId}: ${outcome.failedBatches} failed batches, ${outcome.quarantined} quarantined records, ${
      outcome.approved ? 'approved' : 'pending approval'
    }\n`,
  );
}

function exitFor(outcome: RunOutcome, allowQuarantine: boolean): number {
  if (outcome.status === 'FAILED') return EXIT.runFailed;
  if (outcome.quarantined > 0 && !allowQuarantine) return EXIT.quarantine;
  return EXIT.ok;
}

export function register(program: Command): void {
  const storeOpt = ['--store <dir>', 'local store folder (default: $DEID_HOME or ./.deid)'] as const;

  program
    .command('run')
    .description('De-identify a corpus locally in one go: drop, run the workflow, approve, download.')
    .argument('<input>', 'corpus file (.jsonl, .json or .csv)')
    .requiredOption('--out <dir>', 'folder to download the approved release into')
    .option(...storeOpt)
    .option('--config <file>', 'run configuration JSON (see README)')
    .option('--run-id <id>', 'run id (default: derived from the corpus and config)')
    .option('--steward <name>', 'who approves', process.env.USER ?? 'local-steward')
    .option('--allow-quarantine', 'exit 0 even if some records were quarantined', false)
    .option('--quiet', 'no progress output', false)
    .action(async (input: string, o) => {
      process.exitCode = await withEngine(o.store, async (engine) => {
        const corpus = await engine.drop(resolve(input));
        const outcome = await engine.run(corpus, {
          runId: o.runId,
          config: readConfig(o.config),
          approveAs: o.steward,
          onProgress: progress(o.quiet),
        });
        report(outcome);
        if (outcome.status === 'SUCCEEDED' && outcome.runId) {
          const files = await engine.download(outcome.runId, resolve(o.out));
          process.stdout.write(`${files.join('\n')}\n`);
          if (outcome.quarantined > 0) process.stderr.write(`quarantine report: deid quarantine ${outcome.runId}\n`);
        }
        return exitFor(outcome, o.allowQuarantine);
      });
    });

  program
    .command('drop')
    .description('Drop a corpus into the local incoming store and run the workflow; the release waits for approval.')
    .argument('<input>', 'corpus file (.jsonl, .json or .csv)')
    .option(...storeOpt)
    .option('--config <file>', 'run configuration JSON')
    .option('--run-id <id>', 'run id (default: derived from the corpus and config)')
    .option('--allow-quarantine', 'exit 0 even if some records were quarantined', false)
    .option('--quiet', 'no progress output', false)
    .action(async (input: string, o) => {
      process.exitCode = await withEngine(o.store, async (engine) => {
        const corpus = await engine.drop(resolve(input));
        const outcome = await engine.run(corpus, { runId: o.runId, config: readConfig(o.config), onProgress: progress(o.quiet) });
        report(outcome);
        if (outcome.runId) process.stdout.write(`${outcome.runId}\n`);
        return exitFor(outcome, o.allowQuarantine);
      });
    });

  program
    .command('runs')
    .alias('status')
    .description('List releases in the local store with their approval state.')
    .option(...storeOpt)
    .action(async (o) => {
      await withEngine(o.store, async (engine) => {
        for (const r of await engine.releases()) process.stdout.write(`${r.releaseId}\t${r.state}\t${r.corpus}\n`);
      });
    });

  program
    .command('approve')
    .description('Approve a pending release (steward): publishes its dataset and public manifest for researchers.')
    .argument('<release>', 'release id')
    .option(...storeOpt)
    .option('--steward <name>', 'who approves', process.env.USER ?? 'local-steward')
    .option('--aws', 'answer the deployed workflow\'s approval task token instead of the local store', false)
    .option('--release-bucket <name>', 'with --aws: the releases bucket (default $DEID_RELEASE_BUCKET)')
    .action(async (id: string, o) => {
      if (o.aws) await answerApproval(new SFNClient({}), awsBucket(o.releaseBucket, 'DEID_RELEASE_BUCKET'), id, 'approved', o.steward);
      else await withEngine(o.store, (engine) => engine.approve(id, o.steward));
      process.stderr.write(`release ${id} approved\n`);
    });

  program
    .command('reject')
    .description('Reject a pending release (steward): it can never be downloaded.')
    .argument('<release>', 'release id')
    .option(...storeOpt)
    .option('--steward <name>', 'who rejects', process.env.USER ?? 'local-steward')
    .option('--note <text>', 'why (no PII, please)')
    .option('--aws', 'answer the deployed workflow\'s approval task token instead of the local store', false)
    .option('--release-bucket <name>', 'with --aws: the releases bucket (default $DEID_RELEASE_BUCKET)')
    .action(async (id: string, o) => {
      if (o.aws) await answerApproval(new SFNClient({}), awsBucket(o.releaseBucket, 'DEID_RELEASE_BUCKET'), id, 'rejected', o.steward, o.note);
      else await withEngine(o.store, (engine) => engine.reject(id, o.steward, o.note));
      process.stderr.write(`release ${id} rejected\n`);
    });

  program
    .command('quarantine')
    .description('Print the quarantine report of a release (steward): location, reason and hash of each bad record.')
    .argument('<release>', 'release id')
    .option(...storeOpt)
    .action(async (id: string, o) => {
      process.stdout.write(await withEngine(o.store, (engine) => engine.restricted(id, 'quarantine')));
    });

  program
    .command('download')
    .description('Download an approved release (researcher). Unapproved releases are refused (exit 4).')
    .argument('<release>', 'release id')
    .requiredOption('--to <dir>', 'destination folder')
    .option(...storeOpt)
    .option('--aws', 'download from the deployed stack\'s approved bucket', false)
    .option('--approved-bucket <name>', 'with --aws: the approved-releases bucket (default $DEID_APPROVED_BUCKET)')
    .action(async (id: string, o) => {
      try {
        const files = o.aws
          ? await downloadApproved(awsBucket(o.approvedBucket, 'DEID_APPROVED_BUCKET'), id, resolve(o.to))
          : await withEngine(o.store, (engine) => engine.download(id, resolve(o.to)));
        process.stdout.write(`${files.join('\n')}\n`);
      } catch (err) {
        if (err instanceof NotApprovedError) {
          process.stderr.write(`${err.message}\n`);
          process.exitCode = EXIT.notApproved;
          return;
        }
        throw err;
      }
    });
}
