// Turns one parsed input record (a transcript object, or a CSV transcript's rows) into a canonical
// Transcript, quarantining what does not validate: a bad message alone, or the whole record when
// it cannot be a transcript. Reasons name the field, never quote the text.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { MAX_MESSAGE_CHARS, type Extra, type Message, type QuarantineEntry, type Role, type Transcript } from '../schema.js';

export const KEY_VARIANTS = {
  id: ['id', 'transcript_id', 'session_id', 'conversation_id', 'c_id', 'sessionId', 'conversationId', 'transcriptId'],
  messages: ['messages', 'turns', 'utterances', 'dialogue', 'dialog', 'c_h', 'conversation'],
  messageId: ['id', 'message_id', 'messageId', 'turn_id', 'turnId'],
  role: ['role', 'speaker', 'user', 'author', 'sender', 'from'],
  text: ['text', 'content', 'message', 'utterance', 'body'],
  timestamp: ['timestamp', 'time', 'ts', 'created_at', 'createdAt', 'date'],
} as const;

export const JsonKeys = z.object({
  id: z.string().optional(),
  messages: z.string(),
  messageId: z.string().optional(),
  role: z.string().optional(),
  text: z.string(),
  timestamp: z.string().optional(),
  /** The input wrote these as JSON numbers (Bridge: "id": 19); the release writes them back as numbers. */
  numeric: z.object({ id: z.boolean(), messageId: z.boolean(), timestamp: z.boolean() }).partial().optional(),
});
export type JsonKeys = z.infer<typeof JsonKeys>;

/** The original role string, kept so the release writes back what the input said. */
export const ORIGINAL_ROLE = '_role';

const ROLE_SYNONYMS: Record<string, Role> = {
  tutor: 'tutor',
  assistant: 'tutor',
  bot: 'tutor',
  instructor: 'tutor',
  student: 'student',
  user: 'student',
  learner: 'student',
  pupil: 'student',
  teacher: 'teacher',
  'multiple students': 'students',
  students: 'students',
  class: 'students',
  system: 'system',
};

export function normalizeRole(raw: string): Role {
  return ROLE_SYNONYMS[raw.trim().toLowerCase()] ?? 'other';
}

export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

export function firstKey(obj: Record<string, unknown>, variants: readonly string[]): string | undefined {
  return variants.find((k) => k in obj);
}

/** Extra fields are carried only when they cannot hide free text: numbers, booleans, null, short tokens. */
export function safeExtra(obj: Record<string, unknown>, skip: ReadonlySet<string>): { extra: Extra | undefined; dropped: number } {
  const extra: Extra = {};
  let dropped = 0;
  for (const [k, v] of Object.entries(obj)) {
    if (skip.has(k)) continue;
    if (v === null || typeof v === 'number' || typeof v === 'boolean') extra[k] = v;
    else if (typeof v === 'string' && isSafeToken(v)) extra[k] = v;
    else dropped += 1;
  }
  return { extra: Object.keys(extra).length ? extra : undefined, dropped };
}

/** Ids, codes, timestamps and numbers: at most 64 characters and no spaces (free text has spaces). */
export function isSafeToken(v: string): boolean {
  return v.length <= 64 && !/\s/.test(v) && !/@/.test(v);
}

export interface NormalizeResult {
  transcript?: Transcript;
  quarantine: Array<{ entry: QuarantineEntry; messages: number }>;
  droppedFields: number;
}

export function detectKeys(obj: Record<string, unknown>): JsonKeys | undefined {
  const messages = firstKey(obj, KEY_VARIANTS.messages);
  if (!messages) return undefined;
  const list = obj[messages];
  const first = Array.isArray(list) ? list.find((m) => m && typeof m === 'object') : undefined;
  const m = (first ?? {}) as Record<string, unknown>;
  const id = firstKey(obj, KEY_VARIANTS.id);
  const messageId = firstKey(m, KEY_VARIANTS.messageId);
  const timestamp = firstKey(m, KEY_VARIANTS.timestamp);
  const isNumber = (o: Record<string, unknown>, k: string | undefined) => k !== undefined && typeof o[k] === 'number';
  const numeric = { id: isNumber(obj, id), messageId: isNumber(m, messageId), timestamp: isNumber(m, timestamp) };
  return {
    id,
    messages,
    messageId,
    role: firstKey(m, KEY_VARIANTS.role),
    text: firstKey(m, KEY_VARIANTS.text) ?? 'text',
    timestamp,
    ...(numeric.id || numeric.messageId || numeric.timestamp ? { numeric } : {}),
  };
}

/** A JSON/JSONL transcript object. */
export function normalizeTranscriptObject(
  value: unknown,
  keys: JsonKeys,
  location: string,
  ordinal: number,
  raw: string,
): NormalizeResult {
  const bad = (reason: string, transcriptId?: string): NormalizeResult => ({
    quarantine: [{ entry: { location, transcriptId, reason, sha256: sha256(raw) }, messages: 1 }],
    droppedFields: 0,
  });
  if (!value || typeof value !== 'object' || Array.isArray(value)) return bad('record is not a JSON object');
  const obj = value as Record<string, unknown>;
  const idKey = keys.id && keys.id in obj ? keys.id : firstKey(obj, KEY_VARIANTS.id);
  const rawId = idKey ? obj[idKey] : `t${ordinal + 1}`;
  if (typeof rawId !== 'string' && typeof rawId !== 'number') return bad(`transcript id (${idKey}) is not a string or number`);
  const id = String(rawId);
  if (!id.trim()) return bad('transcript id is empty');
  const msgKey = keys.messages in obj ? keys.messages : firstKey(obj, KEY_VARIANTS.messages);
  const list = msgKey ? obj[msgKey] : undefined;
  if (!Array.isArray(list)) return bad(`no message array (expected one of: ${KEY_VARIANTS.messages.join(', ')})`, id);
  if (list.length === 0) return bad('transcript has no messages', id);

  const quarantine: NormalizeResult['quarantine'] = [];
  const messages: Message[] = [];
  const seen = new Set<string>();
  let droppedFields = 0;
  list.forEach((item, i) => {
    const where = `${location} ${msgKey}[${i}]`;
    const q = (reason: string, messageId?: string) =>
      quarantine.push({ entry: { location: where, transcriptId: id, messageId, reason, sha256: sha256(JSON.stringify(item) ?? '') }, messages: 1 });
    if (!item || typeof item !== 'object' || Array.isArray(item)) return q('message is not an object');
    const m = item as Record<string, unknown>;
    const rawMid = keys.messageId && keys.messageId in m ? m[keys.messageId] : String(i + 1);
    if (typeof rawMid !== 'string' && typeof rawMid !== 'number') return q('message id is not a string or number');
    const mid = String(rawMid);
    const text = m[keys.text in m ? keys.text : (firstKey(m, KEY_VARIANTS.text) ?? keys.text)];
    const role = keys.role ? m[keys.role] : undefined;
    const ts = keys.timestamp ? m[keys.timestamp] : undefined;
    if (seen.has(mid)) return q('duplicate message id in transcript', mid);
    if (text === undefined || text === null) return q('message text is missing', mid);
    if (typeof text !== 'string') return q(`message text is a ${Array.isArray(text) ? 'array' : typeof text}, not a string`, mid);
    if (!text.trim()) return q('message text is empty', mid);
    if (text.length > MAX_MESSAGE_CHARS) return q(`message text is longer than ${MAX_MESSAGE_CHARS} characters`, mid);
    if (role !== undefined && typeof role !== 'string') return q('message role is not a string', mid);
    if (ts !== undefined && ts !== null && typeof ts !== 'string' && typeof ts !== 'number') return q('message timestamp is not a string or number', mid);
    seen.add(mid);
    const skip = new Set([keys.messageId, keys.text, keys.role, keys.timestamp].filter((k): k is string => !!k));
    const { extra, dropped } = safeExtra(m, skip);
    droppedFields += dropped;
    const roleText = typeof role === 'string' ? role : '';
    messages.push({
      id: mid,
      role: normalizeRole(roleText),
      text,
      timestamp: ts === undefined || ts === null ? undefined : String(ts),
      extra: keys.role ? { ...extra, [ORIGINAL_ROLE]: roleText } : extra,
    });
  });
  if (messages.length === 0) return { quarantine, droppedFields };
  const skip = new Set([idKey, msgKey].filter((k): k is string => !!k));
  const { extra, dropped } = safeExtra(obj, skip);
  return { transcript: { id, messages, extra }, quarantine, droppedFields: droppedFields + dropped };
}
