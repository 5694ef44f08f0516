// The admin screens' words: toasts, headers, filters, labels and confirmations. Change wording here,
// not in a component.
import { FIRST_NAME_FALLBACK, FIRST_NAME_PLACEHOLDER } from '@/domain/constants';
import type { NewsletterIssueStatus, NewsletterStatus } from '@/domain/types';

export const ADMIN_TOAST = {
  successTitle: 'Success',
  errorTitle: 'Error',
  postDeleted: 'Blog post deleted successfully',
  postCreated: 'Blog post created successfully',
  postUpdated: 'Blog post updated successfully',
  imageUploaded: 'Image uploaded successfully',
  statusUpdated: 'Contact submission status updated',
  deleteFailed: 'Failed to delete blog post',
  createFailed: 'Failed to create blog post',
  updateFailed: 'Failed to update blog post',
  uploadFailed: 'Failed to upload image',
  statusFailed: 'Failed to update status',
} as const;

export const ADMIN_MENU = {
  blog: 'Blog Posts',
  appReviews: 'App Reviews',
  resources: 'Resources',
  testimonials: 'Testimonials',
  contact: 'Contact Submissions',
  subscribers: 'Subscribers',
  newsletter: 'Newsletter',
  affiliateClicks: 'Affiliate Clicks',
  insights: 'Insights',
  backToSite: 'Back to site',
} as const;

/** The words of one editable public list: app reviews, resources or testimonials. */
function catalogText(plural: string, singular: string, search: string) {
  const lower = singular.toLowerCase();
  return {
    title: plural,
    add: `New ${singular}`,
    createTitle: `New ${singular}`,
    editTitle: `Edit ${singular}`,
    create: `Create ${singular}`,
    update: 'Save Changes',
    saving: 'Saving...',
    cancel: 'Cancel',
    search: { label: `Search ${plural.toLowerCase()}`, placeholder: `Search by ${search}` },
    loading: `Loading ${plural.toLowerCase()}`,
    loadFailed: `Failed to load ${plural.toLowerCase()}`,
    deleteTitle: `Delete ${lower}`,
    confirmDelete: (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`,
    created: `${singular} created successfully`,
    updated: `${singular} updated successfully`,
    deleted: `${singular} deleted successfully`,
    createFailed: `Failed to create ${lower}`,
    updateFailed: `Failed to update ${lower}`,
    deleteFailed: `Failed to delete ${lower}`,
  };
}

export type CatalogText = ReturnType<typeof catalogText> & { empty: string };

export const CATALOG_TEXT = {
  'app-reviews': {
    ...catalogText('App Reviews', 'App Review', 'name, best for or description'),
    empty: 'No reviews available',
  },
  resources: { ...catalogText('Resources', 'Resource', 'title, author or description'), empty: 'No resources found' },
  testimonials: {
    ...catalogText('Testimonials', 'Testimonial', 'name, location or words'),
    empty: 'No testimonials available at this time.',
  },
} satisfies Record<string, CatalogText>;

/** The catalog forms' field hints. */
export const CATALOG_FIELD_TEXT = {
  position: 'Lower numbers come first on the public page.',
  halfRating: '0 to 5, in steps of 0.5.',
  wholeRating: '1 to 5 whole stars.',
  affiliateUrl: 'The partner’s https:// link; it opens in a new tab.',
  resourceLink:
    'The partner’s https:// link, or for a free download a file on this site (like /downloads/journal.pdf).',
  price: 'Write “Free” for a free resource (it then offers a Download).',
  monthlyPrice: 'A range is written with “ - ”, like “$24.99 - $49.99”.',
  noPoints: 'None yet.',
} as const;

export const ADMIN_ACCESS = {
  title: 'Access Denied',
  signedOut: 'Please sign in with an admin account to manage the site.',
  notAdmin: 'Your account does not have access to the admin area. Sign in with an admin account.',
  checkFailed: 'We could not check your sign-in, so the admin area cannot open yet.',
  loading: 'Loading the admin area',
} as const;

export const BLOG_ADMIN_TEXT = {
  title: 'Blog Management',
  newPost: 'New Post',
  search: { label: 'Search posts', placeholder: 'Search by title, excerpt or category' },
  statusFilter: 'Filter by status',
  allPosts: 'All Posts',
  published: 'Published',
  draft: 'Draft',
  empty: 'No blog posts found',
  loading: 'Loading blog posts',
  deleteTitle: 'Delete blog post',
  confirmDelete: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  loadFailed: 'Failed to fetch blog posts',
  announce: 'Announce',
  announceLabel: (title: string) => `Announce "${title}" to subscribers`,
} as const;

export const EDITOR_TEXT = {
  createTitle: 'New Blog Post',
  editTitle: 'Edit Blog Post',
  create: 'Create Post',
  update: 'Update Post',
  saving: 'Saving...',
  back: 'Back to Blog Posts',
  preview: 'Preview Post',
  imagePrompt: 'Enter image URL:',
  uploadImage: 'Upload Image',
  imageUrlButton: 'Use Image URL',
  removeImage: 'Remove Image',
  imageAlt: 'Image Description',
  imageAltHint:
    'Say what the picture shows, for readers who use a screen reader. Leave out what the title already says.',
  notFound: 'Blog post not found',
  leaveTitle: 'Leave without saving?',
  leaveMessage: 'Your changes to this post have not been saved and will be lost.',
  leave: 'Leave',
  stay: 'Keep Editing',
} as const;

export const INBOX_TEXT = {
  title: 'Contact Submissions',
  total: 'Total',
  unread: 'Unread',
  search: { label: 'Search submissions', placeholder: 'Search name, email, subject or message' },
  statusFilter: 'Filter by status',
  allStatus: 'All Status',
  empty: 'No contact submissions found',
  loading: 'Loading contact submissions',
  newMessage: (name: string) => `New message from ${name}`,
  view: 'View',
  markRead: 'Mark Read',
  markReplied: 'Mark Replied',
  markAsReplied: 'Mark as Replied',
  replyViaEmail: 'Reply via Email',
  noticeFailed: (error: string) => `The email notice of this message could not be delivered: ${error}`,
  noticeFailedTag: 'Email notice not delivered',
  liveOn: 'Live: new messages appear here as they arrive.',
  offline:
    'Live updates are paused: no connection to the live service. Showing the latest list; live updates resume by themselves when the connection is back.',
  liveFailed: 'Live updates are unavailable right now, so this list will not refresh by itself.',
  retry: 'Try live updates again',
  loadFailed: 'Could not load the contact submissions.',
  loadOlder: 'Load older messages',
  /** Under a list that holds only the newest messages: search and the filter look through those. */
  showingNewest: (shown: number, total: number | undefined) =>
    total === undefined
      ? `Showing the newest ${shown} messages; search and the status filter look through these.`
      : `Showing the newest ${shown} of ${total} messages; search and the status filter look through these.`,
} as const;

export const CONTACT_STATUS_LABEL = { unread: 'Unread', read: 'Read', replied: 'Replied' } as const;

export const SUBSCRIBERS_TEXT = {
  search: { label: 'Search subscribers', placeholder: 'Search name or email' },
  statusFilter: 'Filter by status',
  loadFailed: 'Could not load the subscribers',
  loading: 'Loading subscribers',
  empty: 'No subscribers found',
} as const;

export const SUBSCRIBER_STATUS_LABEL: Record<NewsletterStatus, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

export const NEWSLETTER_TEXT = {
  title: 'Newsletter',
  composer: 'Compose',
  subject: 'Subject',
  body: 'Message',
  bodyHelp: `Markdown, as in articles. Write ${FIRST_NAME_PLACEHOLDER} where each reader's first name should go ("${FIRST_NAME_FALLBACK}" when it is not known). Each email ends with the reader's own unsubscribe link.`,
  announceLoading: 'Filling in the post…',
  announceFailed: 'Could not load the post to announce.',
  readArticle: (title: string) => `Read "${title}"`,
  greeting: `Hi ${FIRST_NAME_PLACEHOLDER},`,
  sendTest: 'Send test to me',
  testSentTitle: 'Test sent',
  testSent: (to: string) => `A test email is on its way to ${to}.`,
  testFailed: 'Could not send the test',
  send: (count: number) => `Send to ${count} confirmed ${count === 1 ? 'subscriber' : 'subscribers'}`,
  confirmTitle: 'Send this newsletter?',
  confirmBody: (count: number, subject: string) =>
    `"${subject}" will be emailed to ${count} confirmed ${count === 1 ? 'subscriber' : 'subscribers'}. This cannot be undone.`,
  confirmOk: 'Send now',
  sending: (sent: number, total: number) => `Sending: ${sent} of ${total}`,
  sentTitle: 'Newsletter sent',
  sent: (sent: number) => `Sent to ${sent} ${sent === 1 ? 'subscriber' : 'subscribers'}.`,
  /** Beside the sent count once the mail server has given some up: "3 failed (2 bounced)". */
  failures: (failed: number, bounced: number) => `${failed} failed${bounced > 0 ? ` (${bounced} bounced)` : ''}`,
  failuresHelp:
    'Emails the mail server could not deliver, even after retrying. A bounced address was refused for good: its subscriber is marked Bounced and is not mailed again.',
  sendFailedTitle: 'The send stopped',
  sendFailed: (detail: string) =>
    `${detail} No one is emailed twice: press Send again, or Resume in the history, to carry on.`,
  history: 'Past sends',
  resume: 'Resume',
  loadFailed: 'Could not load the past sends',
  loading: 'Loading past sends',
  empty: 'No newsletter sent yet',
} as const;

export const ISSUE_STATUS_LABEL: Record<NewsletterIssueStatus, string> = {
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Stopped',
};

/** Where an affiliate click came from, as the owner reads it; an unknown source shows as stored. */
export const AFFILIATE_SOURCE_LABEL: Record<string, string> = {
  'app-reviews-page': 'App Reviews page',
  'resources-page': 'Resources page',
  article: 'Articles',
};
