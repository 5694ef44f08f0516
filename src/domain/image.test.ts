import { describe, expect, it } from 'vitest';
import { detectImageKind, imageFileError } from './image';

describe('images', () => {
  const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);
  it('are recognised by their own bytes', () => {
    expect(detectImageKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectImageKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectImageKind(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBe('gif');
    expect(detectImageKind(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe('webp');
    expect(detectImageKind(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
  it("are checked on the client with the spec's messages", () => {
    expect(imageFileError({ type: 'image/png', size: 1024 })).toBeNull();
    expect(imageFileError({ type: 'image/svg+xml', size: 1024 })).toBe(
      'Please upload a valid image file (JPEG, PNG, GIF, or WebP)',
    );
    expect(imageFileError({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Image file must be smaller than 5MB',
    );
  });
});
