import { API_PREFIX, MAX_UPLOADS_AT_ONCE, VIRUS_SCANNING_OFF_NOTICE } from '@casekeeper/contract';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Writable } from 'node:stream';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { abilitiesRoutes } from './modules/abilities';
import { adminRoutes } from './modules/admins';
import { auditLogRoutes } from './modules/audit-log';
import { passwordRoutes, sessionRoutes } from './modules/auth';
import { passwordSignInPolicy, singleSignOnRoutes } from './modules/single-sign-on';
import { authorityUserRoutes } from './modules/authority-users';
import { contractorRoutes, createKeptContractorPerformance } from './modules/contractors';
import { bookmarkRoutes } from './modules/bookmarks';
import { recomputeStaleClocks, refreshClocksMovedByTime } from './modules/case-clocks';
import { caseInsightRoutes } from './modules/case-insight';
import { caseRoutes } from './modules/cases';
import { caseRestrictionRoutes } from './modules/case-restrictions';
import { caseDocumentRoutes } from './modules/case-documents';
import { caseTimelineRoutes } from './modules/case-timeline';
import { caseViewRoutes, createCaseLookRecorder } from './modules/case-views';
import { bankHolidayRoutes } from './modules/bank-holidays';
import { clockRoutes, raiseClockAlarms } from './modules/clocks';
import { authorityChoiceRoutes } from './modules/authority-choices';
import { grantRoutes } from './modules/grant';
import { paymentRoutes } from './modules/payments';
import { createKeptYearSpend, spendRoutes } from './modules/spend';
import { actionItemRoutes, diaryRoutes } from './modules/diaries';
import { alarmRoutes, createAlarmListCache, sendAlarmDigests } from './modules/alarms';
import { myWorkRoutes } from './modules/my-work';
import { applicantAccessRoutes } from './modules/applicant-access';
import { portalRoutes } from './modules/applicant-portal';
import { conversationRoutes } from './modules/applicant-conversation';
import {
  createFileScans,
  requeuePendingScans,
  scanStoredFile,
  sweepLeftoverFiles,
  type FileScans,
} from './modules/files';
import { healthRoutes } from './modules/health';
import { impersonationRoutes } from './modules/impersonation';
import { invitationRoutes } from './modules/invitations';
import { platformDashboardRoutes } from './modules/platform-dashboard';
import { createKeptStoredAddresses, postcodeRoutes } from './modules/postcodes';
import { profileRoutes } from './modules/profile';
import {
  finishFirstFactor,
  passkeyRoutes,
  secondFactorSignInRoutes,
  signInMethodRoutes,
} from './modules/second-factor';
import { publicConfigRoutes } from './modules/public-config';
import { sweepExpiredRows } from './modules/retention';
import { signedInDeviceRoutes } from './modules/signed-in-devices';
import { raiseReviewAlarms, warningNoteRoutes } from './modules/warning-notes';
import { linkedCaseRoutes } from './modules/linked-cases';
import {
  disposalRoutes,
  registerDisposedCaseGuard,
  runDisposalBatch,
  runDisposalReview,
} from './modules/disposal';
import { bulkActionRoutes, resumeStalledRuns, runBulkRun } from './modules/bulk-actions';
import { subjectAccessRoutes } from './modules/subject-access';
import { letterRoutes } from './modules/letters';
import { caseSummaryRoutes } from './modules/case-summary';
import { registerAccessEnforcement } from './platform/access/enforce-access';
import { registerRouteAccess } from './platform/access/route-access';
import { registerAuditScope } from './platform/audit/audit-scope';
import { createAccessTokens, type AccessTokens } from './platform/auth/access-token';
import { registerRateLimiting } from './platform/auth/auth-rate-limit';
import { createLiveSessions } from './platform/auth/live-sessions';
import { type Announcements, createAnnouncements } from './platform/database/announcements';
import { createSigningKeySource } from './platform/auth/signing-key';
import { createBotCheck, type BotCheck } from './platform/bot-check/bot-check';
import { createFileStorage } from './platform/file-storage/create-file-storage';
import type { FileStorage } from './platform/file-storage/file-storage';
import type { Config } from './platform/config/config';
import { registerErrorHandling } from './platform/errors/error-handler';
import { frameworkErrorHandler } from './platform/errors/framework-errors';
import { serializeErrorForLog } from './platform/errors/error-log-serializer';
import { acceptEmptyJsonBodies } from './platform/http/json-body';
import { wordFieldMessages } from './platform/http/field-messages';
import { registerOpenApi } from './platform/http/openapi';
import { registerApiNoStore } from './platform/http/no-store';
import { createRequestIdGenerator, REQUEST_ID_HEADER } from './platform/http/request-id';
import { registerSecurityHeaders, securityHeadersSetter } from './platform/http/security-headers';
import { createUploadSlots, type UploadSlots } from './platform/http/upload-slots';
import { registerWebClient } from './platform/http/web-client';
import { createBackgroundTasks, type BackgroundTasks } from './platform/jobs/background-tasks';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { createVirusScanner } from './platform/virus-scanning/create-virus-scanner';
import { createSecretSealer, type SecretSealer } from './platform/auth/sealed-secrets';
import { APP_VERSION } from './platform/version';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    db: Database;
    config: Config;
    accessTokens: AccessTokens;
    /** Seals the secrets the server must read back: TOTP secrets, identity providers' client secrets. */
    secretSealer: SecretSealer;
    botCheck: BotCheck;
    /** pg-boss: jobs queued in the caller's transaction; with JOBS=on, server.ts starts the workers. */
    jobs: JobQueue;
    /** The mail outbox; its `mail.deliver` jobs are sent by the job queue's worker. */
    mailer: Mailer;
    /** Work started by a request that its reply does not wait for; closing waits for it. */
    backgroundTasks: BackgroundTasks;
    /** PostgreSQL's LISTEN/NOTIFY for this process: what lets it keep answers in memory. */
    announcements: Announcements;
    /** Where the bytes of uploaded files are kept (FILE_STORAGE: a directory, or an S3 bucket). */
    fileStorage: FileStorage;
    /** The virus scanner new uploads wait for, if one is configured (CLAMD_HOST, CLAMD_PORT). */
    fileScans: FileScans;
    /** Uploads under way per user in this process, at most MAX_UPLOADS_AT_ONCE each. */
    uploadSlots: UploadSlots;
  }
}

export type AppOptions = {
  config: Config;
  db: Database;
  /**
   * As the tables' owner, for what the application role may not do: a case's disposal scrubs its
   * audit entries (modules/disposal). The same as `db` when the server runs as the owner.
   */
  ownerDb?: Database;
  /** Directory of the built web client; absent when only the API is wanted. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (standard output unless given; tests read it). */
  logStream?: Writable;
};

/**
 * Requests are logged without their query string: links such as /password-reset?token=…
 * carry secrets that anyone reading the logs could use.
 */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** A proxy count trusts that many hops nearest the server; Fastify's types want a function for it. */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** Builds the whole product as one Fastify instance; `server.ts` only listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: options.config.LOG_LEVEL,
      redact: REDACTED_PATHS,
      serializers: { req: serializeRequestForLog, err: (error) => serializeErrorForLog(error) },
      ...(options.logStream ? { stream: options.logStream } : {}),
      // A person reads the log in development; everywhere else a log collector does.
      ...(options.config.NODE_ENV === 'development' && !options.logStream
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
    requestIdHeader: false,
    genReqId: createRequestIdGenerator(options.config.TRUST_PROXY),
    trustProxy: trustProxyOption(options.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler(securityHeadersSetter(options.config)),
  }).withTypeProvider<ZodTypeProvider>();

  acceptEmptyJsonBodies(app);
  wordFieldMessages();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { config, db } = options;
  app.decorate('db', db);
  app.decorate('config', config);
  const signingKey = createSigningKeySource(db, config.JWT_SECRET);
  const accessTokens = createAccessTokens({ key: signingKey, ttlSeconds: config.ACCESS_TOKEN_TTL });
  app.decorate('accessTokens', accessTokens);
  app.decorate('secretSealer', createSecretSealer(db, config.SEALING_KEY));
  app.decorate('botCheck', createBotCheck(config, app.log));
  const jobs = createJobQueue({ db, log: app.log, runWorkers: config.JOBS === 'on' });
  app.decorate('jobs', jobs);
  app.decorate('mailer', createMailer({ db, config, log: app.log, jobs }));
  jobs.work('retention.sweep', async () => {
    app.log.info(
      { deleted: await sweepExpiredRows(db, { caseViewRetentionDays: config.CASE_VIEW_RETENTION_DAYS }) },
      'retention sweep done',
    );
  });
  const fileStorage = createFileStorage(config, app.log);
  app.decorate('fileStorage', fileStorage);
  app.decorate('uploadSlots', createUploadSlots(MAX_UPLOADS_AT_ONCE));
  jobs.work('files.sweep', async () => {
    app.log.info({ removed: await sweepLeftoverFiles(db, fileStorage) }, 'file storage sweep done');
  });
  const scanner = createVirusScanner(config);
  if (!scanner) app.log.warn(VIRUS_SCANNING_OFF_NOTICE);
  app.decorate('fileScans', createFileScans({ scanner, jobs }));
  jobs.work('files.scan', async ({ data }) => {
    // Queued while a scanner was configured: until one is again, the file waits (and the job retries).
    if (!scanner) throw new Error('no virus scanner is configured (CLAMD_HOST, CLAMD_PORT)');
    const outcome = await scanStoredFile({ db, fileStorage, scanner, mailer: app.mailer }, data.fileId);
    app.log[outcome === 'INFECTED' ? 'warn' : 'info']({ fileId: data.fileId, outcome }, 'upload scanned');
  });
  jobs.work('files.scan-requeue', async () => {
    app.log.info({ queued: await requeuePendingScans(db, jobs) }, 'pending uploads queued for scanning');
  });
  jobs.work('alarms.digest', async () => {
    const deps = { db, mailer: app.mailer, publicUrl: config.PUBLIC_URL };
    app.log.info(await sendAlarmDigests(deps, new Date()), 'alarm digests queued');
  });
  jobs.work('clocks.recompute', async ({ stopping }) => {
    app.log.info(await recomputeStaleClocks(db, new Date(), stopping), 'clocks worked out again');
  });
  jobs.work('clocks.alarms', async () => {
    app.log.info(await raiseClockAlarms(db), 'clock alarms raised');
  });
  jobs.work('warning-notes.review', async () => {
    app.log.info(await raiseReviewAlarms(db), 'warning note review alarms raised');
  });
  const ownerDb = options.ownerDb ?? db;
  jobs.work('disposal.review', async () => {
    app.log.info(await runDisposalReview({ db, ownerDb, fileStorage }), 'disposal review done');
  });
  jobs.work('disposal.batch', async ({ data, isLastAttempt, stopping }) => {
    const outcome = await runDisposalBatch(
      { db, ownerDb, fileStorage },
      { batchId: data.batchId, isLastAttempt, stopping },
    );
    app.log.info({ batchId: data.batchId, ...outcome }, 'bulk disposal done');
  });
  jobs.work('bulk-actions.run', async ({ data, isLastAttempt, stopping }) => {
    const outcome = await runBulkRun(db, { runId: data.runId, isLastAttempt, stopping });
    app.log.info({ runId: data.runId, ...outcome }, 'bulk action done');
  });
  jobs.work('bulk-actions.resume', async () => {
    app.log.info({ runIds: await resumeStalledRuns(db, jobs) }, 'stalled bulk actions queued again');
  });
  jobs.work('clocks.daily', async ({ stopping }) => {
    const cases = await refreshClocksMovedByTime(db, new Date(), stopping);
    app.log.info({ cases }, 'clocks moved by the day worked out again');
  });
  const announcements = createAnnouncements({ db, log: app.log });
  app.decorate('announcements', announcements);
  const liveSessions = createLiveSessions({ db, announcements });
  const keptAlarmLists = createAlarmListCache({ announcements, maxAgeMs: config.ALARM_CACHE_SECONDS * 1000 });
  const keptStoredAddresses = createKeptStoredAddresses({ announcements });
  const keptYearSpend = createKeptYearSpend({ announcements, maxAgeMs: config.FIGURES_CACHE_SECONDS * 1000 });
  const keptPerformance = createKeptContractorPerformance({
    announcements,
    maxAgeMs: config.FIGURES_CACHE_SECONDS * 1000,
  });
  // Ready means able to sign tokens: the stored key is created or read now, not on the first sign-in.
  app.addHook('onReady', async () => {
    await signingKey();
    await announcements.start();
  });
  app.decorate('backgroundTasks', createBackgroundTasks(app.log));
  // Looks at cases, written in batches; closing writes what is kept (modules/case-views).
  app.decorate('caseLooks', createCaseLookRecorder({ db, log: app.log }));
  app.addHook('onClose', () => app.caseLooks.stop());
  app.addHook('onClose', async () => {
    await app.backgroundTasks.settled();
    await jobs.stop();
    app.mailer.stop();
    liveSessions.stop();
    keptAlarmLists.stop();
    keptStoredAddresses.stop();
    keptYearSpend.stop();
    keptPerformance.stop();
    await announcements.stop();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // A write has committed by the time its answer is sent. Many modules' writes change alarms (a
    // dismissal, an item saved, a case reassigned, an applicant's document), and the officer's
    // next alarm call on this process must show it without waiting for PostgreSQL's announcement.
    // So must the next post code look-up an address just saved on a case, and the next Spend view
    // a payment or variation just decided.
    if (request.method !== 'GET' && request.caller?.authorityId) {
      keptAlarmLists.forgetAuthority(request.caller.authorityId);
      keptStoredAddresses.forgetAuthority(request.caller.authorityId);
      keptYearSpend.forgetAuthority(request.caller.authorityId);
      keptPerformance.forgetAuthority(request.caller.authorityId);
    }
  });

  registerErrorHandling(app);
  // Before anything that may answer early (the access check's 401 and 403), so every answer has them.
  await registerSecurityHeaders(app, config);
  registerApiNoStore(app);
  registerAuditScope(app);
  registerRouteAccess(app);
  registerAccessEnforcement(app, {
    accessTokens,
    isSessionLive: (sessionFamilyId) => liveSessions.isLive(sessionFamilyId),
  });
  registerDisposedCaseGuard(app);
  await app.register(cookie);
  await app.register(multipart);
  await registerRateLimiting(app, db);
  await registerOpenApi(app, APP_VERSION);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { version: APP_VERSION });
      await api.register(publicConfigRoutes);
      const passwordSignIn = passwordSignInPolicy(db);
      await api.register(sessionRoutes, { finishFirstFactor, passwordSignIn });
      await api.register(secondFactorSignInRoutes);
      await api.register(passwordRoutes, { passwordSignIn });
      await api.register(singleSignOnRoutes);
      await api.register(profileRoutes);
      await api.register(signInMethodRoutes);
      await api.register(passkeyRoutes);
      await api.register(abilitiesRoutes);
      await api.register(adminRoutes);
      await api.register(platformDashboardRoutes);
      await api.register(auditLogRoutes);
      await api.register(impersonationRoutes);
      await api.register(signedInDeviceRoutes);
      await api.register(authorityUserRoutes);
      await api.register(contractorRoutes, { keptPerformance });
      await api.register(caseRoutes, { within: [caseRestrictionRoutes] });
      await api.register(caseViewRoutes);
      await api.register(caseTimelineRoutes);
      await api.register(caseInsightRoutes);
      await api.register(bookmarkRoutes);
      await api.register(diaryRoutes);
      await api.register(actionItemRoutes);
      await api.register(alarmRoutes, { keptLists: keptAlarmLists });
      await api.register(myWorkRoutes);
      await api.register(warningNoteRoutes);
      await api.register(caseDocumentRoutes);
      await api.register(linkedCaseRoutes);
      await api.register(disposalRoutes, { ownerDb });
      await api.register(bulkActionRoutes);
      await api.register(subjectAccessRoutes);
      await api.register(letterRoutes);
      await api.register(caseSummaryRoutes);
      await api.register(applicantAccessRoutes);
      await api.register(portalRoutes);
      await api.register(conversationRoutes);
      await api.register(clockRoutes);
      await api.register(authorityChoiceRoutes);
      await api.register(grantRoutes);
      await api.register(paymentRoutes);
      await api.register(spendRoutes, { keptYearSpend });
      await api.register(bankHolidayRoutes);
      await api.register(postcodeRoutes, { keptStoredAddresses });
      await api.register(invitationRoutes);
    },
    { prefix: API_PREFIX },
  );

  await registerWebClient(app, options.webDistDir ?? '');
  return app;
}
