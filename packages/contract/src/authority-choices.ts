import { z } from 'zod';
import { ACCESS } from './access-rules';
import { defineEndpoint } from './endpoint';
import { recordOf } from './examples';
import { recordIdSchema, requiredText, versionSchema } from './records';

/**
 * The lists an authority keeps for its forms (docs/grant.md): why an application is refused and
 * the types of adaptation its works are made of. Each authority starts with the defaults below
 * and may rename, add and retire entries; a retired entry stays on the records that name it.
 */
export const CHOICE_LISTS = ['REFUSAL_REASON', 'ADAPTATION_TYPE'] as const;
export type ChoiceList = (typeof CHOICE_LISTS)[number];

export const CHOICE_LIST_NAMES: Record<ChoiceList, string> = {
  REFUSAL_REASON: 'Reasons for refusal',
  ADAPTATION_TYPE: 'Adaptation types',
};

/** What every new authority's lists hold; `needsText`: choosing it asks for the reason in words. */
export const DEFAULT_CHOICES: Record<ChoiceList, readonly { name: string; needsText: boolean }[]> = {
  REFUSAL_REASON: [
    { name: 'Not eligible', needsText: false },
    { name: 'Not necessary and appropriate', needsText: false },
    { name: 'Not reasonable and practicable', needsText: false },
    { name: 'Applicant withdrew consent', needsText: false },
    { name: 'Other', needsText: true },
  ],
  ADAPTATION_TYPE: [
    { name: 'Stairlift', needsText: false },
    { name: 'Through-floor lift', needsText: false },
    { name: 'Level-access shower', needsText: false },
    { name: 'Bathroom adaptation', needsText: false },
    { name: 'Ramp or level access', needsText: false },
    { name: 'Door widening', needsText: false },
    { name: 'Ground-floor extension', needsText: false },
    { name: 'Kitchen adaptation', needsText: false },
    { name: 'Heating', needsText: false },
    { name: 'Safety or alarm', needsText: false },
    { name: 'Other', needsText: false },
  ],
};

export const CHOICE_NAME_MAX_LENGTH = 80;
/** An authority keeps at most this many entries in one list, retired ones included. */
export const CHOICE_LIST_MAX_ENTRIES = 60;

export const CHOICE_MESSAGES = {
  duplicate: 'The list already has an entry with that name',
  full: `A list holds at most ${CHOICE_LIST_MAX_ENTRIES} entries: retire or rename one instead`,
  lastActive: 'Keep at least one entry of the list in use',
} as const;

export const CHOICE_DONE = {
  list: 'List loaded.',
  added: (name: string) => `${name} added to the list.`,
  saved: (name: string) => `${name} saved.`,
} as const;

export const choiceListSchema = z.enum(CHOICE_LISTS, { error: 'Choose a list' });

export const authorityChoiceSchema = z.object({
  id: z.number().int(),
  list: choiceListSchema,
  name: z.string(),
  needsText: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  version: z.number().int(),
});
export type AuthorityChoice = z.output<typeof authorityChoiceSchema>;

const choiceFieldsSchema = z.object({
  name: requiredText('a name', CHOICE_NAME_MAX_LENGTH),
  needsText: z.boolean({ error: 'Say whether this entry asks for the reason in words' }).default(false),
});

/** `POST /authority-choices/add`: a new entry at the end of its list. */
export const addChoiceRequestSchema = choiceFieldsSchema.extend({ list: choiceListSchema });
export type AddChoiceRequest = z.input<typeof addChoiceRequestSchema>;

/** `POST /authority-choices/update`: rename, retire or bring back an entry. */
export const updateChoiceRequestSchema = choiceFieldsSchema.extend({
  id: recordIdSchema,
  version: versionSchema,
  isActive: z.boolean({ error: 'Say whether the entry is in use' }),
});
export type UpdateChoiceRequest = z.input<typeof updateChoiceRequestSchema>;

const tag = 'authority choices';

/** The caller's authority's lists: read by everyone who works its cases, kept by its ADMINs. */
export const authorityChoiceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/authority-choices/:list',
    summary: "One of the caller's authority's lists, in order, retired entries included",
    tag,
    access: ACCESS.clockSettingReaders,
    params: z.object({ list: choiceListSchema }),
    data: z.array(authorityChoiceSchema),
    errors: [400, 401, 403],
    example: { params: { list: 'REFUSAL_REASON' } },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/authority-choices/add',
    summary: "Add an entry to one of the caller's authority's lists",
    tag,
    access: ACCESS.clockSettingManagers,
    body: addChoiceRequestSchema,
    data: authorityChoiceSchema,
    errors: [400, 401, 403, 409],
    example: { body: { list: 'ADAPTATION_TYPE', name: 'Hoist', needsText: false } },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/authority-choices/update',
    summary: 'Rename, retire or bring back an entry of a list; a stale version is a 409',
    tag,
    access: ACCESS.clockSettingManagers,
    body: updateChoiceRequestSchema,
    data: authorityChoiceSchema,
    errors: [400, 401, 403, 404, 409],
    example: {
      body: { id: recordOf('authority-choice'), version: 1, name: 'Hoist', needsText: false, isActive: true },
    },
  }),
} as const;
