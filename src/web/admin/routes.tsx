import type { RouteObject } from 'react-router';

/** Admin routes under /admin (SPEC section 2, admin side); loaded lazily, apart from member code. */
export const adminRoutes: RouteObject[] = [];
