/** Every member query sits under one root, so ending a session can drop them all at once. */
export const MEMBER_QUERY_ROOT = ['member'] as const;

export const memberKeys = {
  userInfo: () => [...MEMBER_QUERY_ROOT, 'user-info'] as const,
  profiles: () => [...MEMBER_QUERY_ROOT, 'profiles'] as const,
  profilePage: (filter: object, gender: string | null) => [...MEMBER_QUERY_ROOT, 'profiles', filter, gender] as const,
  signIns: () => [...MEMBER_QUERY_ROOT, 'sign-ins'] as const,
  receipts: () => [...MEMBER_QUERY_ROOT, 'receipts'] as const,
  publicConfig: () => ['public-config'] as const,
};
