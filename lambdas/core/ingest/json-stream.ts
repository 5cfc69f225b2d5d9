// Byte-level record cutting, so large inputs stream and a bad record is isolated: JSONL lines, and
// the elements of a top-level JSON array (or of the one array inside a top-level object). Strings and
// nesting are tracked so commas and brackets inside text do not cut.

/** Splits a byte stream into lines (LF or CRLF); a line longer than maxBytes is reported as undefined. */
export async function* splitLines(
  chunks: AsyncIterable<Uint8Array>,
  maxBytes: number,
): AsyncGenerator<{ bytes: Uint8Array | undefined; line: number }> {
  let parts: Uint8Array[] = [];
  let size = 0;
  let oversized = false;
  let line = 0;
  const finish = () => {
    line += 1;
    let bytes: Uint8Array | undefined;
    if (!oversized) {
      bytes = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
      if (bytes.length && bytes[bytes.length - 1] === 13) bytes = bytes.subarray(0, bytes.length - 1);
    }
    parts = [];
    size = 0;
    oversized = false;
    return { bytes, line };
  };
  for await (const chunk of chunks) {
    let start = 0;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, start)) {
      add(chunk.subarray(start, i));
      yield finish();
      start = i + 1;
    }
    add(chunk.subarray(start));
  }
  if (size > 0 || oversized) yield finish();

  function add(piece: Uint8Array) {
    if (oversized || piece.length === 0) return;
    size += piece.length;
    if (size > maxBytes) {
      oversized = true;
      parts = [];
    } else parts.push(piece);
  }
}

export type JsonElement =
  | { kind: 'shape'; shape: 'array' | 'object' | 'single'; arrayKey?: string }
  | { kind: 'element'; path: string; bytes?: Uint8Array; error?: string };

const WS = new Set([9, 10, 13, 32]);
const MESSAGE_KEYS = new Set(['messages', 'turns', 'utterances', 'dialogue', 'dialog', 'c_h', 'conversation']);
const [QUOTE, BACKSLASH, COMMA, COLON, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [34, 92, 44, 58, 123, 125, 91, 93];

/** Bytes consumed while a recording is open, up to a limit (past it only the overflow is noted). */
interface Recording {
  parts: Uint8Array[];
  from: number;
  size: number;
  limit: number;
  over: boolean;
}

/**
 * A forward-only cursor over a byte stream. Only the current chunk is held, plus whatever an open
 * recording (one JSON value being cut out) has consumed so far.
 */
class ByteCursor {
  private buf: Uint8Array = new Uint8Array();
  private pos = 0;
  private ended = false;
  private readonly recordings = new Set<Recording>();

  constructor(private readonly it: AsyncIterator<Uint8Array>) {}

  /** The next byte without consuming it; undefined at the end of the input. */
  async peek(): Promise<number | undefined> {
    while (this.pos >= this.buf.length) {
      if (this.ended) return undefined;
      for (const r of this.recordings) this.keep(r, this.buf.subarray(r.from));
      const n = await this.it.next();
      if (n.done) this.ended = true;
      this.buf = n.done ? new Uint8Array() : n.value;
      this.pos = 0;
      for (const r of this.recordings) r.from = 0;
    }
    return this.buf[this.pos];
  }

  skip(): void {
    this.pos += 1;
  }

  async skipWhitespace(): Promise<number | undefined> {
    for (let c = await this.peek(); c !== undefined; c = await this.peek()) {
      if (!WS.has(c)) return c;
      this.pos += 1;
    }
    return undefined;
  }

  async skipBom(): Promise<void> {
    if ((await this.peek()) !== 0xef) return;
    // The BOM is at the very start of the first chunk in practice; a split BOM is checked byte by byte.
    for (const b of [0xef, 0xbb, 0xbf]) {
      if ((await this.peek()) !== b) return;
      this.pos += 1;
    }
  }

  record(limit: number): Recording {
    const r: Recording = { parts: [], from: this.pos, size: 0, limit, over: false };
    this.recordings.add(r);
    return r;
  }

  /** Ends a recording: its bytes, or undefined when it went over its limit. */
  stop(r: Recording): Uint8Array | undefined {
    this.keep(r, this.buf.subarray(r.from, this.pos));
    this.recordings.delete(r);
    if (r.over) return undefined;
    return r.parts.length === 1 ? r.parts[0]! : Buffer.concat(r.parts);
  }

  private keep(r: Recording, piece: Uint8Array) {
    if (r.over || piece.length === 0) return;
    r.size += piece.length;
    if (r.size > r.limit) {
      r.over = true;
      r.parts = [];
    } else r.parts.push(piece);
  }

  /**
   * Consumes one JSON value (object, array, string or scalar) and returns its raw bytes, tracking
   * strings and nesting only: syntax inside the value is left to JSON.parse, so a bad element stays
   * one bad element. `truncated` when the input ends inside the value.
   */
  async readValue(limit: number): Promise<{ bytes?: Uint8Array; truncated: boolean; tooLarge: boolean }> {
    const first = await this.skipWhitespace();
    const rec = this.record(limit);
    let depth = 0;
    let inString = false;
    let escaped = false;
    let complete = false;
    const scalar = first !== OPEN_BRACE && first !== OPEN_BRACKET && first !== QUOTE;
    // Scans the current chunk synchronously; awaits only for the next chunk.
    while (!complete && (await this.peek()) !== undefined) {
      const buf = this.buf;
      let i = this.pos;
      for (; i < buf.length; i++) {
        const c = buf[i]!;
        if (inString) {
          if (escaped) escaped = false;
          else if (c === BACKSLASH) escaped = true;
          else if (c === QUOTE) inString = false;
          if (inString || scalar || depth > 0) continue;
          i += 1; // a string value ends with its closing quote
          complete = true;
          break;
        }
        if (scalar && (c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || c === COLON || WS.has(c))) {
          complete = true;
          break;
        }
        if (c === QUOTE) inString = true;
        else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth += 1;
        else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
          depth -= 1;
          if (!scalar && depth === 0) {
            i += 1;
            complete = true;
            break;
          }
        }
      }
      this.pos = i;
    }
    const bytes = this.stop(rec);
    return { bytes, truncated: !complete && !scalar, tooLarge: rec.over };
  }
}

const malformed = (err: unknown) => `malformed JSON (${(err as Error).message.replace(/"[^"]*"|'[^']*'/g, '…').slice(0, 80)})`;

/** The elements of an array whose opening bracket has been consumed, one at a time. */
async function* arrayElements(cur: ByteCursor, path: string, maxBytes: number, from = 0): AsyncGenerator<JsonElement> {
  let index = from;
  while (true) {
    const c = await cur.skipWhitespace();
    if (c === undefined) return; // the last element, if cut short, was already reported as truncated
    if (c === CLOSE_BRACKET) {
      cur.skip();
      return;
    }
    if (c === COMMA) {
      cur.skip();
      continue;
    }
    const v = await cur.readValue(maxBytes);
    const at = `${path}[${index++}]`;
    if (v.tooLarge) yield { kind: 'element', path: at, error: `element is larger than ${maxBytes} bytes` };
    else if (v.truncated) yield { kind: 'element', path: at, bytes: v.bytes, error: 'truncated JSON: the input ends inside this element' };
    else yield { kind: 'element', path: at, bytes: v.bytes };
    if (v.truncated) return;
  }
}

function isTranscriptLike(v: unknown): boolean {
  return !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).some((k) => MESSAGE_KEYS.has(k));
}

/**
 * Yields the top-level array's elements as raw bytes, one at a time. A top-level object is either a
 * wrapper holding the transcript array under some key (its elements stream the same way, once the
 * first one shows it holds transcripts) or a single transcript (read whole: one transcript is small).
 */
export async function* jsonArrayElements(chunks: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<JsonElement> {
  const cur = new ByteCursor(chunks[Symbol.asyncIterator]());
  await cur.skipBom();
  const first = await cur.skipWhitespace();
  if (first === undefined) {
    yield { kind: 'shape', shape: 'array' };
    return;
  }
  if (first === OPEN_BRACKET) {
    yield { kind: 'shape', shape: 'array' };
    cur.skip();
    yield* arrayElements(cur, '$', maxBytes);
    yield* trailing(cur);
    return;
  }
  if (first !== OPEN_BRACE) {
    yield { kind: 'shape', shape: 'array' };
    yield { kind: 'element', path: '$', error: 'JSON input is neither an array nor an object' };
    return;
  }
  yield* topLevelObject(cur, maxBytes);
}

async function* topLevelObject(cur: ByteCursor, maxBytes: number): AsyncGenerator<JsonElement> {
  // The whole object is recorded in case it is a single transcript; the recording is dropped as
  // soon as a wrapper array is recognised, so a wrapped corpus is never held whole.
  const whole = cur.record(maxBytes);
  cur.skip();
  const fields: Array<[string, unknown]> = [];
  const fail = (error: string): JsonElement[] => {
    const bytes = cur.stop(whole);
    return [{ kind: 'shape', shape: 'single' }, { kind: 'element', path: '$', bytes, error }];
  };
  try {
    while (true) {
      let c = await cur.skipWhitespace();
      if (c === CLOSE_BRACE) {
        cur.skip();
        break;
      }
      if (c === COMMA) {
        cur.skip();
        continue;
      }
      if (c !== QUOTE) return yield* fail(c === undefined ? 'truncated JSON: the input ends inside the object' : 'malformed JSON (expected a key)');
      const keyBytes = (await cur.readValue(maxBytes)).bytes;
      const key = JSON.parse(Buffer.from(keyBytes ?? '').toString('utf8')) as string;
      c = await cur.skipWhitespace();
      if (c !== COLON) return yield* fail('malformed JSON (expected a colon after a key)');
      cur.skip();
      c = await cur.skipWhitespace();
      const ownMessages = MESSAGE_KEYS.has(key) || fields.some(([k]) => MESSAGE_KEYS.has(k));
      if (c === OPEN_BRACKET && !ownMessages) {
        // Possibly the wrapper: look at the first element only.
        cur.skip();
        const head = await cur.skipWhitespace();
        if (head !== CLOSE_BRACKET && head !== undefined) {
          const v = await cur.readValue(maxBytes);
          let parsed: unknown;
          try {
            parsed = v.bytes && !v.truncated ? JSON.parse(Buffer.from(v.bytes).toString('utf8')) : undefined;
          } catch {
            parsed = undefined;
          }
          if (isTranscriptLike(parsed)) {
            cur.stop(whole);
            yield { kind: 'shape', shape: 'object', arrayKey: key };
            yield { kind: 'element', path: `$.${key}[0]`, bytes: v.bytes };
            yield* arrayElements(cur, `$.${key}`, maxBytes, 1);
            return; // keys after the transcript array are metadata the release does not carry
          }
          const rest: unknown[] = [];
          for await (const el of arrayElements(cur, `$.${key}`, maxBytes, 1)) {
            if (el.kind === 'element' && el.bytes && !el.error) rest.push(JSON.parse(Buffer.from(el.bytes).toString('utf8')));
            else if (el.kind === 'element') return yield* fail(el.error ?? 'malformed JSON');
          }
          fields.push([key, [parsed, ...rest]]);
        } else {
          if (head === CLOSE_BRACKET) cur.skip();
          fields.push([key, []]);
        }
        continue;
      }
      const v = await cur.readValue(maxBytes);
      if (v.truncated || !v.bytes) return yield* fail(v.tooLarge ? `object is larger than ${maxBytes} bytes` : 'truncated JSON: the input ends inside the object');
      fields.push([key, JSON.parse(Buffer.from(v.bytes).toString('utf8'))]);
    }
  } catch (err) {
    return yield* fail(malformed(err));
  }
  const bytes = cur.stop(whole);
  if (!bytes) {
    yield { kind: 'shape', shape: 'single' };
    yield { kind: 'element', path: '$', error: `object is larger than ${maxBytes} bytes` };
    return;
  }
  // No streamed wrapper: a single transcript, or a small wrapper whose array did not look like transcripts.
  const obj = Object.fromEntries(fields);
  const arrays = fields.filter(([, v]) => Array.isArray(v) && v.some((x) => x && typeof x === 'object' && !Array.isArray(x)));
  if (!isTranscriptLike(obj) && arrays.length === 1) {
    const [key, list] = arrays[0] as [string, unknown[]];
    yield { kind: 'shape', shape: 'object', arrayKey: key };
    for (const [i, el] of list.entries()) yield { kind: 'element', path: `$.${key}[${i}]`, bytes: Buffer.from(JSON.stringify(el)) };
    return;
  }
  yield { kind: 'shape', shape: 'single' };
  yield { kind: 'element', path: '$', bytes };
  yield* trailing(cur);
}

/** Content after the top-level value is reported, never skipped (JSON Lines saved as .json, say). */
async function* trailing(cur: ByteCursor): AsyncGenerator<JsonElement> {
  if ((await cur.skipWhitespace()) === undefined) return;
  while ((await cur.peek()) !== undefined) cur.skip();
  yield { kind: 'element', path: '$~', error: 'content after the top-level JSON value (JSON Lines saved as .json?)' };
}
