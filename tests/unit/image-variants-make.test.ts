// What the server makes of a picture (functions/src/services/images.ts makeImageVariants): the
// widths and formats pages ask for, upright, a small placeholder, PNG where there is transparency,
// and the API's errors for what is not a picture it takes. Pictures made here, with the sample
// photos' generator (scripts/lib/sample-photos.ts) at sizes that keep the file quick.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantFile } from '@/domain/image-variants';
import { makeImageVariants } from '../../functions/src/services/images';
import { skipReason, summaryTable } from '../../scripts/image-variants';
import { makeSamplePhoto } from '../../scripts/lib/sample-photos';
import { httpErrorOf } from '../support/http-error';

// Encoding a 2000 px AVIF takes seconds on a loaded core.
const SLOW = 180_000;

describe('makeImageVariants', () => {
  it(
    'makes every width up to 2000 of a 2400×1800 photo, in AVIF, WebP and JPEG, with a small placeholder',
    async () => {
      const made = await makeImageVariants(await makeSamplePhoto('meadow', { width: 2400, height: 1800 }));
      expect(made.image.widths).toEqual([...IMAGE_VARIANT_WIDTHS]);
      expect(made.image.widths).toEqual([400, 800, 1000, 1200, 1600, 2000]);
      expect(made.image.fallback).toBe('jpeg');
      expect(made.image.width / made.image.height).toBeCloseTo(2400 / 1800, 2);
      const expected = made.image.widths.flatMap((width) =>
        (['avif', 'webp', 'jpeg'] as const).map((format) => imageVariantFile(width, format)),
      );
      expect(made.files.map((file) => file.file).sort()).toEqual(expected.sort());
      for (const file of made.files) {
        const metadata = await sharp(file.bytes).metadata();
        const [width, extension] = file.file.split('.');
        expect(metadata.width, file.file).toBe(Number(width));
        expect({ jpg: 'jpeg', webp: 'webp', avif: 'heif' }[extension!], file.file).toBe(metadata.format);
        expect(file.contentType).toBe(`image/${extension === 'jpg' ? 'jpeg' : extension}`);
      }
      expect(made.image.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(made.image.placeholder.length).toBeLessThan(400);
    },
    SLOW,
  );

  it(
    'turns a photo with EXIF orientation 6 upright: width and height swapped, no orientation left',
    async () => {
      const bytes = await makeSamplePhoto('forest', { width: 1200, height: 900 });
      expect((await sharp(bytes).metadata()).orientation).toBe(6);
      const made = await makeImageVariants(bytes);
      expect([made.image.width, made.image.height]).toEqual([900, 1200]);
      expect(made.image.widths).toEqual([400, 800, 900]);
      const largest = made.files.find((file) => file.file === '900.jpg')!;
      const metadata = await sharp(largest.bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([900, 1200]);
      expect(metadata.orientation).toBeUndefined();
    },
    SLOW,
  );

  it(
    'keeps transparency: a PNG fallback for a picture with alpha',
    async () => {
      const png = await sharp({
        create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } },
      })
        .png()
        .toBuffer();
      const made = await makeImageVariants(png);
      expect(made.image.fallback).toBe('png');
      expect(made.image.widths).toEqual([300]);
      expect(made.files.map((file) => file.file).sort()).toEqual(['300.avif', '300.png', '300.webp']);
      expect((await sharp(made.files.find((file) => file.file === '300.png')!.bytes).metadata()).hasAlpha).toBe(true);
    },
    SLOW,
  );

  it('answers 413 for a picture of more pixels than the limit', async () => {
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#808080' } })
      .jpeg({ mozjpeg: false })
      .toBuffer();
    // The frame header (SOF0: FF C0, length, precision, height, width) made to say 10000×10000.
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    const huge = Buffer.from(jpeg);
    huge.writeUInt16BE(10_000, sof + 5);
    huge.writeUInt16BE(10_000, sof + 7);
    expect((await httpErrorOf(makeImageVariants(huge))).status).toBe(413);
  });

  it('answers 415 for bytes that only start like a JPEG', async () => {
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x5a)]);
    expect((await httpErrorOf(makeImageVariants(corrupt))).status).toBe(415);
  });
});

describe('images:variants', () => {
  const site = 'https://faithfulmatches.example';

  it('skips SVG drawings and hosts the server does not read from, and takes the rest', () => {
    expect(skipReason('/images/seed/sunrise-cross.svg', site)).toMatch(/^SVG/);
    expect(
      skipReason('https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/images%2Fa.SVG?alt=media', site),
    ).toMatch(/^SVG/);
    expect(skipReason('https://example.com/a.jpg', site)).toBe('host not allowed (example.com)');
    expect(skipReason('http://faithfulmatches.example/a.jpg', site)).toMatch(/^not https/);
    expect(skipReason('/img/2548a007-8e53-5b8a-8ed5-7f64aed190d0/original.jpg', site)).toBeUndefined();
    expect(skipReason('https://faithfulmatches.example/uploads/a.jpg', site)).toBeUndefined();
    expect(skipReason('https://storage.googleapis.com/bucket/a.png', site)).toBeUndefined();
  });

  it('sums up by outcome, URLs and documents', () => {
    const table = summaryTable(
      [
        { url: '/a.jpg', outcome: 'made', detail: '', documents: 3 },
        { url: '/b.svg', outcome: 'skipped', detail: 'SVG', documents: 2 },
        { url: '/c.jpg', outcome: 'failed', detail: '415', documents: 1 },
      ],
      true,
    );
    expect(table[0]).toMatch(/pictures\s+\|\s+URLs \|\s+documents/);
    expect(table.find((line) => line.startsWith('| made '))).toMatch(/\|\s+1 \|\s+3 \|$/);
    expect(table.find((line) => line.startsWith('| skipped '))).toMatch(/\|\s+1 \|\s+2 \|$/);
    expect(table.find((line) => line.startsWith('| failed '))).toMatch(/\|\s+1 \|\s+1 \|$/);
  });
});
