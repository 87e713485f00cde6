import type { RouteObject } from 'react-router';
import { adminRoutes } from './admin/routes.js';
import { memberRoutes } from './member/routes.js';

/** Every page of the app: rendered by the server (entry-server.tsx), then routed in the browser. */
export const routes: RouteObject[] = [...adminRoutes, ...memberRoutes];
