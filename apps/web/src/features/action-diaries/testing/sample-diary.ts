import type { ActionItem, Diary } from '@casekeeper/contract';

/** An action item as the API answers it, for tests: a call due at 09:30 London time (BST) on case 41. */
export function sampleItem(overrides: Partial<ActionItem>): ActionItem {
  return {
    id: 1,
    diaryId: 5,
    caseId: 41,
    kind: 'TEXT',
    prefix: 'Call',
    description: 'Ring the daughter',
    scheduledAt: '2026-03-30T08:30:00.000Z',
    isCompleted: false,
    completedAt: null,
    sharedWithApplicant: false,
    text: 'About the visit',
    file: null,
    fromApplicant: false,
    createdAt: '2026-01-12T09:30:00.000Z',
    updatedAt: '2026-01-12T09:30:00.000Z',
    version: 1,
    can: { edit: true },
    ...overrides,
  };
}

/** A diary as the API answers it, for tests: home visits on case 41, with no items unless given. */
export function sampleDiary(overrides: Partial<Diary>): Diary {
  return {
    id: 5,
    caseId: 41,
    title: 'Home visits',
    description: 'Visits to assess the bathroom',
    createdAt: '2026-01-12T09:30:00.000Z',
    updatedAt: '2026-01-12T09:30:00.000Z',
    version: 1,
    can: { edit: true, delete: false },
    items: [],
    ...overrides,
  };
}
