// Runs the one workflow definition (statemachine/*.asl.json) in-process with aws-local-stepfunctions.
//
// The interpreter lacks some Distributed Map features; this adapter bridges them by rewriting the
// loaded definition in memory (the file itself is never forked):
//  - ItemReader (S3 JSON)        -> a task state before the Map reads the item list from S3 into $.__items
//  - ToleratedFailurePercentage  -> each item processor task gets a catch that turns a failed item
//                                   into {failed, error}; a task after the Map counts failed items and
//                                   throws States.ExceedToleratedFailureThreshold above the tolerance
//  - ResultWriter (S3)           -> that same task writes the item results to the ResultWriter prefix
//                                   and returns {ResultWriterDetails} as AWS does
// Lambda tasks run the local handlers; the waitForTaskToken approval calls the approval handler and
// then asks `onTaskToken` for the decision (auto-approve for `deid run`, or "pending").
import './polyfills.js';
import { readFileSync } from 'node:fs';
import { StateMachine } from 'aws-local-stepfunctions';

type Json = Record<string, unknown>;
type StateDef = Json & { Type: string; Resource?: string; Parameters?: Json; Next?: string; End?: boolean };
export type LocalHandler = (payload: unknown) => Promise<unknown>;

export interface LocalWorkflowOptions {
  /** Lambda handlers by substitution name ("SplitFunctionArn"). */
  handlers: Record<string, LocalHandler>;
  /** Reads a JSON object from S3 (ItemReader bridge). */
  readJson: (bucket: string, key: string) => Promise<unknown>;
  /** Writes a JSON object to S3 (ResultWriter bridge). */
  writeJson: (bucket: string, key: string, value: unknown) => Promise<void>;
  /** Called after the approval handler stored its task token; returns the task's result. */
  onTaskToken: (payload: Json) => Promise<Json>;
  /** Batches processed at once locally (the Map's MaxConcurrency). */
  maxConcurrency?: number;
  /** Retry pause locally, in ms (AWS waits seconds with backoff). */
  retryIntervalMs?: number;
  /** Observes state transitions (for progress output). */
  onEvent?: (event: { type: string; state?: string }) => void;
}

export interface WorkflowOutcome {
  status: 'SUCCEEDED' | 'FAILED';
  output?: Json;
  error?: string;
  cause?: string;
}

const LOCAL_ARN = (name: string) => `arn:aws:lambda:us-east-1:000000000000:function:${name}`;
const ITEM_READER = 'deid-local-item-reader';
const RESULT_WRITER = 'deid-local-result-writer';
const ITEM_FAILED = '__ItemFailed';

/** Loads an ASL file and fills its ${Name} substitutions; an unresolved one is an error. */
export function loadDefinition(path: string, substitutions: Record<string, string>): Json {
  const raw = readFileSync(path, 'utf8').replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = substitutions[name];
    if (value === undefined) throw new Error(`workflow definition: no substitution for \${${name}}`);
    return value;
  });
  return JSON.parse(raw) as Json;
}

/** The in-memory rewrite described above. Returns a new definition; the input is not modified. */
export function bridgeDefinition(definition: Json, maxConcurrency: number): Json {
  const def = structuredClone(definition) as Json & { States: Record<string, StateDef> };
  for (const [name, state] of Object.entries({ ...def.States })) {
    if (state.Type !== 'Map' || !state.ItemReader) continue;
    const reader = state.ItemReader as Json & { Parameters: Json };
    const writer = state.ResultWriter as (Json & { Parameters?: Json }) | undefined;
    const readerState = `${name}__ItemReader`;
    const writerState = `${name}__ResultWriter`;

    def.States[readerState] = {
      Type: 'Task',
      Resource: LOCAL_ARN(ITEM_READER),
      Parameters: reader.Parameters,
      ResultPath: '$.__items',
      Next: name,
    };
    const tolerated =
      typeof state.ToleratedFailurePercentagePath === 'string'
        ? { 'tolerated.$': state.ToleratedFailurePercentagePath }
        : { tolerated: (state.ToleratedFailurePercentage as number | undefined) ?? 0 };
    def.States[writerState] = {
      Type: 'Task',
      Resource: LOCAL_ARN(RESULT_WRITER),
      Parameters: { 'results.$': '$.__results', ...tolerated, writer: writer?.Parameters ?? null, map: name },
      ResultPath: (state.ResultPath as string | undefined) ?? '$',
      ...(state.Catch ? { Catch: state.Catch } : {}),
      ...(state.Next ? { Next: state.Next } : { End: true }),
    };

    const processor = structuredClone(state.ItemProcessor) as Json & { States: Record<string, StateDef> };
    for (const inner of Object.values(processor.States)) {
      if (inner.Type !== 'Task') continue;
      const catches = (inner.Catch as unknown[] | undefined) ?? [];
      inner.Catch = [...catches, { ErrorEquals: ['States.ALL'], ResultPath: '$.__error', Next: ITEM_FAILED }];
    }
    processor.States[ITEM_FAILED] = {
      Type: 'Pass',
      Parameters: { failed: true, 'error.$': '$.__error.Error', 'cause.$': '$.__error.Cause' },
      End: true,
    };

    const map: StateDef = { ...state, ItemProcessor: processor, ItemsPath: '$.__items', ResultPath: '$.__results', Next: writerState };
    for (const k of ['ItemReader', 'ResultWriter', 'ToleratedFailurePercentage', 'ToleratedFailurePercentagePath', 'MaxConcurrencyPath', 'Catch', 'End'])
      delete map[k];
    map.MaxConcurrency = maxConcurrency;
    def.States[name] = map;
    // Whoever pointed at the Map now points at its reader.
    for (const other of Object.values(def.States)) if (other.Next === name && other !== def.States[readerState]) other.Next = readerState;
    if (def.StartAt === name) def.StartAt = readerState;
  }
  return def;
}

class StatesError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

function taskStates(states: Record<string, StateDef>, out: Array<[string, StateDef]> = []): Array<[string, StateDef]> {
  for (const [name, s] of Object.entries(states)) {
    if (s.Type === 'Task') out.push([name, s]);
    const nested = (s.ItemProcessor ?? s.Iterator) as { States?: Record<string, StateDef> } | undefined;
    if (nested?.States) taskStates(nested.States, out);
    for (const branch of (s.Branches as Array<{ States: Record<string, StateDef> }> | undefined) ?? []) taskStates(branch.States, out);
  }
  return out;
}

/** Maps every task state to a local function: handlers by ARN, plus the bridge tasks. */
function localTasks(def: Json, substitutions: Record<string, string>, opts: LocalWorkflowOptions) {
  const byArn = new Map<string, LocalHandler>();
  for (const [name, fn] of Object.entries(opts.handlers)) {
    const arn = substitutions[name];
    if (arn) byArn.set(arn, fn);
  }
  const tasks: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const [stateName, s] of taskStates(def.States as Record<string, StateDef>)) {
    const resource = s.Resource ?? '';
    if (resource === LOCAL_ARN(ITEM_READER)) {
      tasks[stateName] = async (input) => {
        const { Bucket, Key } = input as { Bucket: string; Key: string };
        const items = await opts.readJson(Bucket, Key);
        if (!Array.isArray(items)) throw new StatesError('States.ItemReaderFailed', `item list ${Key} is not a JSON array`);
        return items;
      };
    } else if (resource === LOCAL_ARN(RESULT_WRITER)) {
      tasks[stateName] = (input) => writeResults(input as ResultWriterInput, opts);
    } else if (resource.startsWith('arn:aws:states:::lambda:invoke')) {
      const fn = byArn.get(String(s.Parameters?.FunctionName ?? ''));
      if (!fn) throw new Error(`workflow: no local handler for state ${stateName}`);
      const waits = resource.endsWith('.waitForTaskToken');
      tasks[stateName] = async (input) => {
        const payload = (input as { Payload: Json }).Payload;
        const result = await fn(payload);
        return waits ? opts.onTaskToken(payload) : { Payload: result, StatusCode: 200 };
      };
    } else {
      const fn = byArn.get(resource);
      if (!fn) throw new Error(`workflow: no local handler for state ${stateName} (${resource})`);
      tasks[stateName] = fn;
    }
  }
  return tasks;
}

interface ResultWriterInput {
  results: unknown[];
  tolerated: number;
  writer: { Bucket: string; Prefix: string } | null;
  map: string;
}

let runCounter = 0;

async function writeResults(input: ResultWriterInput, opts: LocalWorkflowOptions): Promise<unknown> {
  const failed = input.results.filter((r) => (r as { failed?: boolean } | null)?.failed === true);
  const succeeded = input.results.length - failed.length;
  const percent = input.results.length ? (100 * failed.length) / input.results.length : 0;
  let details: Json | undefined;
  if (input.writer) {
    const base = `${input.writer.Prefix}/local-${process.pid}-${++runCounter}`;
    await opts.writeJson(input.writer.Bucket, `${base}/SUCCEEDED_0.json`, input.results.filter((r) => !failed.includes(r)));
    await opts.writeJson(input.writer.Bucket, `${base}/FAILED_0.json`, failed);
    await opts.writeJson(input.writer.Bucket, `${base}/manifest.json`, {
      ResultFiles: { SUCCEEDED: [{ Key: `${base}/SUCCEEDED_0.json`, Size: succeeded }], FAILED: [{ Key: `${base}/FAILED_0.json`, Size: failed.length }] },
    });
    details = { Bucket: input.writer.Bucket, Key: `${base}/manifest.json` };
  }
  if (percent > input.tolerated) {
    throw new StatesError(
      'States.ExceedToleratedFailureThreshold',
      `${input.map}: ${failed.length} of ${input.results.length} items failed (tolerated ${input.tolerated}%); first: ${describe(failed[0])}`,
    );
  }
  return { ResultWriterDetails: details, ProcessedItemCount: input.results.length, FailedItemCount: failed.length };
}

function describe(item: unknown): string {
  const f = item as { error?: string; cause?: string } | undefined;
  return `${f?.error ?? 'unknown'}: ${String(f?.cause ?? '').slice(0, 300)}`;
}

export async function runLocalWorkflow(
  definitionPath: string,
  substitutions: Record<string, string>,
  input: Json,
  opts: LocalWorkflowOptions,
): Promise<WorkflowOutcome> {
  const def = bridgeDefinition(loadDefinition(definitionPath, substitutions), opts.maxConcurrency ?? 2);
  const tasks = localTasks(def, substitutions, opts);
  const retryIntervalOverrides = Object.fromEntries(Object.keys(tasks).map((k) => [k, opts.retryIntervalMs ?? 10]));
  const machine = new StateMachine(def as never, { validationOptions: { checkPaths: true, checkArn: true } });
  const execution = machine.run(input as never, {
    overrides: { taskResourceLocalHandlers: tasks as never, retryIntervalOverrides },
    context: { Task: { Token: `local-token:${String(input.runId ?? 'run')}` } },
  });
  // The interpreter queues every event (with state data) until someone reads it: always drain the
  // queue, or memory grows with the number of batches.
  void forwardEvents(execution.eventLogs as AsyncIterable<Json>, opts.onEvent ?? (() => undefined));
  try {
    const output = (await execution.result) as Json;
    return { status: 'SUCCEEDED', output };
  } catch (err) {
    const e = err as Error & { cause?: { name?: string; message?: string } };
    const inner = e.cause && typeof e.cause === 'object' ? e.cause : undefined;
    return { status: 'FAILED', error: inner?.name ?? e.name, cause: inner?.message ?? e.message };
  }
}

async function forwardEvents(events: AsyncIterable<Json>, onEvent: NonNullable<LocalWorkflowOptions['onEvent']>) {
  try {
    for await (const ev of events) onEvent({ type: String(ev.type), state: (ev.state as { name?: string } | undefined)?.name });
  } catch {
    // the event stream ends with the execution's error; the outcome reports it
  }
}
