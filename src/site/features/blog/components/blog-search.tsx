import { Flex } from '@/components/ui/flex';
import { ALL_CATEGORIES, BLOG_FILTER_CATEGORIES } from '@/domain/constants';
import { blogFiltersQuery } from '@/domain/blog';
import { ROUTES } from '@/domain/routes';
import { buttonClass } from '@/components/ui/plain-button';
import { SearchInput } from '@/components/ui/search-input';
import { SiteLink } from '@/components/ui/site-link';
import { useBlogFilters } from '../use-blog-filters';

const CHIPS = [ALL_CATEGORIES, ...BLOG_FILTER_CATEGORIES] as const;

function chipLabel(value: string): string {
  return value === ALL_CATEGORIES ? 'All' : value;
}

/**
 * The blog list's search and category chips: plain HTML first, the search a GET form and the chips
 * links to their query, which the server renders, so both work before and without scripts. Once
 * live, the search follows typing and the site's navigation shows the results in place: the router
 * in the app, the results' frame on a page with islands (src/lib/page-frame.ts). An island
 * (src/components/island.tsx) without props: it reads the filters from the address.
 */
export function BlogSearch() {
  const { category, draft, setDraft, submitSearch, cancelPausedWrite } = useBlogFilters();
  return (
    <search style={{ display: 'block', marginBottom: 24 }}>
      <Flex vertical gap={16} align="center">
        <form
          method="get"
          action={ROUTES.blog}
          style={{ display: 'contents' }}
          onSubmit={(event) => {
            event.preventDefault();
            submitSearch();
          }}
        >
          <label htmlFor="blog-search" className="fm-visually-hidden">
            Search articles
          </label>
          {category !== ALL_CATEGORIES && <input type="hidden" name="category" value={category} />}
          <SearchInput
            id="blog-search"
            name="search"
            placeholder="Search articles..."
            submitLabel="Search"
            value={draft}
            onValueChange={setDraft}
            style={{ maxWidth: 560 }}
          />
        </form>
        <Flex wrap gap={8} justify="center" role="group" aria-label="Filter by category">
          {CHIPS.map((chip) => {
            const active = chip === category;
            return (
              <SiteLink
                key={chip}
                // What is typed but not yet searched goes along, so a chip never drops it.
                to={`${ROUTES.blog}${blogFiltersQuery({ search: draft, category: chip })}`}
                onClick={cancelPausedWrite}
                className={buttonClass({ shape: 'round', type: active ? 'primary' : 'default' })}
                aria-current={active ? 'true' : undefined}
              >
                {chipLabel(chip)}
              </SiteLink>
            );
          })}
        </Flex>
      </Flex>
    </search>
  );
}
