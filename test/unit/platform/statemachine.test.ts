import { readFileSync } from 'node:fs';
import aslValidator from 'asl-validator';
import { describe, expect, it } from 'vitest';
import { bridgeDefinition, loadDefinition } from '../../../lambdas/adapters/local-workflow.js';
import { DEFINITION, localSubstitutions } from '../../../cli/local/definition.js';

describe('statemachine/deidentify.asl.json', () => {
  it('is valid ASL once its substitutions are filled', () => {
    // Prepare
    const def = loadDefinition(DEFINITION, localSubstitutions);
    // Act
    const result = aslValidator(def as never);
    // Assess
    expect(result.errors).toEqual([]);
    expect(result.isValid).toBe(true);
  });

  it('has a distributed map with ItemReader, ResultWriter, tolerated failures and throttling retries', () => {
    // Prepare
    const def = loadDefinition(DEFINITION, localSubstitutions) as { States: Record<string, Record<string, unknown>> };
    // Act
    const map = def.States.ProcessBatches as Record<string, any>;
    // Assess
    expect(map.ItemReader.Resource).toBe('arn:aws:states:::s3:getObject');
    expect(map.ResultWriter.Resource).toBe('arn:aws:states:::s3:putObject');
    expect(map.ItemProcessor.ProcessorConfig.Mode).toBe('DISTRIBUTED');
    expect(map.ToleratedFailurePercentagePath).toBe('$.split.toleratedFailurePercentage');
    for (const stage of ['Segment', 'Detect', 'Verify', 'Surrogate']) {
      const retry = map.ItemProcessor.States[stage].Retry[0];
      expect(retry.ErrorEquals).toContain('Lambda.TooManyRequestsException');
      expect(retry.BackoffRate).toBeGreaterThan(1);
    }
  });

  it('refuses a definition with an unfilled substitution', () => {
    // Prepare / Act / Assess
    expect(() => loadDefinition(DEFINITION, { WorkBucket: 'b' })).toThrow(/no substitution for \$\{SplitFunctionArn\}/);
  });

  it('bridges the map for the local interpreter without touching the file', () => {
    // Prepare
    const raw = readFileSync(DEFINITION, 'utf8');
    const def = loadDefinition(DEFINITION, localSubstitutions);
    // Act
    const bridged = bridgeDefinition(def, 3) as { States: Record<string, any> };
    // Assess
    expect(bridged.States.Split.Next).toBe('ProcessBatches__ItemReader');
    expect(bridged.States.ProcessBatches.ItemReader).toBeUndefined();
    expect(bridged.States.ProcessBatches.ItemsPath).toBe('$.__items');
    expect(bridged.States.ProcessBatches.MaxConcurrency).toBe(3);
    expect(bridged.States.ProcessBatches__ResultWriter.Next).toBe('Release');
    expect(bridged.States.ProcessBatches__ResultWriter.Catch[0].Next).toBe('BatchesFailed');
    expect(aslValidator(bridged as never).isValid).toBe(true);
    expect(readFileSync(DEFINITION, 'utf8')).toBe(raw);
  });
});
