// The workflow file and the local values of its ${...} substitutions.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_BUCKETS } from '../../lambdas/adapters/local-env.js';

export const DEFINITION = resolve(dirname(fileURLToPath(import.meta.url)), '../../statemachine/deidentify.asl.json');

export const FUNCTION_SUBSTITUTIONS = [
  'SplitFunctionArn',
  'SegmentFunctionArn',
  'DetectFunctionArn',
  'VerifyFunctionArn',
  'SurrogateFunctionArn',
  'ReleaseFunctionArn',
  'RequestApprovalFunctionArn',
  'PublishFunctionArn',
] as const;
export type FunctionSubstitution = (typeof FUNCTION_SUBSTITUTIONS)[number];

export const localSubstitutions: Record<string, string> = {
  ...Object.fromEntries(
    FUNCTION_SUBSTITUTIONS.map((k) => [k, `arn:aws:lambda:us-east-1:000000000000:function:deid-${k.replace('FunctionArn', '').toLowerCase()}`]),
  ),
  WorkBucket: LOCAL_BUCKETS.work,
};
