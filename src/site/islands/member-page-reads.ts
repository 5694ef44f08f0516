// A member's save keeps the item's page and reads for offline reading (src/lib/favorites/saved-offline.ts),
// which asks the page modules what a page reads: the app installs them as it starts, and the islands
// runtime loads this on a device that has signed in. Not for every reader: the page modules match
// URLs with the router's code.
import { installPublicPageReads } from '@/site/public-pages';

installPublicPageReads();
