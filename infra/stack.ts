// Everything a data steward deploys: encrypted buckets, the workflow from statemachine/, one Lambda
// per stage with least-privilege access, the drop trigger and nightly schedule, approval by task
// token, a researcher role that reads approved releases only, and alarms.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArnFormat, Duration, RemovalPolicy, Stack, TimeZone, Token, Validations, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as schedulerTargets from 'aws-cdk-lib/aws-scheduler-targets';
import * as secrets from 'aws-cdk-lib/aws-secretsmanager';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { METRIC, METRIC_NAMESPACE } from '../lambdas/adapters/metrics.js';
import type { DeployConfig } from './config.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFINITION_FILE = join(ROOT, 'statemachine', 'deidentify.asl.json');

export interface DeidStackProps extends StackProps {
  config: DeployConfig;
}

type Stage = 'split' | 'segment' | 'detect' | 'verify' | 'surrogate' | 'release' | 'request-approval' | 'publish' | 'nightly';

export class DeidStack extends Stack {
  readonly buckets: Record<'incoming' | 'work' | 'releases' | 'approved' | 'logs', s3.Bucket>;
  readonly functions: Record<Stage, NodejsFunction>;
  readonly stateMachine: sfn.StateMachine;
  readonly researcherRole: iam.Role;
  readonly stewardPolicy: iam.ManagedPolicy;

  constructor(scope: Construct, id: string, props: DeidStackProps) {
    super(scope, id, props);
    const cfg = props.config;
    const key = new kms.Key(this, 'DataKey', { enableKeyRotation: true, description: 'Encrypts corpora, working data, releases and alerts' });

    // Buckets: access logs to a log bucket; data buckets KMS-encrypted, private, TLS only.
    const logsBucket = new s3.Bucket(this, 'AccessLogs', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const dataBucket = (name: string, extra: Partial<s3.BucketProps>) =>
      new s3.Bucket(this, name, {
        encryption: s3.BucketEncryption.KMS,
        encryptionKey: key,
        bucketKeyEnabled: true,
        blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
        enforceSSL: true,
        serverAccessLogsBucket: logsBucket,
        serverAccessLogsPrefix: `${name.toLowerCase()}/`,
        removalPolicy: RemovalPolicy.RETAIN,
        ...extra,
      });
    const incoming = dataBucket('Incoming', { versioned: true, eventBridgeEnabled: true });
    const work = dataBucket('Work', { lifecycleRules: [{ expiration: Duration.days(cfg.workRetentionDays) }] });
    const releases = dataBucket('Releases', { versioned: true });
    const approved = dataBucket('Approved', { versioned: true });
    this.buckets = { incoming, work, releases, approved, logs: logsBucket };

    const hmacKey = new secrets.Secret(this, 'SurrogateKey', {
      description: 'HMAC key behind consistent surrogates. Rotating it changes every surrogate in later releases.',
      encryptionKey: key,
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    });

    const stateMachineName = `${this.stackName}-deidentify`;
    const stateMachineArn = this.formatArn({ service: 'states', resource: 'stateMachine', resourceName: stateMachineName, arnFormat: ArnFormat.COLON_RESOURCE_NAME });
    const common: Record<string, string> = {
      DEID_INCOMING_BUCKET: incoming.bucketName,
      DEID_WORK_BUCKET: work.bucketName,
      DEID_RELEASE_BUCKET: releases.bucketName,
      DEID_APPROVED_BUCKET: approved.bucketName,
      DEID_CONFIG: JSON.stringify(cfg.runConfig),
      DEID_CONFIG_DIR: '/var/task/config',
      POWERTOOLS_SERVICE_NAME: 'deid',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
    const fn = (stage: Stage, opts: { memory?: number; timeout?: number; env?: Record<string, string> } = {}) => {
      const logGroup = new logs.LogGroup(this, `${stage}-logs`, { retention: cfg.logRetentionDays, removalPolicy: RemovalPolicy.RETAIN });
      return new NodejsFunction(this, `${stage}-fn`, {
        entry: join(ROOT, 'lambdas', 'handlers', `${stage}.ts`),
        handler: 'handler',
        runtime: lambda.Runtime.NODEJS_24_X,
        architecture: lambda.Architecture.ARM_64,
        memorySize: opts.memory ?? 1024,
        timeout: Duration.seconds(opts.timeout ?? 300),
        tracing: lambda.Tracing.ACTIVE,
        logGroup,
        environment: { ...common, ...opts.env },
        projectRoot: ROOT,
        depsLockFilePath: join(ROOT, 'package-lock.json'),
        bundling: {
          format: OutputFormat.ESM,
          target: 'node22',
          minify: true,
          sourceMap: false,
          forceDockerBundling: false,
          mainFields: ['module', 'main'],
          banner: "import { createRequire } from 'module';const require = createRequire(import.meta.url);",
          // The core reads its patterns and word lists from config/ (DEID_CONFIG_DIR).
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (inputDir: string, outputDir: string) => [`cp -r "${inputDir}/config" "${outputDir}/config"`],
          },
        },
      });
    };
    const f: Record<Stage, NodejsFunction> = {
      split: fn('split', { memory: 2048, timeout: 900 }),
      segment: fn('segment'),
      detect: fn('detect'),
      verify: fn('verify'),
      surrogate: fn('surrogate', { env: { DEID_KEY_SECRET_ARN: hmacKey.secretArn } }),
      release: fn('release', { memory: 2048, timeout: 900 }),
      'request-approval': fn('request-approval', { memory: 256, timeout: 30 }),
      publish: fn('publish', { memory: 512, timeout: 300 }),
      nightly: fn('nightly', { memory: 256, timeout: 300, env: { DEID_STATE_MACHINE_ARN: stateMachineArn } }),
    };
    this.functions = f;

    // Least privilege: each stage reads and writes only the prefixes it needs.
    incoming.grantRead(f.split);
    work.grantReadWrite(f.split, 'runs/*');
    work.grantPut(f.split, 'index/*');
    for (const s of ['segment', 'detect', 'verify', 'surrogate'] as const) work.grantReadWrite(f[s], 'runs/*');
    hmacKey.grantRead(f.surrogate);
    work.grantRead(f.release, 'runs/*');
    releases.grantReadWrite(f.release, 'releases/*');
    releases.grantPut(f['request-approval'], 'releases/*/approval/*');
    releases.grantRead(f.publish, 'releases/*/data/*');
    releases.grantRead(f.publish, 'releases/*/manifest.json');
    releases.grantReadWrite(f.publish, 'releases/*/status.json');
    releases.grantPut(f.publish, 'releases/*/approval/*');
    approved.grantReadWrite(f.publish, 'approved/*');
    incoming.grantRead(f.nightly);
    work.grantRead(f.nightly, 'index/*');

    // Bedrock only for the configured model ARNs.
    const modelArn = (modelId: string) => this.formatArn({ service: 'bedrock', account: '', resource: 'foundation-model', resourceName: modelId });
    f.segment.addToRolePolicy(new iam.PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: [modelArn(cfg.embeddingModelId)] }));
    if (cfg.llmModelIds.length)
      for (const s of ['detect', 'verify'] as const)
        f[s].addToRolePolicy(new iam.PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: cfg.llmModelIds.map(modelArn) }));

    // The workflow: the one ASL file, with this deployment's ARNs and bucket substituted.
    const sfnLogs = new logs.LogGroup(this, 'WorkflowLogs', { retention: cfg.logRetentionDays, removalPolicy: RemovalPolicy.RETAIN });
    this.stateMachine = new sfn.StateMachine(this, 'Workflow', {
      stateMachineName,
      definitionBody: sfn.DefinitionBody.fromFile(DEFINITION_FILE),
      definitionSubstitutions: {
        SplitFunctionArn: f.split.functionArn,
        SegmentFunctionArn: f.segment.functionArn,
        DetectFunctionArn: f.detect.functionArn,
        VerifyFunctionArn: f.verify.functionArn,
        SurrogateFunctionArn: f.surrogate.functionArn,
        ReleaseFunctionArn: f.release.functionArn,
        RequestApprovalFunctionArn: f['request-approval'].functionArn,
        PublishFunctionArn: f.publish.functionArn,
        WorkBucket: work.bucketName,
      },
      logs: { destination: sfnLogs, level: sfn.LogLevel.ALL, includeExecutionData: false },
      tracingEnabled: true,
    });
    const sm = this.stateMachine;
    for (const s of ['split', 'segment', 'detect', 'verify', 'surrogate', 'release', 'request-approval', 'publish'] as const) f[s].grantInvoke(sm);
    work.grantRead(sm, 'runs/*'); // ItemReader
    work.grantReadWrite(sm, 'map-results/*'); // ResultWriter
    sm.addToRolePolicy(new iam.PolicyStatement({ actions: ['states:StartExecution'], resources: [stateMachineArn] }));
    sm.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['states:DescribeExecution', 'states:StopExecution'],
        resources: [this.formatArn({ service: 'states', resource: 'execution', resourceName: `${stateMachineName}/*`, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
      }),
    );
    sm.grantStartExecution(f.nightly);

    // Triggers: a corpus dropped in the incoming bucket starts a run; nightly, pending corpora do.
    new events.Rule(this, 'CorpusDropped', {
      eventPattern: { source: ['aws.s3'], detailType: ['Object Created'], detail: { bucket: { name: [incoming.bucketName] } } },
      targets: [
        new eventTargets.SfnStateMachine(sm, {
          input: events.RuleTargetInput.fromObject({
            corpus: { bucket: events.EventField.fromPath('$.detail.bucket.name'), key: events.EventField.fromPath('$.detail.object.key') },
          }),
        }),
      ],
    });
    new scheduler.Schedule(this, 'NightlyRelease', {
      schedule: scheduler.ScheduleExpression.expression(cfg.nightlySchedule, TimeZone.of(cfg.scheduleTimezone)),
      target: new schedulerTargets.LambdaInvoke(f.nightly),
      description: 'Nightly: start a release run for every corpus no run has taken up yet',
    });

    // Stewards answer the approval task token and read whole releases, restricted audit included.
    this.stewardPolicy = new iam.ManagedPolicy(this, 'StewardPolicy', {
      description: 'Approve or reject releases and read them, including the restricted audit',
      statements: [
        new iam.PolicyStatement({ actions: ['states:SendTaskSuccess', 'states:SendTaskFailure'], resources: [stateMachineArn] }),
        new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [releases.arnForObjects('releases/*')] }),
        new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [releases.bucketArn] }),
        new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [incoming.arnForObjects('*')] }),
        new iam.PolicyStatement({
          actions: ['kms:Decrypt', 'kms:GenerateDataKey'],
          resources: [key.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': `s3.${this.region}.amazonaws.com` } },
        }),
      ],
    });

    // Researchers read approved releases only, and decrypt only through S3.
    this.researcherRole = new iam.Role(this, 'ResearcherRole', {
      assumedBy: new iam.AccountRootPrincipal(),
      description: 'Download approved de-identified releases',
      inlinePolicies: {
        approvedOnly: new iam.PolicyDocument({
          statements: [
            new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [approved.arnForObjects('approved/*')] }),
            new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [approved.bucketArn], conditions: { StringLike: { 's3:prefix': ['approved/*'] } } }),
            new iam.PolicyStatement({
              actions: ['kms:Decrypt'],
              resources: [key.keyArn],
              conditions: { StringEquals: { 'kms:ViaService': `s3.${this.region}.amazonaws.com` } },
            }),
          ],
        }),
      },
    });

    // Alarms to an encrypted topic: failed runs, quarantined records, failed batches.
    const topic = new sns.Topic(this, 'Alarms', { masterKey: key, enforceSSL: true });
    key.grant(new iam.ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    if (cfg.alarmEmail) topic.addSubscription(new subscriptions.EmailSubscription(cfg.alarmEmail));
    const custom = (name: string) =>
      new cloudwatch.Metric({ namespace: METRIC_NAMESPACE, metricName: name, dimensionsMap: { service: 'deid' }, statistic: 'Sum', period: Duration.hours(1) });
    const alarms = [
      new cloudwatch.Alarm(this, 'RunsFailed', { metric: sm.metricFailed({ period: Duration.hours(1) }), threshold: 0, evaluationPeriods: 1, comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD, treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING }),
      new cloudwatch.Alarm(this, 'RecordsQuarantined', { metric: custom(METRIC.quarantinedRecords), threshold: 0, evaluationPeriods: 1, comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD, treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING }),
      new cloudwatch.Alarm(this, 'BatchesFailed', { metric: custom(METRIC.failedBatches), threshold: 0, evaluationPeriods: 1, comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD, treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING }),
    ];
    for (const a of alarms) a.addAlarmAction(new SnsAction(topic));

    this.acknowledge(logsBucket, hmacKey);
  }

  /** cdk-nag findings accepted on purpose, each with its reason. */
  private acknowledge(logsBucket: s3.Bucket, hmacKey: secrets.Secret): void {
    const ack = (id: string, reason: string) => Validations.of(this).acknowledge({ id: `AwsSolutions::${id}`, reason });
    Validations.of(logsBucket).acknowledge({ id: 'AwsSolutions::AwsSolutions-S1', reason: 'This is the access-log bucket itself; logging it into itself would loop.' });
    Validations.of(hmacKey).acknowledge({
      id: 'AwsSolutions::AwsSolutions-SMG4',
      reason: 'The HMAC key keeps surrogates consistent across nightly releases; rotating it on a schedule would change every surrogate. Stewards rotate it deliberately.',
    });
    ack(
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'Lambda functions (ours and the S3 notifications helper CDK adds) write only their own log streams with this policy.',
    );
    ack('AwsSolutions-IAM5[Resource::*]', 'X-Ray PutTraceSegments/PutTelemetryRecords take no resource, and the CDK S3-notifications helper configures the incoming bucket.');
    for (const action of ['s3:List*', 's3:GetObject*', 's3:GetBucket*', 's3:Abort*', 's3:DeleteObject*', 'kms:ReEncrypt*', 'kms:GenerateDataKey*'])
      ack(`AwsSolutions-IAM5[Action::${action}]`, 'Action groups of the CDK bucket grants, each scoped to one bucket and one key prefix, and to the data key.');
    const arn = (b: s3.Bucket) => `<${this.getLogicalId(b.node.defaultChild as s3.CfnBucket)}.Arn>`;
    const { incoming, work, releases, approved } = this.buckets;
    for (const r of [
      `${arn(incoming)}/*`,
      `${arn(work)}/runs/*`,
      `${arn(work)}/index/*`,
      `${arn(work)}/map-results/*`,
      `${arn(releases)}/releases/*`,
      `${arn(releases)}/releases/*/approval/*`,
      `${arn(releases)}/releases/*/status.json`,
      `${arn(releases)}/releases/*/manifest.json`,
      `${arn(releases)}/releases/*/data/*`,
      `${arn(approved)}/approved/*`,
    ])
      ack(`AwsSolutions-IAM5[Resource::${r}]`, 'Object keys under the one prefix this stage owns (runs are keyed by run id, releases by release id).');
    for (const fn of Object.values(this.functions))
      ack(`AwsSolutions-IAM5[Resource::<${this.getLogicalId(fn.node.defaultChild as lambda.CfnFunction)}.Arn>:*]`, 'Invoking any version or alias of this one stage function.');
    const account = Token.isUnresolved(this.account) ? '<AWS::AccountId>' : this.account;
    const region = Token.isUnresolved(this.region) ? '<AWS::Region>' : this.region;
    ack(
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:${region}:${account}:execution:${this.stackName}-deidentify/*]`,
      'Distributed Map child executions of this state machine only.',
    );
  }
}
