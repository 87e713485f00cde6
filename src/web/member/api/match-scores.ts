import { queryOptions } from '@tanstack/react-query';
import { preferencesOf } from '../../../contract/preference-keys.js';
import { scoreMatches } from '../../../contract/endpoints/profiles.js';
import type { UserRecord } from '../../../contract/users.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** The mutual match of the member with each of these profiles (a listing page's), by id. */
export const matchScoresQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: memberKeys.matchScores(ids),
    queryFn: async ({ signal }) => {
      const answer = await call(scoreMatches, { body: { ids: [...ids] } }, { signal });
      // A plain object, not a Map: the server's first page hands its reads to the browser as JSON.
      return Object.fromEntries(answer.data.scores.map((score) => [score.id, score.match]));
    },
  });

/** Whether the member chose any structured partner preference: only then do cards show a score. */
export const choosesPartners = (own: Pick<UserRecord, 'userDetails'> | undefined): boolean =>
  Object.keys(preferencesOf(own?.userDetails)).length > 0;
