// The words of the pages the newsletter's emailed links open. Change wording here, not in a component.

export const CONFIRM_PAGE_TEXT = {
  title: 'Confirm your subscription',
  intro: 'One more step: confirm that you want our newsletter, and your free 30-day prayer journal is yours at once.',
  action: 'Confirm my subscription',
  busy: 'Confirming...',
  download: 'Download your free 30-Day Prayer Journal (PDF)',
} as const;

export const UNSUBSCRIBE_PAGE_TEXT = {
  title: 'Unsubscribe',
  intro: 'Stop receiving the Faithful Matches newsletter? You can subscribe again at any time.',
  action: 'Unsubscribe',
  busy: 'Unsubscribing...',
} as const;

export const LINK_PAGE_TEXT = {
  failureFallback: 'Something went wrong. Please try again.',
  home: 'Back to Faithful Matches',
} as const;
