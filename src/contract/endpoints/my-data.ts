import { endpoint } from '../endpoint.js';

const myData = () => import('../my-data.js');

/**
 * "Download my data": a zip of everything held about the member. Its bytes are no JSON answer;
 * the schema under 200 only describes them in the API's document.
 */
export const downloadMyData = endpoint({
  method: 'GET',
  path: '/user/myData',
  side: 'member',
  errors: [401, 429],
  schemas: async () => ({ otherAnswers: { 200: (await myData()).myDataZip } }),
});
