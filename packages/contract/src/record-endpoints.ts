import { z } from 'zod';
import type { RouteAccess } from './access-rules';
import type { EndpointDefinition, ErrorStatus, HttpMethod } from './endpoint';
import type { EndpointExample } from './examples';
import { recordIdSchema, setActiveRequestSchema } from './records';

const idParams = z.object({ id: recordIdSchema });
const authorityParams = z.object({ authorityId: recordIdSchema });

type RecordEndpointName = 'list' | 'add' | 'edit' | 'update' | 'setActive';

/** The schemas of one record type the calls are made from. */
export type RecordSchemas = {
  record: z.ZodType;
  page: z.ZodType;
  listQuery: z.ZodType;
  add: z.ZodType;
  update: z.ZodType;
};

export type RecordEndpointsConfig<
  Paths extends Record<RecordEndpointName, string>,
  Schemas extends RecordSchemas,
  ListParams extends z.ZodType,
  EditParams extends z.ZodType,
  RecordParams extends z.ZodType,
  EditQuery extends z.ZodType | undefined,
> = {
  tag: string;
  /** "a contractor": what the generated summaries call one record. */
  noun: string;
  /** Who may change the records; `read`, who may list them (the same unless given). */
  access: { manage: RouteAccess; read?: RouteAccess };
  paths: Paths;
  schemas: Schemas;
  /** Path parameters; an authority's list and a record's id unless given. */
  params?: { list?: ListParams; edit?: EditParams; record?: RecordParams };
  /** The edit call's query, where the record type has one. */
  editQuery?: EditQuery;
  /** The list's and the add's summaries say what is particular; the rest follow from `noun`. */
  summaries: { list: string; add: string } & Partial<Record<'edit' | 'update' | 'setActive', string>>;
  /** Longer descriptions, for calls that need more than a summary. */
  descriptions?: Partial<Record<RecordEndpointName, string>>;
  /** Error statuses beyond 400, 401, 403 and 404 (and the update's 409), or instead of them. */
  errors?: Partial<Record<RecordEndpointName, readonly ErrorStatus[]>>;
  /** A call of each that works (see EndpointDefinition's `example`). */
  examples: Record<RecordEndpointName, EndpointExample>;
};

/** An endpoint of the given method, path and schemas, with the rest of a definition. */
type Endpoint<Method extends HttpMethod, Path extends string, Schemas extends object> = Omit<
  EndpointDefinition,
  'method' | 'path' | 'params' | 'query' | 'body' | 'data'
> & { method: Method; path: Path } & Schemas;

export type RecordEndpoints<
  Paths extends Record<RecordEndpointName, string>,
  Schemas extends RecordSchemas,
  ListParams extends z.ZodType,
  EditParams extends z.ZodType,
  RecordParams extends z.ZodType,
  EditQuery extends z.ZodType | undefined,
> = {
  list: Endpoint<
    'GET',
    Paths['list'],
    { params: ListParams; query: Schemas['listQuery']; data: Schemas['page'] }
  >;
  add: Endpoint<'POST', Paths['add'], { body: Schemas['add']; data: Schemas['record'] }>;
  edit: Endpoint<'GET', Paths['edit'], { params: EditParams; query: EditQuery; data: Schemas['record'] }>;
  update: Endpoint<'POST', Paths['update'], { body: Schemas['update']; data: Schemas['record'] }>;
  setActive: Endpoint<
    'POST',
    Paths['setActive'],
    { params: RecordParams; body: typeof setActiveRequestSchema; data: Schemas['record'] }
  >;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const READ_ERRORS = [400, 401, 403, 404] as const;

/**
 * The list, add, edit, update and isactive calls every record type has, from its schemas, paths
 * and access rule: one page of records, add one, read one to edit, save it with the version read
 * (a stale one is a 409) and activate or deactivate it (toggling without a body).
 */
export function recordEndpoints<
  const Paths extends Record<RecordEndpointName, string>,
  Schemas extends RecordSchemas,
  ListParams extends z.ZodType = typeof authorityParams,
  EditParams extends z.ZodType = typeof idParams,
  RecordParams extends z.ZodType = typeof idParams,
  EditQuery extends z.ZodType | undefined = undefined,
>(
  config: RecordEndpointsConfig<Paths, Schemas, ListParams, EditParams, RecordParams, EditQuery>,
): RecordEndpoints<Paths, Schemas, ListParams, EditParams, RecordParams, EditQuery> {
  const { tag, noun, access, paths, schemas, summaries, descriptions = {}, errors = {} } = config;
  const listParams = (config.params?.list ?? authorityParams) as ListParams;
  const editParams = (config.params?.edit ?? idParams) as EditParams;
  const recordParams = (config.params?.record ?? idParams) as RecordParams;
  return {
    list: {
      method: 'GET',
      path: paths.list,
      summary: summaries.list,
      ...(descriptions.list ? { description: descriptions.list } : {}),
      tag,
      access: access.read ?? access.manage,
      params: listParams,
      query: schemas.listQuery,
      data: schemas.page,
      errors: errors.list ?? READ_ERRORS,
      example: config.examples.list,
    },
    add: {
      method: 'POST',
      path: paths.add,
      summary: summaries.add,
      ...(descriptions.add ? { description: descriptions.add } : {}),
      tag,
      access: access.manage,
      body: schemas.add,
      data: schemas.record,
      errors: errors.add ?? READ_ERRORS,
      example: config.examples.add,
    },
    edit: {
      method: 'GET',
      path: paths.edit,
      summary: summaries.edit ?? `${capitalised(noun)}, to edit`,
      ...(descriptions.edit ? { description: descriptions.edit } : {}),
      tag,
      access: access.manage,
      params: editParams,
      query: config.editQuery as EditQuery,
      data: schemas.record,
      errors: errors.edit ?? READ_ERRORS,
      example: config.examples.edit,
    },
    update: {
      method: 'POST',
      path: paths.update,
      summary: summaries.update ?? `Save ${noun}; a stale version is a 409`,
      ...(descriptions.update ? { description: descriptions.update } : {}),
      tag,
      access: access.manage,
      body: schemas.update,
      data: schemas.record,
      errors: errors.update ?? [...READ_ERRORS, 409],
      example: config.examples.update,
    },
    setActive: {
      method: 'POST',
      path: paths.setActive,
      summary: summaries.setActive ?? `Activate or deactivate ${noun} (toggles without a body)`,
      ...(descriptions.setActive ? { description: descriptions.setActive } : {}),
      tag,
      access: access.manage,
      params: recordParams,
      body: setActiveRequestSchema,
      data: schemas.record,
      errors: errors.setActive ?? READ_ERRORS,
      example: config.examples.setActive,
    },
  };
}
