// The `deid` command. Each verb lives in cli/commands/<verb>.ts and exports `register(program)`.
import '../lambdas/adapters/polyfills.js';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';

// Structured logs are for Lambda; on a terminal only warnings show unless DEID_VERBOSE is set.
process.env.POWERTOOLS_LOG_LEVEL ??= process.env.DEID_VERBOSE ? 'INFO' : 'WARN';
// Metrics go to CloudWatch from Lambda; a terminal has nowhere to send them.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
// The lockfile pins SDK versions that support Node 20; the SDK's notice about future versions is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const here = dirname(fileURLToPath(import.meta.url));
const program = new Command('deid')
  .description('De-identify math tutoring transcripts: local runs, approval, download, evaluation and benchmarks.')
  .showHelpAfterError();

const commandFiles = readdirSync(join(here, 'commands'))
  .filter((f) => f.endsWith('.ts'))
  .sort();
for (const file of commandFiles) {
  const mod = (await import(join(here, 'commands', file))) as { register?: (p: Command) => void };
  mod.register?.(program);
}

await program.parseAsync(process.argv);
