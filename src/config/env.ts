import { DEFAULT_SUPPORT_EMAIL } from '@/domain/constants';

// The one place the PWA reads build-time environment values, so a misspelt
// variable shows up here and nowhere else.
function readSupportEmail(): string {
  const value = import.meta.env.VITE_SUPPORT_EMAIL;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : DEFAULT_SUPPORT_EMAIL;
}

export const env = {
  supportEmail: readSupportEmail(),
} as const;
