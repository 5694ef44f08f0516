import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { affiliateLinksOf, type MarkdownLinks } from '@/domain/markdown';
import { publicQueries } from '@/lib/api-queries';

/**
 * The affiliate addresses the server marks sponsored (every app's and resource's affiliateUrl),
 * from the public lists, so the preview's links read as the article's will. Until they load, or if
 * they cannot, links show unmarked: the preview is never held up for them.
 */
export function useAffiliateLinks(): MarkdownLinks {
  const apps = useQuery(publicQueries.appReviews());
  const resources = useQuery(publicQueries.resources());
  return useMemo(
    () => affiliateLinksOf([...(apps.data ?? []), ...(resources.data ?? [])]),
    [apps.data, resources.data],
  );
}
