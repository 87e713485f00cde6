import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's cache for a page rendered at build time, one per render (a shared one writes each
 * style only into the first render that used it). It leaves out the vendor prefixes emotion adds
 * in the browser (`display:-webkit-box` and the like), a fifth of the page's styles that every
 * browser able to run the app ignores. The class names do not change: emotion names a style by
 * its source, so the app, when it takes the page over, finds each one already in place.
 */
export function staticStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}
