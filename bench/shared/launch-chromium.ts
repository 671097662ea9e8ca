import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, or the one CHROMIUM_PATH names: Playwright's own download does not work here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The switches every benchmark's Chromium runs with: no sandbox (root in a container), no GPU, and
 * none of the background calls to the network this machine refuses.
 */
export const chromiumSwitches = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The system Chromium, headless, driven by Playwright. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumSwitches });
}
