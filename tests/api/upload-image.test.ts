import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@/domain/constants';
import { MESSAGES } from '@/domain/schemas';
import { clearAuth } from '../support/emulators';
import type { ImageUploadResult } from '@/domain/types';
import sharp from 'sharp';
import { BASE_URL } from '../support/env';
import { api } from '../support/http';
import { metadataLeft, photoWithGps } from '../support/photo-metadata';
import { createUser, sessionCookieFor } from '../support/users';

interface ErrorBody {
  error: { message: string; fields?: Record<string, string> };
}

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A JPEG of the given size with some texture (a flat picture would encode to nothing). */
function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

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

  it('stores a phone-sized JPEG with its variants, served from the site a year in every cache', async () => {
    const response = await api<ImageUploadResult>('POST', '/api/upload-image', {
      body: form(await photo(2400, 1800), 'photo.jpg', 'image/jpeg'),
      cookie: adminCookie,
    });
    expect(response.status).toBe(201);
    const { imageUrl } = response.body;
    const image = response.body.image!;
    expect(imageUrl).toBe(`/img/${image.id}/original.jpg`);
    expect(image).toMatchObject({
      width: 2000,
      height: 1500,
      widths: [400, 800, 1000, 1200, 1600, 2000],
      fallback: 'jpeg',
    });
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);

    for (const [file, type] of [
      ['400.avif', 'image/avif'],
      ['1000.webp', 'image/webp'],
      ['2000.jpg', 'image/jpeg'],
      ['original.jpg', 'image/jpeg'],
    ] as const) {
      const served = await fetch(`${BASE_URL}/img/${image.id}/${file}`);
      expect(served.status, file).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      if (file !== 'original.jpg') expect((await sharp(bytes).metadata()).width).toBe(Number(file.split('.')[0]));
    }
    expect((await fetch(`${BASE_URL}/img/${image.id}/3000.jpg`)).status).toBe(404);
    expect((await fetch(`${BASE_URL}/img/not-a-folder/400.jpg`)).status).toBe(404);
  });

  it('serves a phone photo upright and without its GPS position: the original and every variant', async () => {
    const photo = await photoWithGps();
    expect(await metadataLeft(photo)).toContain('the latitude');
    const response = await api<ImageUploadResult>('POST', '/api/upload-image', {
      body: form(photo, 'phone.jpg', 'image/jpeg'),
      cookie: adminCookie,
    });
    expect(response.status).toBe(201);
    const image = response.body.image!;
    expect(response.body.imageUrl).toBe(`/img/${image.id}/original.jpg`);
    expect(image).toMatchObject({ width: 200, height: 300, widths: [200], fallback: 'jpeg' });

    for (const file of ['original.jpg', '200.jpg', '200.webp', '200.avif']) {
      const served = await fetch(`${BASE_URL}/img/${image.id}/${file}`);
      expect(served.status, file).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(await metadataLeft(bytes), file).toEqual([]);
      const metadata = await sharp(bytes).metadata();
      expect([metadata.width, metadata.height], file).toEqual([200, 300]);
    }
  });

  it('makes a picture given by address once, and refuses hosts that are not allowed', async () => {
    const first = await api<ImageUploadResult>('POST', '/api/upload-image', {
      json: { url: '/icons/icon-512.png' },
      cookie: adminCookie,
    });
    expect(first.status).toBe(201);
    expect(first.body.imageUrl).toBe('/icons/icon-512.png');
    expect(first.body.image).toMatchObject({ width: 512, height: 512, widths: [400, 512] });
    const again = await api<ImageUploadResult>('POST', '/api/upload-image', {
      json: { url: '/icons/icon-512.png' },
      cookie: adminCookie,
    });
    expect(again.body.image?.id).toBe(first.body.image?.id);

    const drawing = await api<ImageUploadResult>('POST', '/api/upload-image', {
      json: { url: '/favicon.svg' },
      cookie: adminCookie,
    });
    expect(drawing.status).toBe(201);
    expect(drawing.body).toEqual({ imageUrl: '/favicon.svg' });

    const elsewhere = await api<ErrorBody>('POST', '/api/upload-image', {
      json: { url: 'https://images.example/photo.jpg' },
      cookie: adminCookie,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.fields).toEqual({ url: MESSAGES.imageSourceHost });

    const missing = await api<ErrorBody>('POST', '/api/upload-image', {
      json: { url: '/images/no-such-picture.jpg' },
      cookie: adminCookie,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toBe(MESSAGES.imageSourceUnreadable);
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

    const text = await api<ErrorBody>('POST', '/api/upload-image', {
      body: 'image',
      headers: { 'content-type': 'text/plain' },
      cookie: adminCookie,
    });
    expect(text.status).toBe(400);
    expect(text.body.error.message).toMatch(/multipart/);
  });
});
