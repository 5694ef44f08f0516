import { describe, expect, it } from 'vitest';
import { localFunctionsEnv } from '../../scripts/lib/local-functions-env';
import { MAIL_CATCHER_SMTP_URI } from '../../scripts/lib/local-stack';

describe("the emulated functions' mail settings", () => {
  it("send to the stack's own catcher, from the local sender, by default", () => {
    expect(localFunctionsEnv({})).toMatchObject({
      SMTP_CONNECTION_URI: MAIL_CATCHER_SMTP_URI,
      DEFAULT_FROM: 'Faithful Matches <hello@faithfulmatches.test>',
      DEFAULT_REPLY_TO: '',
      MAIL_PER_SECOND: '10',
      MAIL_MAX_ATTEMPTS: '8',
    });
  });

  it("send to a developer's own server when the environment names one", () => {
    const env = localFunctionsEnv({
      SMTP_CONNECTION_URI: ' smtp://me@mail.example.test:2525 ',
      DEFAULT_FROM: 'Me <me@example.test>',
      MAIL_PER_SECOND: '2',
    });
    expect(env).toMatchObject({
      SMTP_CONNECTION_URI: 'smtp://me@mail.example.test:2525',
      DEFAULT_FROM: 'Me <me@example.test>',
      MAIL_PER_SECOND: '2',
    });
    // The password goes in the secrets' file, never beside the settings.
    expect(Object.values(env).join('\n')).not.toContain('SMTP_PASSWORD');
  });
});
