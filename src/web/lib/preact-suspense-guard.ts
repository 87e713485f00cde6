import { Component } from 'preact';

/**
 * The browser build runs on Preact's React compatibility layer (vite.config.ts). Its Suspense
 * re-renders every component that suspended once the last suspension settles, and it does so even
 * for a component that was unmounted meanwhile: it gives the component back its parent element, so
 * the render queue renders it with no context and the page crashes ("Cannot read properties of
 * null"). That happens on the admin's Pending Users screen: the tabs suspend on their texts while
 * the tab switch unmounts them. React ignores updates to an unmounted component; so does this.
 *
 * The fields are Preact's own, named as its published build names them (`__z` is compat's
 * "unmounted" flag, `__P` the parent element the render queue checks). The moderation browser test
 * fails without this guard.
 */
interface PreactInternals {
  __z?: boolean;
  __P?: Element | null;
}

type ForceUpdate = (this: Component & PreactInternals, callback?: () => void) => void;
const forceUpdate = Object.getOwnPropertyDescriptor(Component.prototype, 'forceUpdate')?.value as ForceUpdate;
Component.prototype.forceUpdate = function guardedForceUpdate(this: Component & PreactInternals, callback?: () => void) {
  if (this.__z) {
    this.__P = null;
    return;
  }
  forceUpdate.call(this, callback);
};
