import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@/domain/schemas';
import { apiRequest } from '@/lib/api-client';
import { startedOnReferrer } from '@/lib/started-on';

/** POST /api/contact. Only the OK status matters (the answer's body is not read); nothing cached lists these messages. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (input: ContactInput) => {
      // An empty honeypot is not sent at all, so only a bot's filled one reaches the server.
      const { website, ...message } = input;
      await apiRequest('POST', '/api/contact', website ? input : message, { referrer: startedOnReferrer() });
    },
  });
}
