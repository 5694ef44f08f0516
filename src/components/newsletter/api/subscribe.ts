import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsletterInput } from '@/domain/schemas';
import type { NewsletterSubscribeResult } from '@/domain/types';
import { apiRequest } from '@/lib/api-client';
import { startedOnReferrer } from '@/lib/started-on';
import { SUBSCRIBERS_PATH } from '@/domain/subscribers';
import { keyIsUnder } from '@/lib/api-queries';

/** The API takes `{firstName, email}`: an empty honeypot is left out, as the contact form does. */
export async function subscribe(input: NewsletterInput): Promise<NewsletterSubscribeResult> {
  const { website, ...signup } = input;
  const response = await apiRequest('POST', '/api/newsletter/subscribe', website ? input : signup, {
    referrer: startedOnReferrer(),
  });
  return (await response.json()) as NewsletterSubscribeResult;
}

/**
 * The answer is read as JSON and newsletter data is refreshed on success. The only
 * newsletter data this app reads is the owner's subscriber list and counts (an owner trying the form sees them).
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: ({ queryKey }) => keyIsUnder(queryKey, SUBSCRIBERS_PATH) }),
  });
}
