import { cleanup, configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';
import { alarmEndpoints, grantEndpoints, paymentEndpoints } from '@casekeeper/contract';
import { sampleGrant } from '@/features/grant/testing/sample-grant';
import { samplePayments } from '@/features/payments/testing/sample-payments';
import { answer, installFakeApi, resetFakeApi } from './fake-api';
import { installFakeEventStreams, resetFakeEventStreams } from './fake-event-streams';
import { findLabelsByIdInJsdom } from './labels-in-jsdom';
import { skipTextareaMeasuringInJsdom } from './textarea-autosize-in-jsdom';

// Pages load lazily (session root, layout, page), which can take several seconds on a busy
// two-core machine. A ceiling, not a wait: findBy* returns as soon as its element is there.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no scrolling, and the router's ScrollRestoration scrolls on every navigation.
window.scrollTo = () => undefined;
skipTextareaMeasuringInJsdom();
findLabelsByIdInJsdom();

// A store disposed by the test before may still finish a pending redux-persist write after the
// cleanup below; each test starts from empty storage whatever the one before left behind.
installFakeApi();
installFakeEventStreams();

beforeEach(() => {
  resetFakeApi();
  resetFakeEventStreams();
  // A read-write officer's top bar reads their alarms on every page: none, unless a test says so.
  answer(alarmEndpoints.list, () => ({ data: [], upcomingRecord: 0, datePassedRecord: 0, newRecord: 0 }));
  // Every case page reads the case's grant: nothing prepared yet, unless a test says so.
  answer(grantEndpoints.get, ({ params }) => sampleGrant({ caseId: Number(params.caseId) }));
  // …and its payments: none, the grant not approved yet.
  answer(paymentEndpoints.get, ({ params }) => samplePayments({ caseId: Number(params.caseId) }));
  localStorage.clear();
  sessionStorage.clear();
});

// Testing Library only cleans up by itself when Vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
