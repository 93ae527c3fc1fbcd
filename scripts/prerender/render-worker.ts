// A prerender worker process (see render-pool.ts): renders the jobs it is sent and writes their files.
import { writeJob } from './local-sink'
import { loadPageRenderer } from './page-renderer'
import { PageWriter } from './page-writer'
import type { RenderJob } from './render-job'

type Message =
  { init: { distDir: string; buildId: string } } | { job: RenderJob; id: number } | { close: true }

let ready: Promise<{ render: Awaited<ReturnType<typeof loadPageRenderer>>; writer: PageWriter }> | null = null
const running = new Set<Promise<unknown>>()
const send = (message: unknown) => new Promise<void>((resolve) => process.send!(message, () => resolve()))

process.on('message', (message: Message) => {
  if ('init' in message) {
    const { distDir, buildId } = message.init
    ready = loadPageRenderer(distDir, buildId).then((render) => ({
      render,
      writer: new PageWriter(`${distDir}/client`),
    }))
    ready.then(
      () => void send({ ready: true }),
      (error: Error) => void send({ fatal: error.message }).then(() => process.exit(1)),
    )
  } else if ('job' in message) {
    const { job, id } = message
    const run = ready!
      .then(({ render, writer }) => writeJob(render, writer, job))
      .then(
        () => send({ done: id }),
        (error: Error) => send({ done: id, error: error.message }),
      )
    running.add(run)
    void run.finally(() => running.delete(run))
  } else if ('close' in message) {
    void Promise.all(running)
      .then(() => ready!)
      .then(({ writer }) => writer.flush())
      .then(
        () => send({ closed: true, peakMb: Math.round(process.resourceUsage().maxRSS / 1024) }),
        (error: Error) => send({ fatal: error.message }),
      )
      .then(() => process.exit(0))
  }
})
