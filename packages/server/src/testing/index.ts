export { describeOnEachDatabase, type TestAppContext } from './describe-on-each-database.ts';
export {
  type FakeCompanyRegistry,
  registryCompanies,
  startFakeCompanyRegistry,
} from './fake-company-registry.ts';
export { followJob } from './follow-job.ts';
export { multipart, type Part } from './multipart.ts';
export { startTestApp, type TestApp, type TestClient } from './test-app.ts';
export { availableTestDatabases, type TestDatabase } from './test-databases.ts';
