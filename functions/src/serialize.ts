// Firestore values → JSON-ready values: Timestamps become ISO 8601 strings.
import { Timestamp } from 'firebase-admin/firestore';
import type { ImageVariants } from '@/domain/image-variants';

export function toIso(value: unknown): string | undefined {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return undefined;
}

export function toMillis(value: unknown): number {
  if (value instanceof Timestamp) return value.toMillis();
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  return 0;
}

export const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
export const optStr = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
export const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
export const optNum = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
export const strList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A stored ImageVariants, or undefined when the value is not one (hand-written, or older). */
export function optImageVariants(value: unknown): ImageVariants | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const data = value as Record<string, unknown>;
  const widths = Array.isArray(data.widths) ? data.widths.filter((width) => Number.isInteger(width) && width > 0) : [];
  const id = optStr(data.id);
  const width = optNum(data.width);
  const height = optNum(data.height);
  const fallback = data.fallback === 'png' ? 'png' : data.fallback === 'jpeg' ? 'jpeg' : undefined;
  if (!id || !width || !height || !fallback || widths.length === 0) return undefined;
  return { id, width, height, widths: widths as number[], fallback, placeholder: str(data.placeholder) };
}
