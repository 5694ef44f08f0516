// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { useServerFieldErrors } from './use-server-field-errors';

type Values = { name: string; email: string };
const FIELDS = ['name', 'email'] as const;

const badRequest = (fields: Record<string, string>) =>
  new ApiError(400, 'Bad Request', JSON.stringify({ error: { message: 'Invalid input', fields } }));

function setup() {
  const setError = vi.fn();
  const { result } = renderHook(() => useServerFieldErrors<Values>(setError, FIELDS));
  return { setError, show: result.current };
}

describe('useServerFieldErrors', () => {
  it("puts each of the server's field messages on the form's field of that name", () => {
    const { setError, show } = setup();
    expect(show(badRequest({ email: 'Enter a valid email', name: 'Too short' }))).toBe(2);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Enter a valid email' });
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Too short' });
  });

  it('passes over fields the form does not have, and says none landed', () => {
    const { setError, show } = setup();
    expect(show(badRequest({ password: 'Too weak' }))).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });

  it('lands nothing for an error that is not the API answering', () => {
    const { setError, show } = setup();
    expect(show(new TypeError('Failed to fetch'))).toBe(0);
    expect(show(new ApiError(500, 'Internal Server Error', 'oops'))).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
