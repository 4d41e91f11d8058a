import type { EndpointData, EndpointDefinition } from '@casekeeper/contract';
import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { ApiTag } from './api';
import type { ContractBaseQuery } from './contract-base-query';
import { contractMutation, contractQuery, type CallArg, type Saved } from './contract-endpoint';

/** What `api.injectEndpoints` hands a feature to build its calls with. */
export type ApiBuilder = EndpointBuilder<ContractBaseQuery, ApiTag, 'api'>;

/** The five calls every record type has (list, add, edit, update, isactive), by its definitions. */
type RecordDefinitions = Record<'list' | 'add' | 'edit' | 'update' | 'setActive', EndpointDefinition>;

/** The id a record type's lists are cached under, for writes elsewhere that change what they show. */
export const LIST = 'LIST';

/**
 * A record type's calls for RTK Query, cached under its tag: its list and each record are read
 * once and kept; any write makes the list and the record written stale, so every view of them
 * reads again.
 */
export function recordCalls<D extends RecordDefinitions>(build: ApiBuilder, definitions: D, tag: ApiTag) {
  const listTag = { type: tag, id: LIST };
  const written = (result: Saved<{ id: number }> | undefined) =>
    result ? [listTag, { type: tag, id: result.data.id }] : [listTag];
  return {
    list: build.query<EndpointData<D['list']>, CallArg<D['list']>>({
      ...contractQuery<D['list']>(definitions.list),
      providesTags: [listTag],
    }),
    edit: build.query<EndpointData<D['edit']>, CallArg<D['edit']>>({
      ...contractQuery<D['edit']>(definitions.edit),
      providesTags: (record) => (record ? [{ type: tag, id: (record as unknown as { id: number }).id }] : []),
    }),
    add: build.mutation<Saved<EndpointData<D['add']>>, CallArg<D['add']>>({
      ...contractMutation<D['add']>(definitions.add),
      invalidatesTags: [listTag],
    }),
    update: build.mutation<Saved<EndpointData<D['update']>>, CallArg<D['update']>>({
      ...contractMutation<D['update']>(definitions.update),
      invalidatesTags: (result) => written(result as Saved<{ id: number }> | undefined),
    }),
    setActive: build.mutation<Saved<EndpointData<D['setActive']>>, CallArg<D['setActive']>>({
      ...contractMutation<D['setActive']>(definitions.setActive),
      invalidatesTags: (result) => written(result as Saved<{ id: number }> | undefined),
    }),
  };
}
