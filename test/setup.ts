// aws-local-stepfunctions 3 uses Promise.withResolvers (Node 22); polyfill for Node 20.
import '../lambdas/adapters/polyfills.js';

// Quiet tests: metrics are for CloudWatch, logs only at warning level, no SDK notice about Node 22.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
