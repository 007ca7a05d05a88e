import type { AppContext } from '../../core/context.ts';

/** queued → running → done; a failed attempt is 'failed' until the next one starts; the last one failing makes it 'dead'. */
export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'dead';

/** Whose job it is: every job belongs to a school, and its file to the account that asked. */
export interface JobOwner {
  schoolId: number;
  accountId: number;
  /** Shown on the jobs pages; kept as it was when the job was asked for. */
  requesterName?: string;
}

export interface JobKindOptions {
  /** Attempts after the first (default 2). */
  retryLimit?: number;
  /** Seconds before the first retry (default 5). */
  retryDelay?: number;
  /** Each retry waits about twice as long as the one before (default true). */
  retryBackoff?: boolean;
  /** An attempt running longer than this is failed by the queue (default 15 minutes). */
  expireInSeconds?: number;
}

/** What a job handler gets: its payload and the means to report progress and leave a file. */
export interface JobRun<P> {
  jobId: number;
  schoolId: number;
  accountId: number | null;
  kind: string;
  payload: P;
  /** 1 for the first attempt. */
  attempt: number;
  /** The app context the queue runs in (database, workers, clock). */
  ctx: AppContext;
  /** Records progress (0–100); cheap to call often, written at most once per step of 5. */
  progress: (pct: number) => Promise<void>;
  /**
   * Where to write the job's result file (absolute path, directory created). When the handler
   * returns, the file is recorded as the job's result, downloadable by its requester for a day.
   */
  resultFile: (downloadName: string) => Promise<string>;
}

export type JobHandler<P> = (run: JobRun<P>) => Promise<void>;

/** A job row as the pages see it. */
export type JobRow = {
  id: number;
  schoolId: number;
  kind: string;
  state: JobState;
  progress: number;
  attempts: number;
  maxAttempts: number;
  error: string | null;
  requesterName: string;
  requestedBy: number | null;
  resultName: string | null;
  resultSize: number | null;
  hasFile: boolean;
  expiresAt: Date | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
};

/** What travels in pg-boss's job: only the row's key; the payload stays in our table. */
export interface QueuedData {
  schoolId: number;
  jobId: number;
}
