import { useEffect, useState } from 'react';
import { LISTING_DELAY_MS } from '../../../contract/limits.js';

/** SPEC section 4: listing queries are held back for a moment after the home screen opens. */
export function useListingDelay(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), LISTING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
