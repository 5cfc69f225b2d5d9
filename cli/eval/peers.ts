// Peer detectors on the same messages, as predictions in our scorer's format: redact-pii (default
// built-in redactors; it returns redacted text, so spans are recovered by aligning the output with
// the input) and @openredaction/openredaction (spans from detect(), CCPA preset with its false-positive
// filter on: the preset closest to US student PII). Their types are mapped onto ours; types we do
// not cover become OTHER and count as false positives (a redacted fraction is a defect).
import { OpenRedaction } from '@openredaction/openredaction';
import { SyncRedactor } from 'redact-pii';
import type { Prediction } from '../../lambdas/core/eval/score.js';

const REDACT_PII_TYPES: Record<string, string> = {
  PERSON_NAME: 'PERSON',
  PHONE_NUMBER: 'PHONE_NUMBER',
  EMAIL_ADDRESS: 'EMAIL_ADDRESS',
  IP_ADDRESS: 'IP_ADDRESS',
  US_SOCIAL_SECURITY_NUMBER: 'US_SSN',
  STREET_ADDRESS: 'LOCATION',
  ZIPCODE: 'LOCATION',
  URL: 'URL',
  USERNAME: 'SOCIAL_HANDLE',
  CREDIT_CARD_NUMBER: 'OTHER',
  DIGITS: 'OTHER',
  PASSWORD: 'OTHER',
  CREDENTIALS: 'OTHER',
};
const LABEL = new RegExp(`\\b(${Object.keys(REDACT_PII_TYPES).join('|')})\\b`, 'g');

/** Recovers redact-pii's spans: literal pieces of its output are found in order in the input. */
export function alignRedaction(original: string, redacted: string): Array<{ start: number; end: number; type: string }> {
  const out: Array<{ start: number; end: number; type: string }> = [];
  const parts: Array<{ literal: string } | { label: string }> = [];
  let cursor = 0;
  for (const m of redacted.matchAll(LABEL)) {
    parts.push({ literal: redacted.slice(cursor, m.index) }, { label: m[1]! });
    cursor = m.index + m[0].length;
  }
  parts.push({ literal: redacted.slice(cursor) });
  let pos = 0;
  let pending: string | undefined;
  for (const p of parts) {
    if ('label' in p) {
      pending = p.label;
      continue;
    }
    const at = pending ? (p.literal ? original.indexOf(p.literal, pos + 1) : original.length) : original.indexOf(p.literal, pos);
    if (at < 0) break;
    if (pending) out.push({ start: pos, end: at, type: REDACT_PII_TYPES[pending] ?? 'OTHER' });
    pos = at + p.literal.length;
    pending = undefined;
  }
  return out.filter((s) => s.end > s.start);
}

export interface PeerMessage {
  transcriptId: string;
  messageId: string;
  text: string;
}

export function redactPiiPredictions(messages: readonly PeerMessage[]): Prediction[] {
  const redactor = new SyncRedactor();
  return messages.flatMap((m) =>
    alignRedaction(m.text, redactor.redact(m.text)).map((s) => ({ transcriptId: m.transcriptId, messageId: m.messageId, ...s })),
  );
}

const OPENREDACTION_TYPES: Array<[RegExp, string]> = [
  [/^NAME|PERSON/, 'PERSON'],
  [/EMAIL/, 'EMAIL_ADDRESS'],
  [/PHONE/, 'PHONE_NUMBER'],
  [/SSN|SOCIAL_SECURITY/, 'US_SSN'],
  [/^IP|IPV/, 'IP_ADDRESS'],
  [/URL|DOMAIN/, 'URL'],
  [/DATE|DOB|BIRTH/, 'DATE'],
  [/ADDRESS|STREET|ZIP|POSTCODE|POSTAL|CITY/, 'LOCATION'],
  [/DRIVER|LICEN/, 'US_DRIVER_LICENSE'],
  [/PASSPORT/, 'US_PASSPORT'],
  [/BANK|ACCOUNT|ROUTING|IBAN/, 'US_BANK_NUMBER'],
  [/USERNAME|HANDLE|TWITTER|INSTAGRAM|SOCIAL/, 'SOCIAL_HANDLE'],
  [/AGE\b/, 'AGE'],
];

export async function openRedactionPredictions(messages: readonly PeerMessage[]): Promise<Prediction[]> {
  const detector = new OpenRedaction({ preset: 'ccpa', enableFalsePositiveFilter: true });
  const out: Prediction[] = [];
  for (const m of messages) {
    const r = (await detector.detect(m.text)) as { detections: Array<{ type: string; position: [number, number] }> };
    for (const d of r.detections) {
      const type = OPENREDACTION_TYPES.find(([re]) => re.test(d.type))?.[1] ?? 'OTHER';
      out.push({ transcriptId: m.transcriptId, messageId: m.messageId, start: d.position[0], end: d.position[1], type });
    }
  }
  return out;
}
