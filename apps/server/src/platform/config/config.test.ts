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

  it('runs background jobs unless JOBS is off, and refuses anything else', () => {
    expect(loadConfig({}).JOBS).toBe('on');
    expect(loadConfig({ JOBS: 'off' }).JOBS).toBe('off');
    expect(() => loadConfig({ JOBS: 'sometimes' })).toThrow(/JOBS/);
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

  it('takes a second database URL for requests only beside DATABASE_URL, and only as another role', () => {
    const owner = 'postgres://casekeeper_owner:secret@db.internal:5432/casekeeper';
    const app = 'postgres://casekeeper_app:other@db.internal:5432/casekeeper';
    expect(loadConfig({ DATABASE_URL: owner, DATABASE_APP_URL: app }).DATABASE_APP_URL).toBe(app);
    expect(loadConfig({ DATABASE_URL: owner }).DATABASE_APP_URL).toBeUndefined();
    expect(() => loadConfig({ DATABASE_APP_URL: app })).toThrow(
      /DATABASE_URL is required when DATABASE_APP_URL is set/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: owner, DATABASE_APP_URL: owner.replace('secret', 'again') }),
    ).toThrow(/DATABASE_APP_URL must name a role other than DATABASE_URL's/);
    expect(() =>
      loadConfig({ DATABASE_URL: owner, DATABASE_APP_URL: 'postgres://db.internal/casekeeper' }),
    ).toThrow(/DATABASE_APP_URL must name a role/);
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

  it('applies the session, mail and bot-check defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PUBLIC_URL: 'http://localhost:3000',
      ACCESS_TOKEN_TTL: 600,
      REFRESH_TOKEN_TTL: 43_200,
      AUTH_RATE_LIMIT_PER_MINUTE: 20,
      MAIL_FROM: 'Casekeeper <no-reply@casekeeper.local>',
      BOTCHECK_PROVIDER: 'off',
      BOTCHECK_MIN_SCORE: 0.5,
    });
    const config = loadConfig({});
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT, and drops a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://cases.leeds.gov.uk/' }).PUBLIC_URL).toBe(
      'https://cases.leeds.gov.uk',
    );
  });

  it('refuses a short JWT_SECRET, a token lifetime out of range and a non-SMTP mail URL', () => {
    expect(() => loadConfig({ JWT_SECRET: 'too-short' })).toThrow(
      /JWT_SECRET must be at least 32 characters/,
    );
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: '0' })).toThrow(
      /ACCESS_TOKEN_TTL must be at least 1 seconds/,
    );
    expect(() => loadConfig({ REFRESH_TOKEN_TTL: '1.5' })).toThrow(
      /REFRESH_TOKEN_TTL must be a whole number/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL must be an smtp:\/\//);
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465' }).SMTP_URL).toBe(
      'smtps://user:pass@mail.example:465',
    );
  });

  it('requires a site key and secret for a bot-check provider', () => {
    expect(() => loadConfig({ BOTCHECK_PROVIDER: 'turnstile' })).toThrow(
      /BOTCHECK_SITE_KEY is required when BOTCHECK_PROVIDER is not off[\s\S]*BOTCHECK_SECRET is required/,
    );
    expect(() => loadConfig({ BOTCHECK_PROVIDER: 'captcha' })).toThrow(/BOTCHECK_PROVIDER/);
    const config = loadConfig({
      BOTCHECK_PROVIDER: 'recaptcha',
      BOTCHECK_SITE_KEY: 'k',
      BOTCHECK_SECRET: 's',
    });
    expect(config).toMatchObject({
      BOTCHECK_PROVIDER: 'recaptcha',
      BOTCHECK_SITE_KEY: 'k',
      BOTCHECK_SECRET: 's',
    });
  });

  it('takes a virus scanner with both its host and port, or neither, and keeps portal uploads on by default', () => {
    const unset = loadConfig({ CLAMD_HOST: '', CLAMD_PORT: '' });
    expect([unset.CLAMD_HOST, unset.CLAMD_PORT, unset.PORTAL_UPLOADS_WITHOUT_SCANNER]).toEqual([
      undefined,
      undefined,
      'on',
    ]);
    expect(loadConfig({ CLAMD_HOST: 'clamav', CLAMD_PORT: '3310' })).toMatchObject({
      CLAMD_HOST: 'clamav',
      CLAMD_PORT: 3310,
    });
    expect(() => loadConfig({ CLAMD_HOST: 'clamav' })).toThrow(
      /CLAMD_PORT is required when CLAMD_HOST is set/,
    );
    expect(() => loadConfig({ CLAMD_PORT: '3310' })).toThrow(/CLAMD_HOST is required when CLAMD_PORT is set/);
    expect(() => loadConfig({ CLAMD_HOST: 'clamav', CLAMD_PORT: '99999' })).toThrow(/CLAMD_PORT/);
    expect(() => loadConfig({ PORTAL_UPLOADS_WITHOUT_SCANNER: 'maybe' })).toThrow(
      /PORTAL_UPLOADS_WITHOUT_SCANNER/,
    );
  });

  it('takes a post code provider with both its URL and key, or neither', () => {
    const unset = loadConfig({});
    expect([unset.POSTCODE_API_URL, unset.POSTCODE_API_KEY]).toEqual([undefined, undefined]);
    expect(() => loadConfig({ POSTCODE_API_URL: 'https://api.example.test' })).toThrow(
      /POSTCODE_API_KEY is required when POSTCODE_API_URL is set/,
    );
    expect(() => loadConfig({ POSTCODE_API_KEY: 'key' })).toThrow(
      /POSTCODE_API_URL is required when POSTCODE_API_KEY is set/,
    );
    expect(() => loadConfig({ POSTCODE_API_URL: 'ftp://x', POSTCODE_API_KEY: 'key' })).toThrow(
      /POSTCODE_API_URL must be an http/,
    );
    expect(
      loadConfig({ POSTCODE_API_URL: 'https://api.example.test/v1/', POSTCODE_API_KEY: 'key' }),
    ).toMatchObject({ POSTCODE_API_URL: 'https://api.example.test/v1', POSTCODE_API_KEY: 'key' });
  });
});

describe('TRUST_PROXY', () => {
  it('takes a proxy count or a list of proxy addresses, never "all"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be false, the number of proxies/,
    );
  });
  it('keeps files in a directory unless FILE_STORAGE is s3, and then needs a bucket', () => {
    expect(loadConfig({})).toMatchObject({ FILE_STORAGE: 'directory', S3_REGION: 'eu-west-2' });
    expect(
      loadConfig({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'council-files',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({
      FILE_STORAGE: 's3',
      S3_BUCKET: 'council-files',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b-1' }).S3_FORCE_PATH_STYLE).toBe(false);
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET is required when FILE_STORAGE is s3/);
    expect(() => loadConfig({ FILE_STORAGE: 'bucket' })).toThrow(/FILE_STORAGE/);
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE must be true or false/,
    );
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http/,
    );
  });
});
