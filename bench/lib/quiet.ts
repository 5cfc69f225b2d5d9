// Imported first by benchmark scripts: Lambda-style logs and metrics off, no SDK notice about Node 22.
process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
