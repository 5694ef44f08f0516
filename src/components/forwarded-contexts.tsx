import { use, type Context, type ReactNode } from 'react';
import { NotifyContext } from '@/components/ui/toast/notify';
import { TooltipContext } from '@/components/ui/tooltip-provider';
import { FormPostContext } from '@/lib/form-post';
import { SiteUrlContext } from '@/lib/site-url';

// Contexts of different value types in one list: each is read and given back unchanged.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ForwardedContexts = readonly Context<any>[];

/**
 * What the page's providers give that a part of the page hydrated as a root of its own reads
 * (an island, src/components/island.tsx): it is
 * handed the page's very values (one toast queue, one tooltip timing, the posted form's outcome).
 * No antd theme: they draw no antd. Not the query cache: a page of islands has none until a
 * member's part needs one (src/site/islands/member-frame.tsx).
 */
export const PAGE_CONTEXTS: ForwardedContexts = [NotifyContext, TooltipContext, FormPostContext, SiteUrlContext];

/** The values of `contexts` where this is rendered (a hook: read in render). */
export function useForwardedValues(contexts: ForwardedContexts): unknown[] {
  return contexts.map((context) => use(context) as unknown);
}

/** `inner` given the values `useForwardedValues` read. */
export function withForwardedValues(
  contexts: ForwardedContexts,
  values: readonly unknown[],
  inner: ReactNode,
): ReactNode {
  return contexts.reduceRight<ReactNode>(
    (content, Forwarded, index) => <Forwarded value={values[index]}>{content}</Forwarded>,
    inner,
  );
}
