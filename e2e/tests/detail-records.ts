import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

/** Creates a record through the API with the page's session, as a card or a test needs one to exist. */
export async function createRecord(
  page: Page,
  apiPath: string,
  body: Record<string, unknown>,
): Promise<{ _id: string; registration: string } & Record<string, unknown>> {
  const token = await page.evaluate(() => localStorage.getItem('lessor.session'));
  const response = await page.request.post(apiPath, {
    data: body,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`${apiPath}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/**
 * Opens a page in British English, chosen in this browser as a user would, and waits until the
 * page speaks it: dates read and show as DD/MM/YYYY, amounts as 1,234.50.
 */
export async function openInBritishEnglish(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lessor.locale', 'en-GB'));
  await page.goto(path);
  await page.locator('html[lang="en-GB"]').waitFor({ state: 'attached' });
}

/** Calls the API with the page's session; answers the status and the parsed body. */
export async function callApi(
  page: Page,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const token = await page.evaluate(() => localStorage.getItem('lessor.session'));
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  return { status: response.status(), body: await response.json().catch(() => undefined) };
}

/** Writes a file on disk, as a user has one to pick. */
export async function fileOnDisk(path: string, content: string | Buffer): Promise<string> {
  await writeFile(path, content);
  return path;
}

/**
 * A window the application opened: the address it was opened at, and its page. A browser without a
 * PDF viewer (Chromium's headless shell) downloads a PDF instead of showing it, and its page stays blank.
 */
export interface OpenedWindow {
  url: string;
  page: Page;
}

/** Clicks what opens a new window and answers it once its content has loaded, or been downloaded. */
export async function windowOpenedBy(page: Page, click: () => Promise<void>): Promise<OpenedWindow> {
  const opened = page.context().waitForEvent('page');
  const downloaded = page.waitForEvent('download');
  await click();
  const window = await opened;
  const url = await Promise.race([
    window.waitForLoadState().then(() => window.url()),
    downloaded.then((download) => download.url()),
  ]);
  return { url, page: window };
}

/** A PNG of one pixel: an image a record, a map or a carousel takes, in 70 bytes. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
