import type { RoutePayload } from '../../src/domain/payloads'
import { loadPageRenderer } from './page-renderer'
import { PageWriter } from './page-writer'
import type { JobDone, PageSink, RenderJob } from './render-job'

/** Renders and writes in this process, one page at a time (writes overlap the next render). */
export async function createLocalSink(opts: {
  distDir: string
  buildId: string
  onDone: JobDone
}): Promise<PageSink> {
  const render = await loadPageRenderer(opts.distDir, opts.buildId)
  const writer = new PageWriter(`${opts.distDir}/client`)
  return {
    async submit(job: RenderJob) {
      try {
        await writeJob(render, writer, job)
        opts.onDone(job)
      } catch (error) {
        opts.onDone(job, error as Error)
      }
    },
    close: () => writer.flush(),
  }
}

/** Renders one job and hands its files to the writer (shared by this sink and the pool's workers). */
export async function writeJob(
  render: Awaited<ReturnType<typeof loadPageRenderer>>,
  writer: PageWriter,
  job: RenderJob,
): Promise<void> {
  const payload =
    job.payload ?? (job.payloadJson === undefined ? undefined : (JSON.parse(job.payloadJson) as RoutePayload))
  const extra = job.payloadJson === undefined ? {} : { prerenderPayloadJson: job.payloadJson }
  const html = await render(job.path, payload, extra, job.status ?? 200)
  if (job.file) await writer.writeFile(job.file, html)
  else await writer.write(job.path, html, job.payloadJson)
}
