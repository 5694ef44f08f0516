import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's per-field messages (an ApiError's `fieldErrors`) on the form's own fields, so they
 * show where the reader typed; fields the form does not have are passed over. The returned function
 * says how many landed: none means the error belongs to the form as a whole.
 */
export function useServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): (error: unknown) => number {
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return 0;
      const own = Object.entries(error.fieldErrors).filter(([field]) => (fields as readonly string[]).includes(field));
      for (const [field, message] of own) setError(field as Path<T>, { type: 'server', message });
      return own.length;
    },
    [setError, fields],
  );
}
