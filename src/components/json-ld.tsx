import { serializeJsonLd } from '@/domain/structured-data/serialize';

/**
 * A schema.org block. `application/ld+json` is data, never run, so the Content-Security-Policy
 * needs no hash for it; serializeJsonLd keeps the content from closing the tag.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
