// The inbox listener's largest limit is written twice: in the shared constants the client raises it
// to, and in the rule that refuses anything larger. They must agree, or 'Load older messages' would
// end in a refused listener (rule smaller) or the rule would allow more than the client ever asks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INBOX_LIMIT_MAX, INBOX_PAGE_SIZE } from '@/domain/constants';
import { INBOX_QUERY, olderLimit } from '@/app/features/admin/contact/inbox-query';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

describe("the live inbox's limit", () => {
  it('is bounded by the rule at INBOX_LIMIT_MAX', () => {
    const block = /match \/contactSubmissions\/\{submissionId\} \{([^}]*)\}/.exec(rules)?.[1] ?? '';
    expect(block).toContain(`allow list: if isAdmin() && request.query.limit <= ${INBOX_LIMIT_MAX};`);
  });

  it('starts at a page and rises a page at a time, never past the bound', () => {
    expect(INBOX_QUERY.limit).toBe(INBOX_PAGE_SIZE);
    expect(olderLimit(INBOX_PAGE_SIZE)).toBe(2 * INBOX_PAGE_SIZE);
    expect(olderLimit(INBOX_LIMIT_MAX - 1)).toBe(INBOX_LIMIT_MAX);
    expect(olderLimit(INBOX_LIMIT_MAX)).toBe(INBOX_LIMIT_MAX);
  });
});
