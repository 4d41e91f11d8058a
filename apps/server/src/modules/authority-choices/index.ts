export { authorityChoiceRoutes } from './authority-choice.routes';
export { findActiveChoice, findChoice } from './choice-repository';
