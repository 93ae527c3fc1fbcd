import type { RoutePayload } from '../../src/domain/payloads'

/** One document to prerender and write. */
export interface RenderJob {
  path: string
  /** The route's payload, as the page will fetch it on client navigation (written beside the HTML). */
  payloadJson?: string
  /** Given when rendering in this process: spares parsing `payloadJson` back. */
  payload?: RoutePayload
  /** Write the HTML to this file (relative to the output folder) instead of `<path>/index.html`. */
  file?: string
  /** The status the page must render with (404 for the error document). */
  status?: number
}

/** Where prerendered pages go: rendered here, or by a pool of processes. */
export interface PageSink {
  /** Resolves once the job is accepted (a sink may hold a few); the outcome comes through `onDone`. */
  submit(job: RenderJob): Promise<void>
  /** Waits for every job and write; the first failure is thrown. */
  close(): Promise<void>
}

/** Called once per job: `error` is set when it failed. */
export type JobDone = (job: RenderJob, error?: Error) => void
