import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsletterInput } from '@/domain/schemas';
import { apiRequest } from '@/lib/api-client';

export interface SubscribeResult {
  message: string;
  alreadySubscribed: boolean;
}

export const NEWSLETTER_QUERY_KEY = ['/api/newsletter'] as const;

export async function subscribe(input: NewsletterInput): Promise<SubscribeResult> {
  const response = await apiRequest('POST', '/api/newsletter/subscribe', input);
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
