import { seedDataFolder, startLessorServer } from './lessor-server.ts';
import { e2ePort } from './playwright.config.ts';

/**
 * Migrates and seeds one data folder for the run, which every server of the run starts a copy of,
 * then starts the sign-in specs' server on the port of the configuration and hands the sign-in
 * link it prints to the tests. Answers the teardown.
 */
export default async function startServer(): Promise<() => Promise<void>> {
  const removeSeeded = await seedDataFolder();
  try {
    const server = await startLessorServer({
      PORT: String(e2ePort),
      // The demo OIDC provider runs on this machine over plain http.
      LESSOR_ALLOW_HTTP_ISSUERS: '1',
    });
    process.env.LESSOR_SIGN_IN_LINK = server.signInLink;
    return async () => {
      await server.stop();
      await removeSeeded();
    };
  } catch (error) {
    await removeSeeded();
    throw error;
  }
}
