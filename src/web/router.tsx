import { createBrowserRouter } from 'react-router';
import { adminRoutes } from './admin/routes.js';
import { memberRoutes } from './member/routes.js';

/** Member and admin routes live in their own lazily loaded chunks. */
export const router = createBrowserRouter([...adminRoutes, ...memberRoutes]);
