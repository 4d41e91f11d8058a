/** The clock settings' pages, one module for the router to load (docs/routes.md). */
export { ClockSettingsPage } from './clock-settings-page';
export { ClockAddPage, ClockEditPage } from './clock-form-pages';
