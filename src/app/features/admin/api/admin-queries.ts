// The admin screens' writes over the /api/admin calls; their reads are
// defined with every other in src/lib/api-queries.
import { PUBLIC_READS } from '@/domain/public-reads';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BlogPostInput, NewsletterDraftInput } from '@/domain/schemas';
import type { BlogPost, ContactStatus, ContactSubmission, ImageUploadResult, NewsletterIssue } from '@/domain/types';
import { ApiError, apiRequest } from '@/lib/api-client';
import { adminQueries, keyIsUnder } from '@/lib/api-queries';
import { useNotify } from '@/components/ui/toast/notify';
import { ADMIN_TOAST, CATALOG_TEXT, NEWSLETTER_TEXT } from '../admin-text';

/**
 * After a post changes: the admin list, that post, and every public read of posts. Not awaited
 * by the mutations: TanStack Query waits for a promise returned from onSettled before the save
 * resolves, so the editor would hold the owner (and its 'saved' toast would run out) while the
 * refetches cross the network; the lists refetch when they are shown.
 */
function refreshPosts(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      keyIsUnder(queryKey, '/api/admin/blog-posts') ||
      keyIsUnder(queryKey, '/api/blog-posts') ||
      keyIsUnder(queryKey, PUBLIC_READS.blogList.path),
  });
}

/** The server's words when it sent some (a 409 on the slug, a 415 on an image), else the error's. */
export function errorDetail(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/admin/blog-posts/${encodeURIComponent(id)}`),
    onSuccess: () => notify.success(ADMIN_TOAST.successTitle, ADMIN_TOAST.postDeleted),
    onError: () => notify.error(ADMIN_TOAST.errorTitle, ADMIN_TOAST.deleteFailed),
    onSettled: () => refreshPosts(queryClient),
  });
}

/** Create (no id) or update; field errors are left to the form, the toasts are the spec's. */
export function useSavePost(id: string | undefined) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (input: BlogPostInput): Promise<BlogPost> => {
      const response = id
        ? await apiRequest('PUT', `/api/admin/blog-posts/${encodeURIComponent(id)}`, input)
        : await apiRequest('POST', '/api/admin/blog-posts', input);
      return (await response.json()) as BlogPost;
    },
    onSuccess: () => notify.success(ADMIN_TOAST.successTitle, id ? ADMIN_TOAST.postUpdated : ADMIN_TOAST.postCreated),
    onError: () => notify.error(ADMIN_TOAST.errorTitle, id ? ADMIN_TOAST.updateFailed : ADMIN_TOAST.createFailed),
    onSettled: () => refreshPosts(queryClient),
  });
}

/** The editable public lists, by their path under /api/admin (and /api for the public read). */
export type CatalogKind = keyof typeof CATALOG_TEXT;

/** After an item changes: the admin list, the public list (the pages that show it) and members' saved lists. */
function refreshCatalog(queryClient: QueryClient, kind: CatalogKind): void {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      keyIsUnder(queryKey, `/api/admin/${kind}`) ||
      keyIsUnder(queryKey, `/api/${kind}`) ||
      keyIsUnder(queryKey, '/api/favorites'),
  });
}

/** Create (no id) or update an app review, resource or testimonial; field errors are left to the form. */
export function useSaveCatalogItem<Input, Item>(kind: CatalogKind, id: string | undefined) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const text = CATALOG_TEXT[kind];
  return useMutation({
    mutationFn: async (input: Input): Promise<Item> => {
      const response = id
        ? await apiRequest('PUT', `/api/admin/${kind}/${encodeURIComponent(id)}`, input)
        : await apiRequest('POST', `/api/admin/${kind}`, input);
      return (await response.json()) as Item;
    },
    onSuccess: () => notify.success(ADMIN_TOAST.successTitle, id ? text.updated : text.created),
    onError: () => notify.error(ADMIN_TOAST.errorTitle, id ? text.updateFailed : text.createFailed),
    onSettled: () => refreshCatalog(queryClient, kind),
  });
}

export function useDeleteCatalogItem(kind: CatalogKind) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const text = CATALOG_TEXT[kind];
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/admin/${kind}/${encodeURIComponent(id)}`),
    onSuccess: () => notify.success(ADMIN_TOAST.successTitle, text.deleted),
    onError: () => notify.error(ADMIN_TOAST.errorTitle, text.deleteFailed),
    onSettled: () => refreshCatalog(queryClient, kind),
  });
}

/** The toasts of an image made on the server, from a file or from a URL. */
function useImageToasts() {
  const notify = useNotify();
  return {
    onSuccess: () => notify.success(ADMIN_TOAST.successTitle, ADMIN_TOAST.imageUploaded),
    onError: () => notify.error(ADMIN_TOAST.errorTitle, ADMIN_TOAST.uploadFailed),
  };
}

/** POST /api/upload-image with a file: the server stores it and makes its variants. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File): Promise<ImageUploadResult> => {
      const form = new FormData();
      form.append('image', file);
      const response = await apiRequest('POST', '/api/upload-image', form);
      return (await response.json()) as ImageUploadResult;
    },
    ...useImageToasts(),
  });
}

/**
 * POST /api/upload-image with `{ url }` (a site path or https address): the server fetches the
 * picture and makes its variants; its answer's `imageUrl` is the URL given.
 */
export function useImageFromUrl() {
  return useMutation({
    mutationFn: async (url: string): Promise<ImageUploadResult> => {
      const response = await apiRequest('POST', '/api/upload-image', { url });
      return (await response.json()) as ImageUploadResult;
    },
    ...useImageToasts(),
  });
}

/**
 * PUT .../status. The live inbox shows the change by itself; the API list (the fallback when the
 * listener is down) is refreshed. `quiet` skips the success toast (opening a message marks it read).
 */
export function useUpdateSubmissionStatus() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ContactStatus; quiet?: boolean }) => {
      const response = await apiRequest('PUT', `/api/admin/contact-submissions/${encodeURIComponent(id)}/status`, {
        status,
      });
      return (await response.json()) as ContactSubmission;
    },
    onSuccess: (_updated, { quiet }) => {
      if (!quiet) notify.success(ADMIN_TOAST.successTitle, ADMIN_TOAST.statusUpdated);
    },
    onError: () => notify.error(ADMIN_TOAST.errorTitle, ADMIN_TOAST.statusFailed),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries(adminQueries.contactSubmissions()),
        queryClient.invalidateQueries(adminQueries.inboxCounts()),
      ]),
  });
}

/** 'Send test to me': the server sends it to the signed-in owner's own address, and says which. */
export function useSendTestNewsletter() {
  const notify = useNotify();
  return useMutation({
    mutationFn: async (draft: NewsletterDraftInput): Promise<{ to: string }> =>
      (await (await apiRequest('POST', '/api/admin/newsletter/test', draft)).json()) as { to: string },
    onSuccess: ({ to }) => notify.success(NEWSLETTER_TEXT.testSentTitle, NEWSLETTER_TEXT.testSent(to)),
    onError: (error) => notify.error(NEWSLETTER_TEXT.testFailed, errorDetail(error)),
  });
}

/** A send to start (its id and words), or one to carry on (its id alone). */
export interface NewsletterSendRequest {
  issueId: string;
  draft?: NewsletterDraftInput;
}

const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

/**
 * Starts or resumes a send and asks for the next part until it is done, telling each step's
 * progress. A failure past the server (a timeout, a lost connection) is tried again from the
 * start: the send's id makes that the same send, carried on where it stopped.
 */
export function useSendNewsletter(onProgress: (issue: NewsletterIssue) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ issueId, draft }: NewsletterSendRequest): Promise<NewsletterIssue> => {
      const resume = async () =>
        (await (
          await apiRequest('POST', `/api/admin/newsletter/issues/${encodeURIComponent(issueId)}/resume`)
        ).json()) as NewsletterIssue;
      let issue = draft
        ? ((await (
            await apiRequest('POST', '/api/admin/newsletter/issues', { issueId, ...draft })
          ).json()) as NewsletterIssue)
        : await resume();
      onProgress(issue);
      // The history lists it while it goes out.
      void queryClient.invalidateQueries(adminQueries.newsletterIssues());
      while (issue.status === 'sending') {
        issue = await resume();
        onProgress(issue);
      }
      return issue;
    },
    retry: (failures, error) => failures < 3 && !isRefusal(error),
    onSettled: () => queryClient.invalidateQueries(adminQueries.newsletterIssues()),
  });
}
