import type {
  EndpointBody,
  EndpointData,
  EndpointDefinition,
  EndpointQuery,
  setActiveRequestSchema,
} from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireCaller, type Caller } from '../access/caller';
import type { ChangeInput } from '../audit/audit-change';
import { requestContext } from '../audit/request-context';
import type { SetActiveInput, UpdateInput } from '../records/record-inputs';
import type { Saved } from '../records/saved';
import { ok } from './envelope';
import { registerEndpoint, type EndpointOptions } from './register-endpoint';

type WithParams<P> = EndpointDefinition & { params: z.ZodType<P> };

/** The calls of a record type listed by authority (the contract's recordEndpoints). */
export type AuthorityRecordEndpoints = {
  list: WithParams<{ authorityId: number }> & { query: z.ZodType<{ pageNo: number }> };
  add: EndpointDefinition & { body: z.ZodType };
  edit: WithParams<{ id: number }>;
  update: EndpointDefinition & { body: z.ZodType<{ id: number; version: number }> };
  setActive: WithParams<{ id: number }> & { body: typeof setActiveRequestSchema };
};

/** The use cases behind the calls, each given the verified caller and what the request says. */
export type RecordUseCases<E extends AuthorityRecordEndpoints> = {
  list: (input: {
    caller: Caller;
    authorityId: number;
    pageNo: number;
    query: Omit<EndpointQuery<E['list']>, 'pageNo'>;
  }) => Promise<EndpointData<E['list']>>;
  add: (input: ChangeInput<{ fields: EndpointBody<E['add']> }>) => Promise<Saved<EndpointData<E['add']>>>;
  get: (input: { caller: Caller; id: number }) => Promise<EndpointData<E['edit']>>;
  update: (
    input: UpdateInput<Omit<EndpointBody<E['update']>, 'id' | 'version'>>,
  ) => Promise<Saved<EndpointData<E['update']>>>;
  setActive: (input: SetActiveInput) => Promise<Saved<EndpointData<E['setActive']>>>;
};

/**
 * Registers the list, add, edit, update and isactive routes of a record type from its contract
 * definitions: each reads the caller and the request, hands over to its use case and answers the
 * record with the use case's message.
 */
export function registerRecordEndpoints<E extends AuthorityRecordEndpoints>(
  app: FastifyInstance,
  endpoints: E,
  useCases: RecordUseCases<E>,
  /** Run before add and update, after the access check (a per-user rate limit, say). */
  writeOptions: Pick<EndpointOptions, 'preHandler'> = {},
): void {
  // Over a generic record type the request reads as the constraint's types; the route's schemas
  // have checked it against the definition, which is what the casts below name.
  registerEndpoint(app, endpoints.list, async (request) => {
    const { pageNo, ...query } = request.query as EndpointQuery<E['list']> & { pageNo: number };
    const caller = requireCaller(request);
    return ok(await useCases.list({ caller, authorityId: request.params.authorityId, pageNo, query }));
  });

  registerEndpoint(
    app,
    endpoints.add,
    async (request) => {
      const caller = requireCaller(request);
      const { record, message } = await useCases.add({
        caller,
        fields: request.body as EndpointBody<E['add']>,
        context: requestContext(request),
      });
      return ok(record, message);
    },
    writeOptions,
  );

  registerEndpoint(app, endpoints.edit, async (request) =>
    ok(await useCases.get({ caller: requireCaller(request), id: request.params.id })),
  );

  registerEndpoint(
    app,
    endpoints.update,
    async (request) => {
      const { id, version, ...fields } = request.body as EndpointBody<E['update']> & {
        id: number;
        version: number;
      };
      const caller = requireCaller(request);
      const { record, message } = await useCases.update({
        caller,
        id,
        version,
        fields,
        context: requestContext(request),
      });
      return ok(record, message);
    },
    writeOptions,
  );

  registerEndpoint(app, endpoints.setActive, async (request) => {
    const caller = requireCaller(request);
    const { record, message } = await useCases.setActive({
      caller,
      id: request.params.id,
      isActive: request.body?.isActive,
      context: requestContext(request),
    });
    return ok(record, message);
  });
}
