// Corpus ingest: detect the format, stream records, validate them into canonical transcripts
// (quarantining what does not validate) and, on the way out, write transcripts back in the input's
// format and shape. JSONL and CSV stream record by record; JSON arrays stream element by element.
import { Readable } from 'node:stream';
import { parse as parseCsvStream } from 'csv-parse';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { z } from 'zod';
import type { CsvColumns } from '../config.js';
import { InputFormat, MAX_MESSAGE_CHARS, type Message, type QuarantineEntry, type Span, type Transcript } from '../schema.js';
import { jsonArrayElements, splitLines } from './json-stream.js';
import { detectKeys, JsonKeys, normalizeRole, normalizeTranscriptObject, ORIGINAL_ROLE, safeExtra, sha256, type NormalizeResult } from './normalize.js';
import { findTranscriptPlaceholders } from './placeholders.js';

export { findPlaceholders, findTranscriptPlaceholders } from './placeholders.js';

export const CorpusLayout = z.object({
  format: InputFormat,
  /** JSON: a top-level array, an object holding the transcript array under `arrayKey`, or one transcript. */
  jsonShape: z.enum(['array', 'object', 'single']).optional(),
  arrayKey: z.string().optional(),
  keys: JsonKeys.optional(),
  csv: z
    .object({
      columns: z.array(z.string()),
      delimiter: z.string(),
      transcript: z.string().optional(),
      message: z.string().optional(),
      role: z.string().optional(),
      text: z.string(),
      timestamp: z.string().optional(),
      /** Record separator of the input ("\r\n" or "\n"), so the release keeps the file's line ends. */
      eol: z.enum(['\n', '\r\n']).default('\n'),
    })
    .optional(),
  /** Input fields not released because they could hold free text the product does not de-identify. */
  droppedFields: z.number().int().nonnegative().default(0),
});
export type CorpusLayout = z.infer<typeof CorpusLayout>;

export type IngestItem =
  | { kind: 'layout'; format: InputFormat; layout: CorpusLayout }
  | { kind: 'transcript'; transcript: Transcript; placeholders: Span[][]; ordinal: number; location: string }
  | { kind: 'quarantine'; entry: QuarantineEntry; messages: number };

export interface ReadOptions {
  sourceName: string;
  format?: InputFormat;
  csv: CsvColumns;
}

/** Largest single JSONL line or JSON element accepted (a transcript), in bytes. */
export const MAX_RECORD_BYTES = 64 * 1024 * 1024;

/**
 * The input format: the content decides when it is unmistakable (a misleading extension loses), the
 * extension when the content is ambiguous (one JSON object on one line is both JSON and JSON Lines),
 * and the content's best guess when there is no telling extension.
 */
export function detectFormat(fileName: string, head: Uint8Array): InputFormat {
  const ext = fileName.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  const seen = sniffFormat(new TextDecoder().decode(head));
  if (seen.sure) return seen.sure;
  if (ext === 'jsonl' || ext === 'ndjson') return 'jsonl';
  if (ext === 'json') return 'json';
  if (ext === 'csv' || ext === 'tsv') return 'csv';
  if (seen.guess) return seen.guess;
  throw new Error(`ingest: cannot tell the format of ${fileName} (expected .jsonl, .json or .csv content)`);
}

/** Only brackets and keys on the first line ("[", "{", "[{", '{"transcripts": ['): a multi-line JSON document. */
const JSON_OPENER = /^[[{]\s*(("[^"\\]*"\s*:\s*)?[[{]\s*)*$/;

function sniffFormat(head: string): { sure?: InputFormat; guess?: InputFormat } {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  const nl = text.indexOf('\n');
  const line = (nl < 0 ? text : text.slice(0, nl)).trim();
  if (text[0] === '[' || text[0] === '{') {
    if (nl >= 0 && JSON_OPENER.test(line)) return { sure: 'json' };
    let whole = true;
    try {
      JSON.parse(line);
    } catch {
      whole = false;
    }
    // Two lines that each open a JSON value, the first one whole: JSON Lines.
    if (whole && nl >= 0 && /^[[{]/.test(text.slice(nl + 1).trimStart())) return { sure: 'jsonl' };
    return { guess: text[0] === '[' ? 'json' : 'jsonl' };
  }
  // A header row (two or more short names) followed by at least one more line.
  const names = line.split(line.includes('\t') ? '\t' : ',');
  if (nl >= 0 && names.length >= 2 && names.every((n) => /^\s*"?[\w .-]{1,40}"?\s*$/.test(n))) return { guess: 'csv' };
  return {};
}

/** Bytes looked at to tell the format, delimiter and line ends: up to the first line end, at most this. */
const HEAD_BYTES = 64 * 1024;

/** Reads ahead until the head holds a line end (or HEAD_BYTES, or the end); the rest replays every byte. */
async function* withHead(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<{ head: Uint8Array; rest: AsyncIterable<Uint8Array> }> {
  const it = chunks[Symbol.asyncIterator]();
  const ahead: Uint8Array[] = [];
  let size = 0;
  let done = false;
  let lineEnd = false;
  while (size < HEAD_BYTES && !lineEnd) {
    const n = await it.next();
    if (n.done) {
      done = true;
      break;
    }
    ahead.push(n.value);
    size += n.value.length;
    lineEnd = n.value.includes(10);
  }
  const head = ahead.length === 1 ? ahead[0]! : Buffer.concat(ahead);
  async function* rest() {
    yield* ahead;
    if (!done) for (let n = await it.next(); !n.done; n = await it.next()) yield n.value;
  }
  yield { head, rest: rest() };
}

const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function decode(bytes: Uint8Array): string | undefined {
  try {
    return fatal.decode(bytes);
  } catch {
    return undefined;
  }
}

export async function* readCorpus(chunks: AsyncIterable<Uint8Array>, opts: ReadOptions): AsyncGenerator<IngestItem> {
  for await (const { head, rest } of withHead(chunks)) {
    const format = opts.format ?? detectFormat(opts.sourceName, head);
    if (format === 'csv') yield* readCsv(rest, opts, csvDelimiter(opts.sourceName, head), csvEol(head));
    else if (format === 'jsonl') yield* readJsonl(rest, opts);
    else yield* readJson(rest, opts);
  }
}

function* emit(result: NormalizeResult, ordinal: number, location: string): Generator<IngestItem> {
  for (const q of result.quarantine) yield { kind: 'quarantine', ...q };
  if (result.transcript) {
    yield {
      kind: 'transcript',
      transcript: result.transcript,
      placeholders: findTranscriptPlaceholders(result.transcript.messages.map((m) => m.text)),
      ordinal,
      location,
    };
  }
}

/** Tracks transcript ids across the corpus: a repeated id is quarantined, not merged or dropped. */
function duplicateGuard() {
  const seen = new Set<string>();
  return (r: NormalizeResult, location: string): NormalizeResult => {
    const t = r.transcript;
    if (!t) return r;
    if (!seen.has(t.id)) {
      seen.add(t.id);
      return r;
    }
    return {
      droppedFields: r.droppedFields,
      quarantine: [
        ...r.quarantine,
        { entry: { location, transcriptId: t.id, reason: 'duplicate transcript id', sha256: sha256(JSON.stringify(t)) }, messages: t.messages.length },
      ],
    };
  };
}

const defaultKeys: JsonKeys = { id: 'id', messages: 'messages', messageId: 'id', role: 'role', text: 'text', timestamp: 'timestamp' };

function quarantine(location: string, reason: string, raw: Uint8Array | string): IngestItem {
  return { kind: 'quarantine', entry: { location, reason, sha256: sha256(raw) }, messages: 1 };
}

/** One raw JSON record: a JSONL line or a JSON array element (or why it could not be cut out). */
interface RawRecord {
  location: string;
  bytes?: Uint8Array;
  error?: string;
}

/**
 * Decodes, parses and normalises JSON records. The layout goes first, so records are held back only
 * until the first transcript fixes the key names; the dropped-field count, known at the end, follows
 * in a last layout item (readers keep the last layout).
 */
async function* readJsonRecords(
  records: AsyncIterable<RawRecord>,
  base: Omit<CorpusLayout, 'keys' | 'droppedFields'>,
): AsyncGenerator<IngestItem> {
  let keys: JsonKeys | undefined;
  let ordinal = 0;
  let dropped = 0;
  const dedupe = duplicateGuard();
  const held: IngestItem[] = [];
  let open = false;
  const layout = (droppedFields: number): IngestItem => ({
    kind: 'layout',
    format: base.format,
    layout: { ...base, keys: keys ?? defaultKeys, droppedFields },
  });

  for await (const rec of records) {
    const items: IngestItem[] = [];
    const text = rec.bytes ? decode(rec.bytes) : undefined;
    if (rec.error) items.push(quarantine(rec.location, rec.error, rec.bytes ?? ''));
    else if (text === undefined) items.push(quarantine(rec.location, 'record is not valid UTF-8', rec.bytes ?? ''));
    else if (text.trim()) {
      let value: unknown;
      let parseError: string | undefined;
      try {
        value = JSON.parse(text.replace(/^\uFEFF/, ''));
      } catch (err) {
        // The parser's message may quote input; keep only its position information.
        parseError = `malformed JSON (${(err as Error).message.replace(/"[^"]*"|'[^']*'/g, '…').slice(0, 80)})`;
      }
      if (parseError) items.push(quarantine(rec.location, parseError, text));
      else {
        const isObject = !!value && typeof value === 'object' && !Array.isArray(value);
        if (!keys && isObject) keys = detectKeys(value as Record<string, unknown>);
        const r = dedupe(normalizeTranscriptObject(value, keys ?? defaultKeys, rec.location, ordinal, text), rec.location);
        dropped += r.droppedFields;
        items.push(...emit(r, ordinal, rec.location));
        if (r.transcript) ordinal += 1;
      }
    }
    if (!open && keys) {
      open = true;
      yield layout(0);
      yield* held.splice(0);
    }
    if (open) yield* items;
    else held.push(...items);
  }
  if (!open) {
    yield layout(0);
    yield* held;
  }
  if (dropped) yield layout(dropped);
}

async function* readJsonl(chunks: AsyncIterable<Uint8Array>, opts: ReadOptions): AsyncGenerator<IngestItem> {
  async function* records(): AsyncGenerator<RawRecord> {
    for await (const { bytes, line } of splitLines(chunks, MAX_RECORD_BYTES)) {
      yield bytes === undefined
        ? { location: `${opts.sourceName}:${line}`, error: `line is longer than ${MAX_RECORD_BYTES} bytes` }
        : { location: `${opts.sourceName}:${line}`, bytes };
    }
  }
  yield* readJsonRecords(records(), { format: 'jsonl' });
}

async function* readJson(chunks: AsyncIterable<Uint8Array>, opts: ReadOptions): AsyncGenerator<IngestItem> {
  const shape: { jsonShape?: CorpusLayout['jsonShape']; arrayKey?: string } = {};
  async function* records(): AsyncGenerator<RawRecord> {
    for await (const el of jsonArrayElements(chunks, MAX_RECORD_BYTES)) {
      if (el.kind === 'shape') {
        shape.jsonShape = el.shape;
        shape.arrayKey = el.arrayKey;
      } else yield { location: `${opts.sourceName}:${el.path}`, bytes: el.bytes, error: el.error };
    }
  }
  // The shape is known before the first element, hence before the layout item is built.
  const base = { format: 'json' as const };
  for await (const item of readJsonRecords(records(), base)) {
    if (item.kind === 'layout') item.layout = { ...item.layout, jsonShape: shape.jsonShape ?? 'array', arrayKey: shape.arrayKey };
    yield item;
  }
}

/** Tab-separated when the name says .tsv, or when the header line has tabs and no commas. */
function csvDelimiter(sourceName: string, head: Uint8Array): ',' | '\t' {
  if (/\.tsv$/i.test(sourceName)) return '\t';
  const text = new TextDecoder().decode(head);
  const nl = text.indexOf('\n');
  const header = nl < 0 ? text : text.slice(0, nl);
  return header.includes('\t') && !header.includes(',') ? '\t' : ',';
}

/** CRLF when the header line ends with one. */
function csvEol(head: Uint8Array): '\n' | '\r\n' {
  const nl = head.indexOf(10);
  return nl > 0 && head[nl - 1] === 13 ? '\r\n' : '\n';
}

/** CSV: one row per message. Rows of one transcript are contiguous; without a transcript column the file is one transcript. */
async function* readCsv(chunks: AsyncIterable<Uint8Array>, opts: ReadOptions, delimiter: ',' | '\t', eol: '\n' | '\r\n'): AsyncGenerator<IngestItem> {
  const tab = delimiter === '\t';
  const parser = parseCsvStream({
    delimiter: tab ? '\t' : ',',
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    encoding: null as never, // fields as raw bytes: each is decoded strictly, so bad UTF-8 is caught per row
    info: true,
    max_record_size: MAX_MESSAGE_CHARS * 4,
  });
  // Piped, not awaited: a parser error ends the iteration below with that error, and the source stops.
  Readable.from(withoutBom(chunks)).pipe(parser);

  const c = opts.csv;
  let header: string[] | undefined;
  let cols: { transcript?: number; message?: number; role?: number; text: number; timestamp?: number } | undefined;
  const fileId = opts.sourceName.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const dedupe = duplicateGuard();
  let ordinal = 0;
  let current: { id: string; messages: Message[]; seen: Set<string>; location: string } | undefined;
  let dropped = 0;
  let rows = 0;
  let csvLayout: CorpusLayout | undefined;

  const flush = function* (): Generator<IngestItem> {
    if (!current) return;
    const t: Transcript = { id: current.id, messages: current.messages };
    const r = dedupe({ transcript: current.messages.length ? t : undefined, quarantine: [], droppedFields: 0 }, current.location);
    yield* emit(r, ordinal, current.location);
    if (r.transcript) ordinal += 1;
    current = undefined;
  };

  try {
    for await (const rec of parser as AsyncIterable<{ record: Buffer[]; info: { lines: number } }>) {
      const row = rec.info.lines;
      const location = `${opts.sourceName}:${row}`;
      const fields = rec.record.map((b) => decode(b));
      if (!header) {
        if (fields.some((f) => f === undefined)) throw new Error(`ingest: ${opts.sourceName}: the header row is not valid UTF-8`);
        header = fields as string[];
        const at = (name: string) => (header!.indexOf(name) >= 0 ? header!.indexOf(name) : undefined);
        const text = at(c.text);
        if (text === undefined) throw new Error(`ingest: ${opts.sourceName}: no text column "${c.text}" (columns: ${header.length}); set input.csv.text`);
        cols = { transcript: at(c.transcript), message: at(c.message), role: at(c.role) ?? at('speaker'), text, timestamp: at(c.timestamp) };
        csvLayout = {
            format: 'csv',
            droppedFields: 0,
            csv: {
              columns: header,
              delimiter: tab ? '\t' : ',',
              transcript: cols.transcript !== undefined ? header[cols.transcript] : undefined,
              message: cols.message !== undefined ? header[cols.message] : undefined,
              role: cols.role !== undefined ? header[cols.role] : undefined,
              text: header[cols.text]!,
              timestamp: cols.timestamp !== undefined ? header[cols.timestamp] : undefined,
              eol,
            },
        };
        yield { kind: 'layout', format: 'csv', layout: csvLayout };
        continue;
      }
      const k = cols!;
      rows += 1;
      const raw = Buffer.concat(rec.record);
      if (fields.some((f) => f === undefined)) {
        yield quarantine(location, 'row is not valid UTF-8', raw);
        continue;
      }
      const f = fields as string[];
      if (f.length !== header.length) {
        yield quarantine(location, `row has ${f.length} fields, the header has ${header.length}`, raw);
        continue;
      }
      const tid = k.transcript !== undefined ? f[k.transcript]! : fileId;
      if (!current || current.id !== tid) {
        yield* flush();
        current = { id: tid, messages: [], seen: new Set(), location };
      }
      const mid = k.message !== undefined ? f[k.message]! : String(rows);
      const text = f[k.text]!;
      const q = (reason: string) => ({ kind: 'quarantine', entry: { location, transcriptId: tid, messageId: mid, reason, sha256: sha256(raw) }, messages: 1 }) as IngestItem;
      if (!tid.trim()) yield q('transcript id is empty');
      else if (!mid.trim()) yield q('message id is empty');
      else if (current.seen.has(mid)) yield q('duplicate message id in transcript');
      else if (!text.trim()) yield q('message text is empty');
      else if (text.length > MAX_MESSAGE_CHARS) yield q(`message text is longer than ${MAX_MESSAGE_CHARS} characters`);
      else {
        current.seen.add(mid);
        const roleText = k.role !== undefined ? f[k.role]! : '';
        const skip = new Set([k.transcript, k.message, k.role, k.text, k.timestamp].filter((x): x is number => x !== undefined).map((i) => header![i]!));
        const { extra, dropped: d } = safeExtra(Object.fromEntries(header.map((h, i) => [h, csvValue(f[i]!)])), skip);
        dropped += d;
        current.messages.push({
          id: mid,
          role: normalizeRole(roleText),
          text,
          timestamp: k.timestamp !== undefined && f[k.timestamp] ? f[k.timestamp] : undefined,
          extra: { ...extra, [ORIGINAL_ROLE]: roleText },
        });
      }
    }
  } catch (err) {
    const e = err as { code?: string; lines?: number; message?: string };
    if (!e.code?.startsWith('CSV_')) throw err; // our own errors (missing column...) already say what is wrong
    throw new Error(`ingest: ${opts.sourceName}: CSV syntax error near line ${e.lines ?? '?'} (${e.code})`);
  }
  if (!header) throw new Error(`ingest: ${opts.sourceName}: empty CSV (no header row)`);
  yield* flush();
  if (dropped && csvLayout) yield { kind: 'layout', format: 'csv', layout: { ...csvLayout, droppedFields: dropped } };
}

/** Drops a UTF-8 byte order mark, even when it is split across chunks. */
async function* withoutBom(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let head = Buffer.alloc(0);
  let checked = false;
  for await (const c of chunks) {
    if (checked) {
      yield c;
      continue;
    }
    head = Buffer.concat([head, c]);
    if (head.length < 3) continue;
    checked = true;
    yield head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? head.subarray(3) : head;
  }
  if (!checked && head.length) yield head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? head.subarray(3) : head;
}

/** CSV cells are text; empty cells are carried as null so they write back empty. Numbers stay strings. */
function csvValue(v: string): string | null {
  return v === '' ? null : v;
}

/** Writes transcripts back in the input's format and shape. Deterministic bytes for the same input. */
export async function* writeCorpus(items: AsyncIterable<Transcript>, layout: CorpusLayout): AsyncGenerator<string> {
  if (layout.format === 'csv') {
    const csv = layout.csv;
    if (!csv) throw new Error('writeCorpus: CSV layout has no columns');
    const format = { delimiter: csv.delimiter, record_delimiter: csv.eol === '\r\n' ? ('windows' as const) : ('unix' as const) };
    yield stringifyCsv([csv.columns.map(guardCell)], format);
    for await (const t of items) {
      for (const m of t.messages) {
        const row = csv.columns.map((col) => {
          if (col === csv.transcript) return t.id;
          if (col === csv.message) return m.id;
          if (col === csv.role) return String(m.extra?.[ORIGINAL_ROLE] ?? m.role);
          if (col === csv.text) return m.text;
          if (col === csv.timestamp) return m.timestamp ?? '';
          const v = m.extra?.[col];
          return v === undefined || v === null ? '' : String(v);
        });
        yield stringifyCsv([row.map(guardCell)], format);
      }
    }
    return;
  }
  const keys = layout.keys ?? defaultKeys;
  const encode = (t: Transcript) => JSON.stringify(toJsonShape(t, keys));
  if (layout.format === 'jsonl') {
    for await (const t of items) yield `${encode(t)}\n`;
    return;
  }
  if (layout.jsonShape === 'single') {
    for await (const t of items) yield `${JSON.stringify(toJsonShape(t, keys), null, 2)}\n`;
    return;
  }
  const open = layout.jsonShape === 'object' ? `{${JSON.stringify(layout.arrayKey ?? 'transcripts')}:[\n` : '[\n';
  const close = layout.jsonShape === 'object' ? '\n]}\n' : '\n]\n';
  yield open;
  let first = true;
  for await (const t of items) {
    yield `${first ? '' : ',\n'}${encode(t)}`;
    first = false;
  }
  yield close;
}

function toJsonShape(t: Transcript, keys: JsonKeys): Record<string, unknown> {
  const n = keys.numeric ?? {};
  const messages = t.messages.map((m) => {
    const { [ORIGINAL_ROLE]: role, ...extra } = m.extra ?? {};
    const out: Record<string, unknown> = {};
    if (keys.messageId) out[keys.messageId] = asInput(m.id, n.messageId);
    if (keys.role) out[keys.role] = role ?? m.role;
    out[keys.text] = m.text;
    if (keys.timestamp && m.timestamp !== undefined) out[keys.timestamp] = asInput(m.timestamp, n.timestamp);
    return { ...out, ...extra };
  });
  return { ...(keys.id ? { [keys.id]: asInput(t.id, n.id) } : {}), [keys.messages]: messages, ...t.extra };
}

/** A value the input wrote as a JSON number goes back as one (only when the text is that number exactly). */
function asInput(value: string, numeric: boolean | undefined): string | number {
  return numeric && /^-?\d+(\.\d+)?$/.test(value) && String(Number(value)) === value ? Number(value) : value;
}

/**
 * Spreadsheet formula injection guard: a cell starting with = + - @, tab or CR is prefixed with an
 * apostrophe, except plain numbers ("-3", "+4.5"), which spreadsheets read as numbers, not formulas.
 */
export function guardCell(value: string): string {
  if (/^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+(\.\d+)?$/.test(value)) return `'${value}`;
  return value;
}
