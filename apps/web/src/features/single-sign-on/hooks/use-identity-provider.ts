import type { SaveIdentityProviderRequest } from '@casekeeper/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetAuthorityIdentityProviderQuery,
  useGetPlatformIdentityProviderQuery,
  useRemoveAuthorityIdentityProviderMutation,
  useRemovePlatformIdentityProviderMutation,
  useSaveAuthorityIdentityProviderMutation,
  useSavePlatformIdentityProviderMutation,
} from '../api/identity-provider-api';

/** Whose provider a page shows: an authority's, or the platform's own (for platform admins). */
export type ProviderOwner = { authorityId: number } | 'platform';

/** The provider of `owner`: its read, and its save and removal (each answering the provider as it now is). */
export function useIdentityProvider(owner: ProviderOwner) {
  const params = owner === 'platform' ? null : { authorityId: owner.authorityId };
  const forAuthority = useGetAuthorityIdentityProviderQuery(params ? { params } : skipToken);
  const forPlatform = useGetPlatformIdentityProviderQuery(params ? skipToken : undefined);
  const [saveForAuthority] = useSaveAuthorityIdentityProviderMutation();
  const [saveForPlatform] = useSavePlatformIdentityProviderMutation();
  const [removeForAuthority] = useRemoveAuthorityIdentityProviderMutation();
  const [removeForPlatform] = useRemovePlatformIdentityProviderMutation();

  const save = (body: SaveIdentityProviderRequest) =>
    (params ? saveForAuthority({ params, body }) : saveForPlatform({ body })).unwrap();
  const remove = () => (params ? removeForAuthority({ params }) : removeForPlatform()).unwrap();

  return { read: params ? forAuthority : forPlatform, save, remove };
}
