// aws-local-stepfunctions 3 uses Promise.withResolvers (Node 22); polyfill for Node 20.
import '../lambdas/adapters/polyfills.js';
