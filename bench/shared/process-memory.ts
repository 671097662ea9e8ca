import { readFile } from 'node:fs/promises';

/**
 * A process's resident memory in MB as Linux counts it: `VmRSS` now, `VmHWM` the highest since
 * the process started (kept by the kernel, so no peak between two samples is missed).
 */
export async function residentMemory(pid: number): Promise<{ nowMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { nowMb: Math.round(kilobytes('VmRSS') / 1024), peakMb: Math.round(kilobytes('VmHWM') / 1024) };
}
