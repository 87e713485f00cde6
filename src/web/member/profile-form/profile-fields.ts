import type { Control } from 'react-hook-form';
import type { UserDetails, UserDetailsInput } from '../../../contract/profile.js';

/** The profile form's control, as every section receives it. */
export type ProfileControl = Control<UserDetailsInput, unknown, UserDetails>;
