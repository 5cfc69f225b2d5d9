// Batch files are JSONL of WorkTranscript, one object per batch and stage. Each is validated on read.
import { WorkTranscript } from '../core/schema.js';
import { getText, head, put, type ObjectRef } from '../adapters/s3.js';

export function encodeBatch(transcripts: readonly WorkTranscript[]): string {
  return transcripts.map((t) => JSON.stringify(t)).join('\n') + '\n';
}

export function decodeBatch(text: string, where: string): WorkTranscript[] {
  const out: WorkTranscript[] = [];
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    if (!line.trim()) continue;
    const parsed = WorkTranscript.safeParse(JSON.parse(line));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${where} line ${i + 1}: invalid work transcript (${issue?.path.join('.')}: ${issue?.message})`);
    }
    out.push(parsed.data);
  }
  return out;
}

export async function readBatch(ref: ObjectRef): Promise<{ transcripts: WorkTranscript[]; text: string }> {
  const text = await getText(ref);
  return { transcripts: decodeBatch(text, ref.key), text };
}

export async function writeBatch(ref: ObjectRef, transcripts: readonly WorkTranscript[], metadata: Record<string, string>) {
  await put(ref, encodeBatch(transcripts), { contentType: 'application/x-ndjson', metadata });
}

/** The metadata a stage output carries, so a rerun can tell it is already done for this exact input. */
export async function outputIsCurrent(ref: ObjectRef, inputSha: string, configSha: string): Promise<boolean> {
  const meta = (await head(ref))?.metadata;
  return meta?.['input-sha256'] === inputSha && meta?.['config-sha256'] === configSha;
}
