/** `GET /api/core/self-tests`: a tenant's configuration tested as it stands (docs/self-tests.md). */
export const selfTestsPath = '/api/core/self-tests';

/** What the tests look at, one test each. */
export const selfTestNames = ['scripts', 'lists', 'workflows'] as const;
export type SelfTestName = (typeof selfTestNames)[number];

/** One thing a test found wrong: the script, list or entity, and why. */
export interface SelfTestFailure {
  item: string;
  message: string;
}

/** One test: how many items it looked at, and those at fault; passed when none is. */
export interface SelfTestResult {
  name: SelfTestName;
  checked: number;
  failures: SelfTestFailure[];
}

export interface SelfTestReport {
  tenant: string;
  /** ISO date and time the tests ran. */
  ranAt: string;
  tests: SelfTestResult[];
}
