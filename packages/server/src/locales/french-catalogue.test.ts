import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { entityGroupTitles } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { frenchAssetLineTexts } from './french-asset-lines.ts';
import { frenchBillingTexts } from './french-billing.ts';
import { frenchCatalogue } from './french-catalogue.ts';
import { frenchCollectionTexts } from './french-collections.ts';
import { frenchCronTexts } from './french-crons.ts';
import { frenchDatabaseOperationTexts } from './french-database-operations.ts';
import { frenchDetailPageTexts } from './french-detail-pages.ts';
import { frenchDocumentTexts } from './french-documents.ts';
import { frenchImportTexts } from './french-imports.ts';
import { frenchListScreenTexts } from './french-list-screens.ts';
import { frenchMetricTexts } from './french-metrics.ts';
import { frenchPersonFieldTexts } from './french-person-fields.ts';
import { frenchProductsUsersTexts } from './french-products-users.ts';
import { frenchQuickAddTexts } from './french-quick-add.ts';
import { frenchRegistrationLookupTexts } from './french-registration-lookup.ts';
import { frenchTreasuryTexts } from './french-treasury.ts';
import { frenchVehicleCatalogueTexts } from './french-vehicle-catalogue.ts';

// The web application's own texts: `t('...')` and `notifySuccess('...')` calls, and the labels its
// tables hand to `t`, and the menu's group titles.
const webSource = resolve(import.meta.dirname, '../../../web/src');
const translatedFolders = ['shell', 'screens', 'notifications', 'metrics', 'routes', 'i18n', 'engine'];
const labelPattern = /(?:title|description|where|label): '((?:[^'\\]|\\.)+)'/g;
const labelTables = ['shell/tool-screens.ts', 'shell/shortcuts.ts', 'shell/build-menu.ts'];

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && entry !== 'LoginPage.tsx' ? [path] : [];
  });
}

function webTexts(): Set<string> {
  const texts = new Set<string>();
  for (const file of translatedFolders.flatMap((folder) => sources(join(webSource, folder)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /\b(?:t|notifySuccess)\(\s*(['"])((?:(?!\1)[^\\]|\\.)+)\1/g,
    )) {
      if (match[2]) texts.add(match[2].replace(/\\'/g, "'"));
    }
  }
  for (const table of labelTables) {
    for (const match of readFileSync(join(webSource, table), 'utf8').matchAll(labelPattern)) {
      if (match[1]) texts.add(match[1]);
    }
  }
  for (const title of Object.values(entityGroupTitles)) texts.add(title);
  return texts;
}

describe('the French catalogue', () => {
  it("translates every text of the web application's shell and screens", () => {
    const texts = webTexts();
    expect(texts.size).toBeGreaterThan(100);
    expect([...texts].filter((text) => !(text in frenchCatalogue))).toEqual([]);
  });

  it('gives each text one translation, whichever part of the catalogue holds it', () => {
    const parts = [
      frenchDetailPageTexts,
      frenchListScreenTexts,
      frenchProductsUsersTexts,
      frenchDocumentTexts,
      frenchBillingTexts,
      frenchCollectionTexts,
      frenchVehicleCatalogueTexts,
      frenchAssetLineTexts,
      frenchQuickAddTexts,
      frenchPersonFieldTexts,
      frenchRegistrationLookupTexts,
      frenchImportTexts,
      frenchCronTexts,
      frenchDatabaseOperationTexts,
      frenchMetricTexts,
      frenchTreasuryTexts,
    ];
    const source = readFileSync(resolve(import.meta.dirname, 'french-catalogue.ts'), 'utf8');
    const own = [...source.matchAll(/^ {2}(?:'((?:[^'\\]|\\.)+)'|(\w+)):/gm)].map(
      (match) => match[1] ?? match[2],
    );
    const keys = [...parts.flatMap((part) => Object.keys(part)), ...own];
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('keeps the placeholders of each text', () => {
    for (const [english, french] of Object.entries(frenchCatalogue)) {
      expect(french.match(/\{\{\w+\}\}/g) ?? [], english).toEqual(english.match(/\{\{\w+\}\}/g) ?? []);
    }
  });
});
