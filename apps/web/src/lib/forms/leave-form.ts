/** Navigation state that leaves a form on purpose (Cancel, or after saving): nothing to ask. */
export const LEAVE_FORM_STATE = { leaveForm: true } as const;

export function leavesFormOnPurpose(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'leaveForm' in state;
}
