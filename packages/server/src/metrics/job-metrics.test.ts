import { describe, expect, it } from 'vitest';
import { jobMetricsText, observeJob } from './job-metrics.ts';

describe('job durations', () => {
  it('are exposed by job name and outcome as a Prometheus histogram', () => {
    // Job names of this test alone: the registry is the process's, which other suites' jobs fill too.
    observeJob('measured-import', 0.3, 'SUCCESS');
    observeJob('measured-import', 12, 'SUCCESS');
    observeJob('measured-export', 2, 'ERROR');
    const text = jobMetricsText();
    expect(text).toContain('# TYPE lessor_job_duration_seconds histogram');
    expect(text).toContain(
      'lessor_job_duration_seconds_bucket{job="measured-import",outcome="SUCCESS",le="0.5"} 1',
    );
    expect(text).toContain(
      'lessor_job_duration_seconds_bucket{job="measured-import",outcome="SUCCESS",le="+Inf"} 2',
    );
    expect(text).toContain('lessor_job_duration_seconds_sum{job="measured-import",outcome="SUCCESS"} 12.3');
    expect(text).toContain('lessor_job_duration_seconds_count{job="measured-export",outcome="ERROR"} 1');
  });
});
