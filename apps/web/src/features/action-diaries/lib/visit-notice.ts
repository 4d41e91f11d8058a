import { createContext, type ReactNode } from 'react';

/**
 * What an item form shows once its type is Visit, for the item's case: the app supplies it (the
 * case's warning notes, another feature's), so the officer reads them before booking the visit.
 */
export const VisitNoticeContext = createContext<((caseId: number) => ReactNode) | null>(null);

/** The case of the item a form is about, set by the item page around its form. */
export const ItemCaseContext = createContext<number | null>(null);
