export const CASE_PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const;
export type CasePriority = (typeof CASE_PRIORITIES)[number];

export const ACTION_TYPES = ['Call', 'Visit', 'Letter', 'Email', 'Assessment', 'Works', 'Other'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** The alarm text of an action item: "{prefix} - {description}". */
export function alarmText(prefix: string, description: string): string {
  return `${prefix} - ${description}`;
}
