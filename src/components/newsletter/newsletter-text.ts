export const NEWSLETTER_TEXT = {
  success: 'Successfully subscribed! 🎉',
  successDetail: 'Check your email for your free prayer journal download link.',
  failure: 'Subscription failed',
  failureDetail: 'Something went wrong. Please try again.',
} as const;
