import { OTP_TTL_MINUTES } from '../../contract/limits.js';
import type { Message } from '../mail/mailer.js';

export function otpMessage(to: string, otp: string): Message {
  return {
    to,
    subject: 'Your Mali Vivah password reset code',
    text: [
      'Hello,',
      '',
      `Your code to reset your Mali Vivah password is ${otp}.`,
      `It expires in ${OTP_TTL_MINUTES} minutes.`,
      '',
      'If you did not ask to reset your password, please ignore this email: your password stays unchanged.',
      '',
      'Mali Vivah',
    ].join('\n'),
  };
}
