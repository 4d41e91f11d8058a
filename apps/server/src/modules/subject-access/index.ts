// Subject access (issue 38): finding everything held about a person, and exporting it as one ZIP.
export { subjectAccessRoutes } from './subject-access.routes';
// Text pdfkit's standard fonts can draw, for the other PDFs the server writes (modules/letters).
export { pdfSafeText } from './pdf-safe-text';
