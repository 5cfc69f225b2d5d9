// One structured logger (AWS Powertools). Log ids, counts and hashes only: never message text.
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: 'deid', logLevel: (process.env.POWERTOOLS_LOG_LEVEL as 'INFO') ?? 'INFO' });
