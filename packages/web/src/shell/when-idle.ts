/**
 * Runs `run` when the browser has nothing else to do, or after `timeoutMs` at the latest (a busy
 * page still gets it done). Answers a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no idle callbacks: a frame's wait instead.
  const handle = setTimeout(run, 16);
  return () => clearTimeout(handle);
}
