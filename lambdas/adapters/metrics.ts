// Run metrics as CloudWatch embedded metric format (AWS Powertools). The CDK alarms watch these
// names in the "Deid" namespace. The local engine sets POWERTOOLS_METRICS_DISABLED.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

export const METRIC_NAMESPACE = 'Deid';
export const METRIC = {
  quarantinedRecords: 'QuarantinedRecords',
  failedBatches: 'FailedBatches',
  releasedMessages: 'ReleasedMessages',
} as const;

const metrics = new Metrics({ namespace: METRIC_NAMESPACE, serviceName: 'deid' });

export function publishCounts(counts: Partial<Record<keyof typeof METRIC, number>>): void {
  for (const [k, v] of Object.entries(counts)) {
    if (v !== undefined) metrics.addMetric(METRIC[k as keyof typeof METRIC], MetricUnit.Count, v);
  }
  metrics.publishStoredMetrics();
}
