/**
 * What each forgot-password step hands to the next through the router's location state: in
 * memory only, so the reset token never lands in storage, the address bar or history.
 */
export interface ResetState {
  email?: string;
  /** The single-use token a verified OTP answered; the new password is set with it. */
  resetToken?: string;
}

export function readResetState(state: unknown): ResetState {
  if (!state || typeof state !== 'object') return {};
  const { email, resetToken } = state as Record<string, unknown>;
  return {
    email: typeof email === 'string' ? email : undefined,
    resetToken: typeof resetToken === 'string' ? resetToken : undefined,
  };
}
