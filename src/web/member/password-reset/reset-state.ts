/** What each forgot-password step hands to the next through the router's location state. */
export interface ResetState {
  email?: string;
  otp?: string;
}

export function readResetState(state: unknown): ResetState {
  if (!state || typeof state !== 'object') return {};
  const { email, otp } = state as Record<string, unknown>;
  return {
    email: typeof email === 'string' ? email : undefined,
    otp: typeof otp === 'string' ? otp : undefined,
  };
}
