interface SchedulerWithYield {
  yield(): Promise<void>
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in between: long
 * work split this way is several short tasks instead of one that blocks. `scheduler.yield()` where the browser
 * has it (the continuation runs ahead of other queued tasks); otherwise a message to itself, which, unlike a
 * timer, is not held back in a background tab.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  if (typeof MessageChannel !== 'function') return Promise.resolve()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
