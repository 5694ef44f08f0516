import { describe, expect, it } from 'vitest';
import { canTransition, replyMailto } from './contact';

describe('contact status transitions', () => {
  it('allow only the forward moves of the spec', () => {
    expect(canTransition('unread', 'read')).toBe(true);
    expect(canTransition('read', 'replied')).toBe(true);
    expect(canTransition('unread', 'replied')).toBe(true);
    expect(canTransition('read', 'unread')).toBe(false);
    expect(canTransition('replied', 'read')).toBe(false);
    expect(canTransition('replied', 'unread')).toBe(false);
    expect(canTransition('read', 'read')).toBe(false);
  });
  it("build the reply link with the subject prefixed 'Re:'", () => {
    expect(replyMailto('ruth@example.com', 'Prayer journal')).toBe(
      'mailto:ruth@example.com?subject=Re%3A%20Prayer%20journal',
    );
  });
});
