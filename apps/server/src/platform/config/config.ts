import { BOT_CHECK_PROVIDERS, CASE_VIEW_RETENTION_DAYS_DEFAULT } from '@casekeeper/contract';
import { join } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

function seconds(defaultValue: number, min: number, max: number) {
  return z.coerce
    .number()
    .int({ error: 'must be a whole number of seconds' })
    .min(min, { error: `must be at least ${min} seconds` })
    .max(max, { error: `must be at most ${max} seconds` })
    .default(defaultValue);
}

const DAY_SECONDS = 86_400;

const postgresUrl = optionalText.pipe(
  z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
);

const userOf = (url: string) => decodeURIComponent(new URL(url).username);

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    /** Where uploaded files are kept: a directory of this machine (as before), or an S3-compatible bucket. */
    FILE_STORAGE: z.enum(['directory', 's3']).default('directory'),
    /**
     * Where the files of action items are kept; DATA_DIR/files unless set. With FILE_STORAGE=s3,
     * only scratch copies of uploads under way, for the type checks.
     */
    FILE_STORAGE_DIR: optionalText,
    /** FILE_STORAGE=s3 only. Credentials come from the AWS SDK's default chain, never from here. */
    S3_BUCKET: optionalText,
    S3_REGION: z.string().trim().min(1).default('eu-west-2'),
    /** Another S3-compatible server than AWS's: MinIO, an Azure S3 gateway, a local one. */
    S3_ENDPOINT: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    /** Buckets addressed as endpoint/bucket: true for MinIO and local servers. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    /** The role that owns the tables: migrations and pg-boss's install run as it (and, alone, requests). */
    DATABASE_URL: postgresUrl,
    /**
     * The same database as a role that owns nothing, for requests and jobs; it is granted what it
     * needs at each start. Without it, requests run as DATABASE_URL's role.
     */
    DATABASE_APP_URL: postgresUrl,
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65_535).default(54329),
    DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    CASE_LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    ALARM_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    FIGURES_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
    /** How long who looked at a case is kept (issue 38): two years unless set. */
    CASE_VIEW_RETENTION_DAYS: z.coerce
      .number()
      .int({ error: 'must be a whole number of days' })
      .min(1, { error: 'must be at least 1 day' })
      .max(36_500, { error: 'must be at most 36500 days' })
      .default(CASE_VIEW_RETENTION_DAYS_DEFAULT),
    ADMIN_EMAIL: optionalText.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(12, { error: 'must be at least 12 characters' }).max(128).optional(),
    ),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    WEB_DIST_DIR: optionalText,
    /**
     * Which reverse proxies' X-Forwarded-* headers to believe: `false`, how many proxies stand in
     * front (e.g. 1), or their addresses/CIDR ranges. Never "all": X-Forwarded-For is client-written,
     * and it keys the sign-in rate limit and the audit log's IPs.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .refine((value) => value !== 'true', {
        error: 'must be false, the number of proxies in front of the server (e.g. 1), or their addresses',
      })
      .transform((value): false | number | string[] => {
        if (value === 'false' || value === '') return false;
        if (/^\d+$/.test(value)) return Number(value);
        return value.split(',').map((address) => address.trim());
      }),

    /** Where people reach the web client; links in mail start with it. */
    PUBLIC_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    JWT_SECRET: optionalText.pipe(
      z.string().min(32, { error: 'must be at least 32 characters' }).max(512).optional(),
    ),
    /** The key second-factor and identity provider secrets are sealed with; unset: generated and kept in the database. */
    SEALING_KEY: optionalText.pipe(
      z.string().min(32, { error: 'must be at least 32 characters' }).max(512).optional(),
    ),
    ACCESS_TOKEN_TTL: seconds(600, 1, DAY_SECONDS),
    REFRESH_TOKEN_TTL: seconds(12 * 60 * 60, 60, 30 * DAY_SECONDS),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
    AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),

    /** An upload that sends nothing for this long is ended (408), and what it sent removed. */
    UPLOAD_IDLE_SECONDS: seconds(30, 1, 600),
    /** The longest an upload may take in all: 25 MB at about 15 KB/s. */
    UPLOAD_TIME_LIMIT_SECONDS: seconds(30 * 60, 1, 3 * 60 * 60),

    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('Casekeeper <no-reply@casekeeper.local>'),

    /**
     * Whether this process runs background jobs (mail delivery, the daily retention sweep): `on`,
     * or `off` for a copy that only answers requests. Jobs are still queued either way.
     */
    JOBS: z.enum(['on', 'off']).default('on'),

    BOTCHECK_PROVIDER: z.enum(BOT_CHECK_PROVIDERS).default('off'),
    BOTCHECK_SITE_KEY: optionalText,
    BOTCHECK_SECRET: optionalText,
    BOTCHECK_VERIFY_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    /** reCAPTCHA v3 only: the lowest score (0 bot … 1 human) let through. */
    BOTCHECK_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),

    /**
     * A getAddress.io-style address provider for the post code lookup (docs/routes.md). Without
     * both, addresses come from the authority's own cases and contractors.
     */
    POSTCODE_API_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    POSTCODE_API_KEY: optionalText,

    /** A ClamAV daemon that scans every upload before it can be downloaded (docs/personal-data.md). */
    CLAMD_HOST: optionalText,
    CLAMD_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(65_535).optional()),
    /** Whether applicants may send documents while no scanner is configured: `on` (as before), or `off`. */
    PORTAL_UPLOADS_WITHOUT_SCANNER: z.enum(['on', 'off']).default('on'),
  })
  .refine((env) => env.ADMIN_PASSWORD === undefined || env.ADMIN_EMAIL !== undefined, {
    path: ['ADMIN_EMAIL'],
    error: 'is required when ADMIN_PASSWORD is set',
  })
  .refine((env) => env.DATABASE_APP_URL === undefined || env.DATABASE_URL !== undefined, {
    path: ['DATABASE_URL'],
    error:
      'is required when DATABASE_APP_URL is set (the embedded PostgreSQL makes its own application role)',
  })
  .refine(
    (env) =>
      env.DATABASE_APP_URL === undefined ||
      env.DATABASE_URL === undefined ||
      (userOf(env.DATABASE_APP_URL) !== '' && userOf(env.DATABASE_APP_URL) !== userOf(env.DATABASE_URL)),
    {
      path: ['DATABASE_APP_URL'],
      error: "must name a role other than DATABASE_URL's: one that owns no table",
    },
  )
  .refine((env) => env.BOTCHECK_PROVIDER === 'off' || env.BOTCHECK_SITE_KEY !== undefined, {
    path: ['BOTCHECK_SITE_KEY'],
    error: 'is required when BOTCHECK_PROVIDER is not off',
  })
  .refine((env) => env.BOTCHECK_PROVIDER === 'off' || env.BOTCHECK_SECRET !== undefined, {
    path: ['BOTCHECK_SECRET'],
    error: 'is required when BOTCHECK_PROVIDER is not off',
  })
  .refine((env) => env.POSTCODE_API_URL === undefined || env.POSTCODE_API_KEY !== undefined, {
    path: ['POSTCODE_API_KEY'],
    error: 'is required when POSTCODE_API_URL is set',
  })
  .refine((env) => env.POSTCODE_API_KEY === undefined || env.POSTCODE_API_URL !== undefined, {
    path: ['POSTCODE_API_URL'],
    error: 'is required when POSTCODE_API_KEY is set',
  })
  .refine((env) => env.FILE_STORAGE !== 's3' || env.S3_BUCKET !== undefined, {
    path: ['S3_BUCKET'],
    error: 'is required when FILE_STORAGE is s3',
  })
  .refine((env) => env.CLAMD_HOST === undefined || env.CLAMD_PORT !== undefined, {
    path: ['CLAMD_PORT'],
    error: 'is required when CLAMD_HOST is set (clamd listens on 3310 unless told otherwise)',
  })
  .refine((env) => env.CLAMD_PORT === undefined || env.CLAMD_HOST !== undefined, {
    path: ['CLAMD_HOST'],
    error: 'is required when CLAMD_PORT is set',
  })
  .transform((env) => ({
    ...env,
    FILE_STORAGE_DIR: env.FILE_STORAGE_DIR ?? join(env.DATA_DIR, 'files'),
    // Without PUBLIC_URL, links point at this server on the local machine.
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    POSTCODE_API_URL: env.POSTCODE_API_URL?.replace(/\/+$/, ''),
  }));

export type Config = z.infer<typeof configSchema>;

/** Thrown at start when the environment is wrong; its message lists every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; the only place that touches process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || 'environment';
    return `${name} ${issue.message}`;
  });
  throw new ConfigError(problems);
}
