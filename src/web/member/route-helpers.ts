import type { ComponentType } from 'react';
import { redirect, type ActionFunction } from 'react-router';
import i18n from '../lib/i18n.js';
import { paths } from '../lib/paths.js';
import { isSignedIn } from './session/session-store.js';

type Namespace =
  | 'member'
  | 'landing'
  | 'uploads'
  | 'password-reset'
  | 'standing'
  | 'legal'
  | 'law'
  | 'profile'
  | 'payments'
  | 'privacy'
  | 'verification'
  | 'biodata';

/**
 * A route's `lazy`: the page's code and its texts load together, in parallel, so the page
 * never flashes a spinner for its translations after its code arrived.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, namespaces: Namespace[] = ['member']) {
  return async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
}

/** A lazy page whose route also answers its forms posted before the script (`action`). */
export function lazyPageWithAction<M, A>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  loadAction: () => Promise<A>,
  pickAction: (module: A) => ActionFunction,
  namespaces: Namespace[] = ['member'],
) {
  // The action's code loads when a form is posted to it: in the browser with the app's script
  // that is never (the forms send themselves), so the page does not wait for it.
  const action: ActionFunction = async (args) => pickAction(await loadAction())(args);
  return async () => ({ ...(await lazyPage(load, pick, namespaces)()), action });
}

/** SPEC section 2: every route but the public ones needs the member signed in; else /auth. */
export function requireToken() {
  return isSignedIn() ? null : redirect(paths.auth);
}
