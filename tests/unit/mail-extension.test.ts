// The Trigger Email extension is part of the deploy: declared at a pinned version, reading the
// very collection the functions write its documents to.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/domain/collections';
import { localFirebaseJson } from '../../scripts/lib/local-stack';
import {
  MAIL_EXTENSION_ENV,
  MAIL_EXTENSION_INSTANCE,
  MAIL_EXTENSION_REF,
  MAIL_PROJECT_PARAMS,
  readDotenvFile,
} from '../../scripts/lib/mail-extension';

const firebase = JSON.parse(readFileSync('firebase.json', 'utf8')) as { extensions?: Record<string, string> };

describe('the mail extension', () => {
  it('is declared in firebase.json at an exact version', () => {
    expect(Object.keys(firebase.extensions ?? {})).toEqual([MAIL_EXTENSION_INSTANCE]);
    expect(firebase.extensions?.[MAIL_EXTENSION_INSTANCE]).toMatch(MAIL_EXTENSION_REF);
  });

  it('reads the collection the functions write mail to, and leaves each project its own values', () => {
    const shared = readDotenvFile('.', MAIL_EXTENSION_ENV);
    expect(shared).toMatchObject({ MAIL_COLLECTION: COLLECTIONS.mail, DATABASE: '(default)' });
    for (const name of Object.keys(MAIL_PROJECT_PARAMS)) expect(shared, name).not.toHaveProperty(name);
  });

  it('checks the shapes a project gives its values', () => {
    const { SMTP_CONNECTION_URI: uri, SMTP_PASSWORD: password } = MAIL_PROJECT_PARAMS;
    expect(uri!.pattern.test('smtps://apikey@smtp.provider.example:465')).toBe(true);
    // A password inside the URI would sit in a committed file.
    expect(uri!.pattern.test(['smtps://apikey', 'hunter22@smtp.provider.example:465'].join(':'))).toBe(false);
    expect(password!.pattern.test('projects/fm-prod/secrets/SMTP_PASSWORD/versions/1')).toBe(true);
    expect(password!.pattern.test('hunter22')).toBe(false);
  });

  it('is not emulated: the local stack never sends mail', () => {
    expect(localFirebaseJson().extensions).toBeUndefined();
  });
});
