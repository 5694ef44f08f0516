// A phone's photo as the server receives it (sideways with EXIF orientation 6, its GPS position and
// camera), and what of that a stored file still holds: for the unit and API tests of pictures.
import sharp from 'sharp';

type Rationals = ReadonlyArray<readonly [number, number]>;

/** The GPS position the photo carries, as EXIF writes it: degrees, minutes and seconds, each a rational. */
const LATITUDE: Rationals = [
  [51, 1],
  [30, 1],
  [1234, 100],
];
const LONGITUDE: Rationals = [
  [0, 1],
  [7, 1],
  [3900, 100],
];
/** As sharp takes them. */
const asExifText = (rationals: Rationals) => rationals.map(([top, bottom]) => `${top}/${bottom}`).join(' ');
/** As they stand in the file: libvips writes EXIF little-endian, each number 4 bytes. */
const asBytes = (rationals: Rationals) =>
  Buffer.concat(
    rationals.flat().map((value) => {
      const bytes = Buffer.alloc(4);
      bytes.writeUInt32LE(value);
      return bytes;
    }),
  );

/** A phone's photo: 300×200 stored sideways with orientation 6 (200×300 upright), and its GPS position. */
export function photoWithGps(): Promise<Buffer> {
  const [width, height] = [300, 200];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: asExifText(LATITUDE),
        GPSLongitudeRef: 'W',
        GPSLongitude: asExifText(LONGITUDE),
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Where a file still holds the photo's metadata, by what was found; empty when it holds none. */
export async function metadataLeft(bytes: Buffer): Promise<string[]> {
  const metadata = await sharp(bytes).metadata();
  const found: string[] = [];
  if (metadata.exif) found.push('EXIF');
  if (metadata.orientation) found.push(`orientation ${metadata.orientation}`);
  if (bytes.includes(asBytes(LATITUDE))) found.push('the latitude');
  if (bytes.includes(asBytes(LONGITUDE))) found.push('the longitude');
  if (bytes.includes('PhoneMaker')) found.push("the camera's make");
  return found;
}
