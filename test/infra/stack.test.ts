// The CDK app, proven by synth: security properties pinned with assertions, cdk-nag clean, and the
// deployed workflow being exactly the statemachine/ file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeployConfig } from '../../infra/config.js';
import { DEFINITION_FILE, DeidStack } from '../../infra/stack.js';

let stack: DeidStack;
let template: Template;
let assemblyDir: string;
let report: { pluginReports: Array<{ conclusion: string; violations: unknown[]; suppressedViolations: Array<{ ruleName: string }> }> };

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };
const statements = (): Statement[] =>
  Object.values(template.findResources('AWS::IAM::Policy'))
    .concat(Object.values(template.findResources('AWS::IAM::ManagedPolicy')))
    .flatMap((p) => (p.Properties.PolicyDocument.Statement as Statement[]) ?? []);
const actions = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

beforeAll(() => {
  const app = new App({ context: { '@aws-cdk/aws-stepfunctions:useDistributedMapResultWriterV2': true } });
  stack = new DeidStack(app, 'DeidTest', {
    config: DeployConfig.parse({ llmModelIds: ['anthropic.claude-3-haiku-20240307-v1:0'], alarmEmail: 'steward@example.org' }),
    env: { account: '123456789012', region: 'us-east-1' },
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const assembly = app.synth();
  assemblyDir = assembly.directory;
  template = Template.fromStack(stack);
  report = JSON.parse(readFileSync(join(assemblyDir, 'validation-report.json'), 'utf8'));
}, 120_000);

describe('CDK app', () => {
  it('encrypts every data bucket with the customer-managed key, blocks public access and versions incoming and releases', () => {
    // Prepare
    const buckets = template.findResources('AWS::S3::Bucket');
    const key = Object.keys(template.findResources('AWS::KMS::Key'))[0];
    const data = ['incoming', 'work', 'releases', 'approved'].map((b) => stack.getLogicalId(stack.buckets[b as 'work'].node.defaultChild as never));
    // Act / Assess
    for (const id of data) {
      const p = buckets[id]!.Properties;
      expect(p.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault).toEqual({ SSEAlgorithm: 'aws:kms', KMSMasterKeyID: { 'Fn::GetAtt': [key, 'Arn'] } });
      expect(p.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
      expect(p.LoggingConfiguration).toBeDefined();
    }
    for (const b of ['incoming', 'releases'] as const) expect(buckets[stack.getLogicalId(stack.buckets[b].node.defaultChild as never)]!.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(buckets[stack.getLogicalId(stack.buckets.work.node.defaultChild as never)]!.Properties.LifecycleConfiguration.Rules[0].ExpirationInDays).toBe(14);
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });

  it('denies non-TLS access on every bucket', () => {
    // Prepare / Act
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));
    // Assess
    expect(policies).toHaveLength(5);
    for (const p of policies)
      expect(p.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
  });

  it('grants no wildcard S3 or KMS actions and scopes Bedrock to the configured models', () => {
    // Prepare / Act
    const all = statements();
    const bedrock = all.filter((s) => actions(s).some((a) => a.startsWith('bedrock:')));
    // Assess
    expect(all.flatMap(actions)).not.toContain('s3:*');
    expect(all.flatMap(actions)).not.toContain('kms:*');
    expect(all.flatMap(actions)).not.toContain('*');
    expect(bedrock.length).toBeGreaterThanOrEqual(3);
    for (const s of bedrock) {
      expect(JSON.stringify(s.Resource)).toMatch(/foundation-model\/(amazon\.titan-embed-text-v2:0|anthropic\.claude-3-haiku-20240307-v1:0)/);
      expect(s.Resource).not.toBe('*');
    }
  });

  it('lets only the surrogate stage read the HMAC key secret', () => {
    // Prepare
    const secret = Object.keys(template.findResources('AWS::SecretsManager::Secret'))[0]!;
    // Act
    const readers = Object.entries(template.findResources('AWS::IAM::Policy')).filter(([, p]) =>
      (p.Properties.PolicyDocument.Statement as Statement[]).some((s) => actions(s).includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes(secret)),
    );
    // Assess
    expect(readers).toHaveLength(1);
    expect(JSON.stringify(readers[0]![1].Properties.Roles)).toContain(stack.getLogicalId(stack.functions.surrogate.role!.node.defaultChild as never));
  });

  it('limits researchers to approved releases, decrypting through S3 only', () => {
    // Prepare
    const role = template.findResources('AWS::IAM::Role')[stack.getLogicalId(stack.researcherRole.node.defaultChild as never)]!;
    const approvedId = stack.getLogicalId(stack.buckets.approved.node.defaultChild as never);
    // Act
    const stmts = role.Properties.Policies[0].PolicyDocument.Statement as Array<Statement & { Condition?: unknown }>;
    // Assess
    expect(stmts.map((s) => s.Action)).toEqual(['s3:GetObject', 's3:ListBucket', 'kms:Decrypt']);
    expect(JSON.stringify(stmts[0]!.Resource)).toContain(approvedId);
    expect(JSON.stringify(stmts[0]!.Resource)).toContain('/approved/*');
    for (const other of ['incoming', 'work', 'releases'] as const)
      expect(JSON.stringify(stmts)).not.toContain(stack.getLogicalId(stack.buckets[other].node.defaultChild as never));
    expect(stmts[2]!.Condition).toEqual({ StringEquals: { 'kms:ViaService': 's3.us-east-1.amazonaws.com' } });
  });

  it('runs Node 24 arm64 Lambdas with tracing, and the workflow with full logging and tracing', () => {
    // Prepare / Act
    const fns = Object.values(template.findResources('AWS::Lambda::Function')).filter((f) => f.Properties.Environment?.Variables?.DEID_WORK_BUCKET);
    // Assess
    expect(fns).toHaveLength(9);
    for (const f of fns) expect(f.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], TracingConfig: { Mode: 'Active' } });
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      LoggingConfiguration: Match.objectLike({ Level: 'ALL', IncludeExecutionData: false }),
      TracingConfiguration: { Enabled: true },
    });
  });

  it('deploys exactly the statemachine/ file, with every substitution bound to this stack', () => {
    // Prepare
    const file = readFileSync(DEFINITION_FILE, 'utf8');
    const sm = Object.values(template.findResources('AWS::StepFunctions::StateMachine'))[0]!.Properties;
    const assets = JSON.parse(readFileSync(join(assemblyDir, 'DeidTest.assets.json'), 'utf8')).files as Record<string, { source: { path: string } }>;
    const key = String(sm.DefinitionS3Location.Key);
    // Act
    const asset = Object.entries(assets).find(([hash]) => key.startsWith(hash))!;
    const placeholders = [...new Set([...file.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]))].sort();
    // Assess
    expect(readFileSync(join(assemblyDir, asset[1].source.path), 'utf8')).toBe(file);
    expect(Object.keys(sm.DefinitionSubstitutions).sort()).toEqual(placeholders);
    expect(sm.DefinitionSubstitutions.SplitFunctionArn).toEqual({ 'Fn::GetAtt': [stack.getLogicalId(stack.functions.split.node.defaultChild as never), 'Arn'] });
    expect(sm.DefinitionSubstitutions.WorkBucket).toEqual({ Ref: stack.getLogicalId(stack.buckets.work.node.defaultChild as never) });
  });

  it('starts runs on drops and nightly, and alarms on failures, quarantine and failed batches', () => {
    // Prepare / Act / Assess
    template.hasResourceProperties('AWS::Events::Rule', { EventPattern: Match.objectLike({ source: ['aws.s3'], 'detail-type': ['Object Created'] }) });
    template.hasResourceProperties('AWS::Scheduler::Schedule', { ScheduleExpression: 'cron(0 3 * * ? *)', ScheduleExpressionTimezone: 'UTC' });
    template.hasResourceProperties('Custom::S3BucketNotifications', { NotificationConfiguration: { EventBridgeConfiguration: {} } });
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties.MetricName);
    expect(alarms.sort()).toEqual(['ExecutionsFailed', 'FailedBatches', 'QuarantinedRecords']);
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'steward@example.org' });
  });

  it('passes cdk-nag AwsSolutions with every acknowledgement reasoned', () => {
    // Prepare
    const aws = report.pluginReports[0]!;
    // Act / Assess
    expect(aws.conclusion).toBe('success');
    expect(aws.violations).toEqual([]);
    expect(aws.suppressedViolations.length).toBeGreaterThan(0);
  });
});
