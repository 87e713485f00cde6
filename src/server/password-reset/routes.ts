import type { AppDeps } from '../app.js';
import type { ZodApp } from '../http/types.js';

export async function passwordResetRoutes(_app: ZodApp, _deps: AppDeps) {}
