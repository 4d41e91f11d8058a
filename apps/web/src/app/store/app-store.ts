import { createAppStore } from './create-app-store';

let instance: ReturnType<typeof createAppStore> | null = null;

/** The one store of the running app, created when first needed (the sign-in pages load it late). */
export function getAppStore(): ReturnType<typeof createAppStore> {
  instance ??= createAppStore();
  return instance;
}

/** Only for tests: forget the store so the next one starts from local storage again. */
export function resetAppStoreForTests(): void {
  instance?.dispose();
  instance = null;
}
