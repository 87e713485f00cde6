import { useEffect } from 'react';
import { ADMIN_IDLE_MINUTES } from '../../../contract/limits.js';
import { endAdminSession } from './end-admin-session.js';

const IDLE_MS = ADMIN_IDLE_MINUTES * 60_000;
const CHECK_EVERY_MS = 15_000;

/** When the admin last reached the server: each call keeps the server's session alive too. */
let lastActivity = Date.now();

export function noteAdminActivity(): void {
  lastActivity = Date.now();
}

/**
 * The server ends an admin session after ADMIN_IDLE_MINUTES without a call; the screen follows
 * at the same moment, so a back-office left open on a desk does not keep showing members'
 * documents until someone touches it.
 */
export function useIdleSignOut(): void {
  useEffect(() => {
    noteAdminActivity();
    const timer = setInterval(() => {
      if (Date.now() - lastActivity >= IDLE_MS) endAdminSession('idle');
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
}
