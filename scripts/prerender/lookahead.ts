/** Iterates an async generator one step ahead, so the next batch downloads while this one renders. */
export async function* lookahead<T>(source: AsyncGenerator<T>): AsyncGenerator<T> {
  let next = source.next()
  for (;;) {
    const current = await next
    if (current.done) return
    next = source.next()
    // Keep a rejection of the prefetch from going unhandled while this batch is being rendered.
    next.catch(() => undefined)
    yield current.value
  }
}
