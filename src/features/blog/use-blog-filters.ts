import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ALL_CATEGORIES } from '@/domain/constants';
import { blogFiltersOf } from '@/domain/blog';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The blog filters live in the URL (?search=&category=) so a filtered list can
 * be shared and back/forward restore it. The search box keeps its own draft
 * and writes the URL once typing pauses.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const { search, category } = blogFiltersOf(params);

  const [draft, setDraft] = useState(search);
  // The search this hook last wrote to the URL. The write lands a moment later, and the reader
  // may have typed on meanwhile: that arrival must not put the older text back in the box.
  const [written, setWritten] = useState<string | null>(null);
  // Back/forward (or a link) changed the URL: show its search in the box. Adjusting
  // state during render is React's documented alternative to an effect here.
  const [syncedSearch, setSyncedSearch] = useState(search);
  if (syncedSearch !== search) {
    setSyncedSearch(search);
    if (search !== written) setDraft(search);
  }

  useEffect(() => {
    if (draft === search) return;
    const timer = window.setTimeout(() => {
      setWritten(draft.trim() ? draft : '');
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (draft.trim()) next.set('search', draft);
          else next.delete('search');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, search, setParams]);

  const setCategory = (value: string) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === ALL_CATEGORIES) next.delete('category');
      else next.set('category', value);
      // A pending search draft goes along, so choosing a chip never drops what was typed.
      if (draft.trim()) next.set('search', draft);
      else next.delete('search');
      return next;
    });
  };

  return { search, category, draft, setDraft, setCategory };
}
