import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// A full collection before each baseline, so that garbage of the step before is not counted.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The process's resident memory and heap, sampled every 50 ms, and Linux's own peak since `start`. */
export function sampleMemory() {
  collectGarbage();
  const baseline = process.memoryUsage();
  // Resets VmHWM, the kernel's peak resident size of this process (Linux 4.0 and later).
  let kernelPeak = true;
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    kernelPeak = false;
  }
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 50);
  return {
    async stop() {
      clearInterval(timer);
      const status = await readFile('/proc/self/status', 'utf8');
      const hwm = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) * 1024;
      const mb = (bytes: number) => bytes / 1024 / 1024;
      return {
        baselineRssMb: mb(baseline.rss),
        peakRssMb: mb(Math.max(peakRss, kernelPeak ? hwm : 0)),
        rssGrowthMb: mb(Math.max(peakRss, kernelPeak ? hwm : 0) - baseline.rss),
        heapGrowthMb: mb(peakHeap - baseline.heapUsed),
      };
    },
  };
}
