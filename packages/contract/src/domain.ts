export const CASE_PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const;
export type CasePriority = (typeof CASE_PRIORITIES)[number];

export const ACTION_TYPES = ['Call', 'Visit', 'Letter', 'Email', 'Assessment', 'Works', 'Other'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** The alarm text of an action item: "{prefix} - {description}". */
export function alarmText(prefix: string, description: string): string {
  return `${prefix} - ${description}`;
}

/** Who owns or lets the home the works are for: it decides who must consent to them. */
export const CASE_TENURES = [
  'Owner-occupier',
  'Private rented',
  'Housing association',
  'Council',
  'Other',
] as const;
export type CaseTenure = (typeof CASE_TENURES)[number];
