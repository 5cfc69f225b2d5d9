// The CDK app: one stack with everything a data steward needs, checked by cdk-nag on synth.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DeployConfig } from './config.js';
import { DeidStack } from './stack.js';

const app = new App();
const config = DeployConfig.parse(app.node.tryGetContext('deid') ?? {});
new DeidStack(app, 'Deid', { config, env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION } });
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
