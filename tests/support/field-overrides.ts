// What firestore.indexes.json declares of a collection's fields: which expire documents by a TTL
// policy, and which are left out of Firestore's automatic indexes.
import { readFileSync } from 'node:fs';

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}

export function fieldOverridesOf(collection: string): FieldOverride[] {
  const { fieldOverrides } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as {
    fieldOverrides: FieldOverride[];
  };
  return fieldOverrides.filter((field) => field.collectionGroup === collection);
}

/** The override that makes `fieldPath` the collection's TTL field (and leaves it unindexed). */
export const ttlField = (collection: string, fieldPath: string): FieldOverride => ({
  collectionGroup: collection,
  fieldPath,
  ttl: true,
  indexes: [],
});

/** The override that leaves `fieldPath` (a map's every key, too) out of the automatic indexes. */
export const unindexedField = (collection: string, fieldPath: string): FieldOverride => ({
  collectionGroup: collection,
  fieldPath,
  indexes: [],
});
