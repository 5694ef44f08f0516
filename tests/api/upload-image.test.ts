import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@/domain/constants';
import { MESSAGES } from '@/domain/schemas';
import { clearAuth } from '../support/emulators';
import { STORAGE_EMULATOR } from '../support/env';
import { api } from '../support/http';
import { createUser, sessionCookieFor } from '../support/users';

interface ErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function form(bytes: Buffer, name: string, type: string, field = 'image'): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

let adminCookie: string;

beforeAll(async () => {
  await clearAuth();
  adminCookie = await sessionCookieFor(await createUser({ admin: true }));
});

describe('POST /api/upload-image', () => {
  it('refuses a text file renamed .png with 415 and the spec message', async () => {
    const response = await api<ErrorBody>('POST', '/api/upload-image', {
      body: form(Buffer.from('just some text, not an image'), 'photo.png', 'image/png'),
      cookie: adminCookie,
    });
    expect(response.status).toBe(415);
    expect(response.body.error.message).toBe(MESSAGES.imageType);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses an image over 5 MB with 413 and the spec message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES + 1 - PNG.length)]);
    const response = await api<ErrorBody>('POST', '/api/upload-image', {
      body: form(big, 'huge.png', 'image/png'),
      cookie: adminCookie,
    });
    expect(response.status).toBe(413);
    expect(response.body.error.message).toBe(MESSAGES.imageSize);
  });

  it('accepts an image of exactly 5 MB past the size check', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES - PNG.length)]);
    const response = await api<ErrorBody>('POST', '/api/upload-image', {
      body: form(exact, 'exact.png', 'image/png'),
      cookie: adminCookie,
    });
    expect(response.status).toBe(STORAGE_EMULATOR ? 201 : 503);
  });

  it.skipIf(STORAGE_EMULATOR)('answers 503 for a valid PNG where no Storage emulator runs', async () => {
    const response = await api<ErrorBody>('POST', '/api/upload-image', {
      body: form(PNG, 'pixel.png', 'image/png'),
      cookie: adminCookie,
    });
    expect(response.status).toBe(503);
    expect(response.body.error.message).toMatch(/Storage emulator/);
    expect(response.body.error.message).toMatch(/image URL/);
  });

  it.runIf(STORAGE_EMULATOR)('stores a valid PNG and answers its download URL', async () => {
    const response = await api<{ imageUrl: string }>('POST', '/api/upload-image', {
      body: form(PNG, 'pixel.png', 'image/png'),
      cookie: adminCookie,
    });
    expect(response.status).toBe(201);
    expect(response.body.imageUrl).toMatch(/\/o\/images%2F[0-9a-f-]{36}\.png\?alt=media&token=[0-9a-f-]{36}$/);
  });

  it('refuses a request without the image field, or not multipart at all, with 400', async () => {
    const noField = await api<ErrorBody>('POST', '/api/upload-image', {
      body: form(PNG, 'pixel.png', 'image/png', 'photo'),
      cookie: adminCookie,
    });
    expect(noField.status).toBe(400);
    expect(noField.body.error.fields).toEqual({ image: 'Required' });

    const json = await api<ErrorBody>('POST', '/api/upload-image', { json: { image: 'x' }, cookie: adminCookie });
    expect(json.status).toBe(400);
    expect(json.body.error.message).toMatch(/multipart/);
  });
});
