import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BiodataInvocation, BiodataLinkBody } from '../../../contract/biodata.js';
import {
  createBiodataLink,
  listBiodataLinks,
  ownBiodata,
  ownBiodataPdf,
  profileBiodataPdf,
  revokeBiodataLink,
  sharedBiodata,
  sharedBiodataPdf,
} from '../../../contract/endpoints/biodata.js';
import type { Language } from '../../../contract/limits.js';
import { addressOf, call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

export interface BiodataChoice {
  language: Language;
  invocation: BiodataInvocation | '';
}

/** The invocation line a new biodata starts with; the member may change it or leave it out. */
export const FIRST_INVOCATION: BiodataInvocation = 'ganesha';

export const ownBiodataQuery = (choice: BiodataChoice) =>
  queryOptions({
    queryKey: memberKeys.biodata(choice.language, choice.invocation),
    queryFn: async ({ signal }) => (await call(ownBiodata, { query: choice }, { signal })).data,
  });

/** The member's own biodata as words, in the language and with the invocation chosen. */
export function useOwnBiodata(choice: BiodataChoice) {
  return useQuery({ ...ownBiodataQuery(choice), placeholderData: (previous) => previous });
}

/** The PDF's address: a plain link, opened in the member's session (its cookie), works without the script too. */
export const ownBiodataPdfAddress = (choice: BiodataChoice) =>
  addressOf(ownBiodataPdf, { query: { language: choice.language, invocation: choice.invocation || undefined } });

export const profileBiodataPdfAddress = (id: string, language: Language) =>
  addressOf(profileBiodataPdf, { params: { id }, query: { language } });

export const sharedBiodataPdfAddress = (token: string) => addressOf(sharedBiodataPdf, { params: { token } });

export function useBiodataLinks() {
  return useQuery({
    queryKey: memberKeys.biodataLinks(),
    queryFn: async ({ signal }) => (await call(listBiodataLinks, {}, { signal })).data,
  });
}

export function useCreateBiodataLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BiodataLinkBody) => (await call(createBiodataLink, { body })).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: memberKeys.biodataLinks() }),
  });
}

export function useRevokeBiodataLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await call(revokeBiodataLink, { params: { id } })).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: memberKeys.biodataLinks() }),
  });
}

export const sharedBiodataQuery = (token: string) =>
  queryOptions({
    queryKey: memberKeys.sharedBiodata(token),
    queryFn: async ({ signal }) => (await call(sharedBiodata, { params: { token } }, { signal })).data,
    retry: false,
  });
