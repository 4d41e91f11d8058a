import { cleanup } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// jsdom has no scrolling, and the router's ScrollRestoration scrolls on every navigation.
window.scrollTo = () => undefined;

// Testing Library only cleans up by itself when Vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
});
