/** Every job the server runs, with the data it carries. */
export type JobPayloads = {
  /** Sends one mail_outbox row. */
  'mail.deliver': { outboxId: number };
  /** Deletes rows that have served their purpose (see modules/retention). */
  'retention.sweep': Record<string, never>;
  /** Removes files that uploads and deletions cut short left behind (see modules/files). */
  'files.sweep': Record<string, never>;
  /** Scans one PENDING upload for viruses (see modules/files, docs/jobs.md). */
  'files.scan': { fileId: string };
  /** Queues a scan again for PENDING uploads that have lost theirs (see modules/files). */
  'files.scan-requeue': Record<string, never>;
  /** Mails each officer their overdue and today's alarms (see modules/alarms). */
  'alarms.digest': Record<string, never>;
  /** Works out again the clocks of every authority whose clock settings changed (see modules/case-clocks). */
  'clocks.recompute': Record<string, never>;
  /** Raises the officer's alarm for clocks turned amber or red (see modules/clocks). */
  'clocks.alarms': Record<string, never>;
  /** Works out again the clocks a new day has moved: paused ones, and running ones now missed. */
  'clocks.daily': Record<string, never>;
  /** Raises the author's alarm for warning notes past their review date (see modules/warning-notes). */
  'warning-notes.review': Record<string, never>;
  /** Puts cases past their retention date in the disposal review; disposes of files and applicant accounts past theirs (see modules/disposal). */
  'disposal.review': Record<string, never>;
  /** Disposes of the cases of one bulk disposal, each in its own transaction (see modules/disposal). */
  'disposal.batch': { batchId: number };
  /** Applies one bulk action to its cases, each in its own transaction (see modules/bulk-actions). */
  'bulk-actions.run': { runId: number };
  /** Queues again the bulk actions whose worker stopped or died mid-way (see modules/bulk-actions). */
  'bulk-actions.resume': Record<string, never>;
};

export type JobName = keyof JobPayloads;

export type JobDefinition = {
  /** Attempts after the first failure; 0 runs a job once. */
  retryLimit: number;
  /** Seconds before the first retry; with backoff each later wait doubles, with jitter. */
  retryDelay: number;
  retryBackoff: boolean;
  /**
   * Longest one attempt may run. An attempt still active after this (its process died, say) is
   * failed by the queue's maintenance and retried: delivery is at least once, never lost.
   */
  expireInSeconds: number;
  /** How often an idle worker looks for due jobs. */
  pollingIntervalSeconds: number;
  /** When the job is started by the clock, a cron expression in UK time. */
  cron?: string;
  /**
   * Also queued when a copy starts its workers: a job whose scheduled run the platform may have
   * missed (every copy down at that minute, for a deploy or a crash) and which finds nothing to do
   * when it has run already.
   */
  catchUpAtStart?: boolean;
};

export const JOB_TIME_ZONE = 'Europe/London';

export const JOB_DEFINITIONS: Record<JobName, JobDefinition> = {
  // 1–2, 2–4, 4–8 … 32–64 minutes apart: about one to two hours of trying in all.
  'mail.deliver': {
    retryLimit: 6,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 120,
    pollingIntervalSeconds: 1,
  },
  // Daily, at a quiet hour; a failed sweep is tried again, and tomorrow's run catches up anyway.
  'retention.sweep': {
    retryLimit: 2,
    retryDelay: 600,
    retryBackoff: false,
    expireInSeconds: 30 * 60,
    pollingIntervalSeconds: 60,
    cron: '17 3 * * *',
  },
  // Hourly: leftovers come only from crashes and cut-off uploads, and hold disk until swept.
  'files.sweep': {
    retryLimit: 2,
    retryDelay: 300,
    retryBackoff: false,
    expireInSeconds: 30 * 60,
    pollingIntervalSeconds: 60,
    cron: '41 * * * *',
  },
  // Queued with each upload while a scanner is configured. A scanner that is away is tried again
  // 15–30 s, 30–60 s … about 2–4 hours apart: some 4 to 8 hours in all before the requeue takes over.
  'files.scan': {
    retryLimit: 10,
    retryDelay: 15,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
    pollingIntervalSeconds: 2,
  },
  // At start and every half hour: a file whose scan job gave up (or was lost) is queued again.
  'files.scan-requeue': {
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: false,
    expireInSeconds: 10 * 60,
    pollingIntervalSeconds: 60,
    cron: '*/30 * * * *',
    catchUpAtStart: true,
  },
  // Each morning before the working day; a retry mails only the officers a failed run missed.
  'alarms.digest': {
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
    pollingIntervalSeconds: 60,
    cron: '0 7 * * *',
  },
  // Queued with each change of an authority's clock settings; on the clock as well, so that clocks
  // marked stale without a job (the migration that brought them, a job that died) are caught up.
  'clocks.recompute': {
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    pollingIntervalSeconds: 5,
    cron: '*/15 * * * *',
    // A run cut short by a stop carries on from where it got to as soon as a copy starts again.
    catchUpAtStart: true,
  },
  // A clock turns amber or red at the start of a day: every 15 minutes announces it early in the day.
  'clocks.alarms': {
    retryLimit: 2,
    retryDelay: 120,
    retryBackoff: false,
    expireInSeconds: 15 * 60,
    pollingIntervalSeconds: 60,
    cron: '*/15 * * * *',
  },
  // Just after midnight: a paused clock's due date has moved out a day, a running one may be missed.
  'clocks.daily': {
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    pollingIntervalSeconds: 60,
    cron: '5 0 * * *',
    // Missed, the day's clocks would stay as yesterday left them until the next night.
    catchUpAtStart: true,
  },
  // A review date passes at midnight: just after it, and at start in case that run was missed
  // (a run finds nothing to do for notes already alarmed).
  'warning-notes.review': {
    retryLimit: 3,
    retryDelay: 300,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
    pollingIntervalSeconds: 60,
    cron: '20 0 * * *',
    catchUpAtStart: true,
  },
  // Nightly, at a quiet hour after the retention sweep; a run finds nothing more to do the same
  // day, so a retry or the catch-up at start is harmless.
  'disposal.review': {
    retryLimit: 3,
    retryDelay: 600,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    pollingIntervalSeconds: 60,
    cron: '47 3 * * *',
    catchUpAtStart: true,
  },
  // Queued by an ADMIN's bulk disposal. Each case is its own transaction and counted in it, so a
  // retry (after a crash, or a stop) carries on with the cases left.
  'disposal.batch': {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    pollingIntervalSeconds: 2,
  },
  // Queued by an officer's bulk action. Each case is its own transaction and counted in it, so a
  // retry carries on with the cases left; bulk-actions.resume picks up one whose worker died well
  // before this attempt would expire.
  'bulk-actions.run': {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 60 * 60,
    pollingIntervalSeconds: 1,
  },
  // At start (a run cut short by a stop or crash carries on at once) and every few minutes.
  'bulk-actions.resume': {
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: false,
    expireInSeconds: 5 * 60,
    pollingIntervalSeconds: 60,
    cron: '*/3 * * * *',
    catchUpAtStart: true,
  },
};

export const JOB_NAMES = Object.keys(JOB_DEFINITIONS) as JobName[];
