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

/**
 * Yields the top-level array's elements as raw bytes. A top-level object is either a wrapper with one
 * array of objects (its elements are the transcripts) or a single transcript; objects are small enough
 * to be read whole.
 */
export async function* jsonArrayElements(chunks: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<JsonElement> {
  const it = chunks[Symbol.asyncIterator]();
  let buf: Uint8Array = new Uint8Array();
  let pos = 0;
  let done = false;
  const more = async () => {
    if (done) return false;
    const n = await it.next();
    if (n.done) {
      done = true;
      return false;
    }
    buf = buf.length - pos ? Buffer.concat([buf.subarray(pos), n.value]) : n.value;
    pos = 0;
    return true;
  };
  // Skip a BOM and leading whitespace.
  while (buf.length - pos < 3 && (await more()));
  if (buf[pos] === 0xef && buf[pos + 1] === 0xbb && buf[pos + 2] === 0xbf) pos += 3;
  while (true) {
    while (pos < buf.length && WS.has(buf[pos]!)) pos++;
    if (pos < buf.length || !(await more())) break;
  }
  if (pos >= buf.length) {
    yield { kind: 'shape', shape: 'array' };
    return;
  }
  if (buf[pos] === 123 /* { */) {
    // Read the whole object, then decide wrapper or single transcript.
    while (await more());
    const text = Buffer.from(buf.subarray(pos)).toString('utf8');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (err) {
      yield { kind: 'shape', shape: 'single' };
      yield { kind: 'element', path: '$', bytes: buf.subarray(pos), error: `malformed JSON (${(err as Error).message.replace(/"[^"]*"/g, '…').slice(0, 80)})` };
      return;
    }
    const obj = value as Record<string, unknown>;
    const arrays = Object.entries(obj).filter(([, v]) => Array.isArray(v) && v.some((x) => x && typeof x === 'object' && !Array.isArray(x)));
    const looksLikeTranscripts = (v: unknown) =>
      (v as unknown[]).some((x) => x && typeof x === 'object' && Object.keys(x as object).some((k) => MESSAGE_KEYS.has(k)));
    const isTranscript = Object.keys(obj).some((k) => MESSAGE_KEYS.has(k));
    const wrapper = isTranscript ? undefined : (arrays.find(([, v]) => looksLikeTranscripts(v)) ?? (arrays.length === 1 ? arrays[0] : undefined));
    if (wrapper) {
      yield { kind: 'shape', shape: 'object', arrayKey: wrapper[0] };
      for (const [i, el] of (wrapper[1] as unknown[]).entries())
        yield { kind: 'element', path: `$.${wrapper[0]}[${i}]`, bytes: Buffer.from(JSON.stringify(el)) };
    } else {
      yield { kind: 'shape', shape: 'single' };
      yield { kind: 'element', path: '$', bytes: Buffer.from(text) };
    }
    return;
  }
  if (buf[pos] !== 91 /* [ */) {
    yield { kind: 'shape', shape: 'array' };
    yield { kind: 'element', path: '$', error: 'JSON input is neither an array nor an object' };
    return;
  }
  yield { kind: 'shape', shape: 'array' };
  pos += 1;
  let index = 0;
  let start = -1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let parts: Uint8Array[] = [];
  let size = 0;
  while (true) {
    if (pos >= buf.length) {
      if (start >= 0) {
        parts.push(buf.subarray(start));
        size += buf.length - start;
        start = 0;
        if (size > maxBytes) {
          yield { kind: 'element', path: `$[${index}]`, error: `element is larger than ${maxBytes} bytes` };
          return;
        }
      }
      buf = new Uint8Array();
      pos = 0;
      if (!(await more())) break;
      if (start >= 0) start = 0;
      continue;
    }
    const c = buf[pos]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 92) escaped = true;
      else if (c === 34) inString = false;
    } else if (start < 0) {
      if (c === 93 /* ] */) return;
      if (!WS.has(c) && c !== 44) {
        start = pos;
        parts = [];
        size = 0;
        depth = 0;
        continue; // re-read this byte as part of the element
      }
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      if (depth === 0) {
        // a closing bracket of the array itself ends a scalar element
        parts.push(buf.subarray(start, pos));
        yield { kind: 'element', path: `$[${index++}]`, bytes: Buffer.concat(parts) };
        start = -1;
        return;
      }
      depth--;
    } else if (c === 44 && depth === 0) {
      parts.push(buf.subarray(start, pos));
      yield { kind: 'element', path: `$[${index++}]`, bytes: Buffer.concat(parts) };
      start = -1;
    }
    pos++;
  }
  // The input ended before the array's closing bracket.
  if (start >= 0) {
    yield { kind: 'element', path: `$[${index}]`, bytes: Buffer.concat(parts), error: 'truncated JSON: the input ends inside this element' };
  }
}
