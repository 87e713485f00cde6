/**
 * Nothing but a place in the `framework` chunk (vite.config.ts puts it there): the entry imports
 * it to have the browser evaluate the libraries in a task of their own, before the app's code.
 */
export const librariesReady = true;
