import { queryOptions } from '@tanstack/react-query';
import type { NotificationKind } from '../../../contract/notifications.js';
import type { MailSettingBody, MemberSettings, PrivacySettingsBody } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

export const settingsQuery = queryOptions({
  queryKey: ['member', 'settings'],
  queryFn: ({ signal }) => api<Envelope<MemberSettings>>('/user/settings', { signal }).then((a) => a.data),
});

export function choosePrivacy(body: PrivacySettingsBody) {
  return api<Envelope<MemberSettings>>('/user/settings/privacy', { body }).then((a) => a.data);
}

export function choosePaused(paused: boolean) {
  return api<Envelope<MemberSettings>>('/user/settings/pause', { body: { paused } }).then((a) => a.data);
}

export function chooseMail(kind: NotificationKind, enabled: boolean) {
  return api<Envelope<MemberSettings>>('/user/settings/mail', { body: { kind, enabled } satisfies MailSettingBody }).then((a) => a.data);
}
