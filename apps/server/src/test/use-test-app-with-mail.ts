import { afterAll, beforeEach } from 'vitest';
import { useTestApp, type TestContext } from './build-test-app';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-server';

/**
 * A test app whose mail goes to a test SMTP server, whose inbox is emptied before each test.
 * Call it at the top level of a test file (it registers hooks), before any other hooks.
 */
export async function useTestAppWithMail(
  environment: Record<string, string> = {},
): Promise<{ context: TestContext; smtp: TestSmtpServer }> {
  const smtp = await startTestSmtpServer();
  // Registered first so it runs last: the app must close its SMTP connections before the server goes.
  afterAll(() => smtp.close());
  const context = useTestApp({ SMTP_URL: smtp.url, ...environment });
  beforeEach(() => {
    smtp.received.length = 0;
  });
  return { context, smtp };
}
