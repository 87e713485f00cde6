import { endpoint } from '../endpoint.js';

const grievances = () => import('../grievances.js');

/** A complaint to the grievance officer, open to anyone; a signed-in member's stays with their account. */
export const fileGrievance = endpoint({
  method: 'POST',
  path: '/grievance',
  side: 'open',
  errors: [400, 429],
  schemas: async () => {
    const { grievanceBody, grievanceFiledResponse } = await grievances();
    return { body: grievanceBody, answer: grievanceFiledResponse, status: 201 as const };
  },
});

/** Grievances, open ones first by due date, or those of one status. */
export const listGrievances = endpoint({
  method: 'POST',
  path: '/admin/grievances',
  side: 'admin',
  errors: [400, 401],
  schemas: async () => {
    const { adminGrievancesBody, adminGrievancesResponse } = await grievances();
    return { body: adminGrievancesBody, answer: adminGrievancesResponse };
  },
});

/** Moves a grievance on: in progress, resolved or rejected. */
export const updateGrievance = endpoint({
  method: 'POST',
  path: '/admin/grievance/update',
  side: 'admin',
  errors: [400, 401, 404, 409],
  schemas: async () => {
    const { adminGrievanceUpdateBody, adminGrievanceResponse } = await grievances();
    return { body: adminGrievanceUpdateBody, answer: adminGrievanceResponse };
  },
});
