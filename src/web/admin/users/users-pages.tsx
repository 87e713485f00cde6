import { useTranslation } from 'react-i18next';
import { UsersScreen } from './users-screen.js';

/** /admin/userList: members already approved, labelled All Users (SPEC section 2). */
export function ActiveUsersPage() {
  const { t } = useTranslation('admin');
  return <UsersScreen status="ACTIVE" title={t('nav.allUsers')} />;
}
