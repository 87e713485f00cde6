import type { ChangeForgotPasswordBody, CheckEmailBody, VerifyOtpBody } from '../../../contract/password-reset.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

type MessageAnswer = Envelope<{ message?: string }>;

export function checkEmail(body: CheckEmailBody) {
  return api<MessageAnswer>('/user/checkEmail', { body, auth: 'none' });
}

export function verifyOtp(body: VerifyOtpBody) {
  return api<MessageAnswer>('/user/verifyOtp', { body, auth: 'none' });
}

export function changeForgotPassword(body: ChangeForgotPasswordBody) {
  return api<MessageAnswer>('/user/changeForgotPassword', { body, auth: 'none' });
}
