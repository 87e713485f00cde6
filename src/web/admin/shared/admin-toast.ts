import type { VariantType } from 'notistack';
import { ADMIN_TOAST_MS } from '../../../contract/limits.js';
import { showToast } from '../../ui/toasts.js';

/** Admin toasts sit top right and close quickly (SPEC section 8), unlike the member side's. */
export function showAdminToast(message: string, variant: VariantType = 'success'): void {
  showToast(message, {
    variant,
    anchorOrigin: { vertical: 'top', horizontal: 'right' },
    autoHideDuration: ADMIN_TOAST_MS,
  });
}
