import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsletterInput } from '@/domain/schemas';
import { apiRequest } from '@/lib/api-client';

export interface SubscribeResult {
  message: string;
  alreadySubscribed: boolean;
}

export const NEWSLETTER_QUERY_KEY = ['/api/newsletter'] as const;

/** Spec section 7 sends `{firstName, email}`: an empty honeypot is left out, as the contact form does. */
export async function subscribe(input: NewsletterInput): Promise<SubscribeResult> {
  const { website, ...signup } = input;
  const response = await apiRequest('POST', '/api/newsletter/subscribe', website ? input : signup);
  return (await response.json()) as SubscribeResult;
}

/** Spec section 7: the answer is read as JSON and newsletter data is refreshed on success. */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEWSLETTER_QUERY_KEY }),
  });
}
