import { endpoint } from '../endpoint.js';

const health = () => import('../health.js');

/** The process answers and its database does (liveness and monitoring). */
export const checkHealth = endpoint({
  method: 'GET',
  path: '/health',
  side: 'open',
  errors: [503],
  schemas: async () => ({ answer: (await health()).healthResponse }),
});

/** As checkHealth, and the process is not shutting down (load balancers). */
export const checkReadiness = endpoint({
  method: 'GET',
  path: '/health/ready',
  side: 'open',
  errors: [503],
  schemas: async () => ({ answer: (await health()).healthResponse }),
});
