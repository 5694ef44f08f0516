// Draws the PWA's PNG icons (a white heart on the brand purple) without any
// image library: raw RGBA pixels, zlib-deflated into a minimal PNG.
// Run: npx tsx scripts/make-icons.ts  (writes public/icons/*.png)
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const PURPLE: [number, number, number] = [0x7c, 0x3a, 0xed];
const WHITE: [number, number, number] = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The implicit heart curve (x² + y² − 1)³ − x² y³ ≤ 0, in a unit box centred at the origin. */
function insideHeart(x: number, y: number): boolean {
  const a = x * x + y * y - 1;
  return a * a * a - x * x * y * y * y <= 0;
}

/**
 * `safeZone` is the fraction of the icon the heart may use; maskable icons keep
 * it inside the central 80 % circle and fill the whole square with the background.
 */
function drawIcon(size: number, { maskable }: { maskable: boolean }): Buffer {
  const safeZone = maskable ? 0.5 : 0.62;
  const corner = maskable ? 0 : size * 0.2;
  const samples = 4; // 4×4 supersampling for smooth edges
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    row[0] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      let heart = 0;
      let background = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const fx = px + (sx + 0.5) / samples;
          const fy = py + (sy + 0.5) / samples;
          // Rounded-square background (full square for maskable).
          const dx = Math.max(corner - fx, 0, fx - (size - corner));
          const dy = Math.max(corner - fy, 0, fy - (size - corner));
          if (dx * dx + dy * dy > corner * corner) continue;
          background++;
          const scale = (size * safeZone) / 2.6;
          const hx = (fx - size / 2) / scale;
          const hy = -(fy - size / 2) / scale + 0.15;
          if (insideHeart(hx, hy)) heart++;
        }
      }
      const total = samples * samples;
      const t = heart / Math.max(background, 1);
      const offset = 1 + px * 4;
      for (let channel = 0; channel < 3; channel++) {
        row[offset + channel] = Math.round(PURPLE[channel] * (1 - t) + WHITE[channel] * t);
      }
      row[offset + 3] = Math.round((background / total) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outputs = [
  { file: 'public/icons/icon-192.png', size: 192, maskable: false },
  { file: 'public/icons/icon-512.png', size: 512, maskable: false },
  { file: 'public/icons/icon-512-maskable.png', size: 512, maskable: true },
];
for (const { file, size, maskable } of outputs) {
  writeFileSync(file, drawIcon(size, { maskable }));
  console.log(`wrote ${file}`);
}
