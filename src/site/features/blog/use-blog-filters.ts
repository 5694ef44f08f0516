import { useCallback, useEffect, useRef, useState } from 'react';
import { blogPageOf, blogPageQuery } from '@/domain/blog';
import { ROUTES } from '@/domain/routes';
import { useSiteNavigation } from '@/lib/site-navigation';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The blog filters and page live in the URL (?search=&category=&after=) so a filtered list can
 * be shared and back/forward restore it. The search box keeps its own draft
 * and writes the URL once typing pauses, or at once when its form is sent (Enter).
 * The category chips are links to their query (blogFiltersQuery). The site's navigation moves to
 * it in place: the router in the app, the results' frame on a page with islands (src/lib/page-frame.ts).
 */
export function useBlogFilters() {
  const { location, navigate } = useSiteNavigation();
  const { search, category, after, before } = blogPageOf(new URLSearchParams(location.search));

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

  const writeSearch = useCallback(
    (value: string) => {
      setWritten(value.trim() ? value : '');
      // Another search starts on its first page, in the category shown.
      navigate(`${ROUTES.blog}${blogPageQuery({ search: value, category }, {})}`, { replace: true });
    },
    [navigate, category],
  );

  const pausedWrite = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (draft === search) return;
    const timer = window.setTimeout(() => writeSearch(draft), SEARCH_DEBOUNCE_MS);
    pausedWrite.current = timer;
    return () => window.clearTimeout(timer);
  }, [draft, search, writeSearch]);

  /**
   * A chip was pressed: its link already carries the draft, so the pause's write must not follow.
   * It would, on a busy machine: the chip's navigation had not rendered when the pause ended, and
   * the write (built from the address before the press) put the old category back.
   */
  const cancelPausedWrite = useCallback(() => window.clearTimeout(pausedWrite.current), []);

  /** The search form was sent (Enter): show its results now rather than after the pause. */
  const submitSearch = () => {
    if (draft !== search) writeSearch(draft);
  };

  return { search, category, after, before, draft, setDraft, submitSearch, cancelPausedWrite };
}
