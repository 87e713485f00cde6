import type { z } from 'zod';
import type { ChangePasswordBody, RegistrationBody, UserLoginBody } from '../../../contract/accounts.js';
import type { paymentResponse } from '../../../contract/payments.js';
import type { UpdateUserBody } from '../../../contract/profile.js';
import type { UserRecord } from '../../../contract/users.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

export function login(body: UserLoginBody) {
  return api<Envelope<{ token: string; message: string }>>('/user/login', { body, auth: 'none' });
}

export function register(body: RegistrationBody) {
  return api<Envelope<{ token?: string; id?: string; message: string }>>('/user/create', { body, auth: 'none' });
}

export type Payment = z.infer<typeof paymentResponse>['data'];

export function makePayment() {
  return api<Envelope<Payment>>('/user/makePayment', { body: {} });
}

export function updateUser(body: UpdateUserBody) {
  return api<Envelope<UserRecord & { message: string }>>('/user/updateUser', { body });
}

export function changePassword(body: ChangePasswordBody) {
  return api<Envelope<{ message: string }>>('/user/changePassword', { body });
}

export function deleteAccount() {
  return api<Envelope<{ message: string }>>('/user/deleteUserProfile', { body: {} });
}
