import { useEffect, useState } from 'react';
import { LISTING_DELAY_MS } from '../../../contract/limits.js';

/** Whether a home screen has opened since the page loaded: the first one counts its delay from the load. */
let openedSinceLoad = false;

/**
 * SPEC section 4: listing queries are held back until about a second after load. The home screen
 * the page opens on waits until a second after the page's load began (its first page of cards
 * came drawn by the server, so only a read it makes itself waits); one opened later waits a
 * second from then.
 */
export function useListingDelay(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const wait = openedSinceLoad ? LISTING_DELAY_MS : Math.max(0, LISTING_DELAY_MS - performance.now());
    openedSinceLoad = true;
    const timer = setTimeout(() => setReady(true), wait);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
