// `npm run bench`: every benchmark script in turn, each printing its own figures.
import { execFileSync } from 'node:child_process';

for (const [script, args] of [
  ['bench/detect.ts', []],
  ['bench/segment.ts', []],
  ["bench/pipeline.ts", process.argv.slice(2)],
  ["bench/soak.ts", []],
  ["bench/cost.ts", []],
] as const) {
  console.log(`\n== ${script}`);
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit', env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' } });
}
