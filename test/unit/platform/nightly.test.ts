import { describe, expect, it } from 'vitest';
import { executionName, keyHash, pendingCorpora } from '../../../lambdas/core/nightly.js';
import { work } from '../../../lambdas/core/layout.js';

describe('nightly release run', () => {
  it('finds corpora no run has taken up, including new versions of old ones', () => {
    // Prepare
    const incoming = [
      { key: 'school-a/2024-09.jsonl', etag: '"aaa"' },
      { key: 'school-a/2024-10.jsonl', etag: '"bbb"' },
      { key: 'school-b/export.csv', etag: '"ccc2"' },
      { key: 'school-b/', etag: '' },
      { key: 'school-b/.DS_Store', etag: '"x"' },
    ];
    const index = new Set([work.corpusIndex(keyHash('school-a/2024-09.jsonl'), '"aaa"'), work.corpusIndex(keyHash('school-b/export.csv'), '"ccc1"')]);
    // Act
    const pending = pendingCorpora(incoming, index);
    // Assess
    expect(pending.map((o) => o.key)).toEqual(['school-a/2024-10.jsonl', 'school-b/export.csv']);
  });

  it('names executions uniquely per corpus version and night, within the 80-character limit', () => {
    // Prepare
    const o = { key: 'school-a/2024-10.jsonl', etag: '"bbb"' };
    // Act
    const a = executionName(o, '2026-11-22');
    // Assess
    expect(a).toBe(executionName(o, '2026-11-22'));
    expect(a).not.toBe(executionName({ ...o, etag: '"bbc"' }, '2026-11-22'));
    expect(a).not.toBe(executionName(o, '2026-11-23'));
    expect(a.length).toBeLessThanOrEqual(80);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
