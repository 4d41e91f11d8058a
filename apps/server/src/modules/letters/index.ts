// Letters (issue 39): templates with merge fields, the letterhead, and letters filed on a case.
export { letterRoutes } from './letter.routes';
// Every new authority starts with the seeded templates (modules/authorities).
export { seedLetterTemplates, SEEDED_LETTER_TEMPLATES } from './seeded-templates';
// The PDF habits the case summary shares: A4 pages, paragraphs that do not strand a line, page numbers.
