import Bowser from 'bowser';

/**
 * A browser and system in words, from the User-Agent a sign-in began with: "Chrome on Windows",
 * "Safari on iOS". What the browser did not say is left out; "An unknown browser" when it said
 * nothing we recognise (a script, or no header at all).
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'An unknown browser';
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName();
  const system = parser.getOSName();
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return 'An unknown browser';
}
