import { ApiError } from './api.js';

/**
 * The token a call that signs in answered with. The server leaves it out only when the session
 * went into its cookie, which this app does not ask for; a missing one is a failed call.
 */
export function answeredToken(data: { token?: string }): string {
  if (!data.token) throw new ApiError(0, data, 'no token');
  return data.token;
}
