import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats blank optional values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_EMAIL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every problem at once, naming each variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_EMAIL: 'not-an-email',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT /m);
    expect(problems).toMatch(/^DATABASE_URL must be a postgres/m);
    expect(problems).toMatch(/^ADMIN_EMAIL must be an e-mail address/m);
    expect(problems).toMatch(/^LOG_LEVEL /m);
    expect((error as ConfigError).message).toContain('Invalid configuration:');
  });

  it('refuses an admin password without an admin e-mail', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'a-long-enough-password' })).toThrow(
      /ADMIN_EMAIL is required when ADMIN_PASSWORD is set/,
    );
  });

  it('refuses a short admin password', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.gov.uk', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD must be at least 12 characters/,
    );
  });
});
