import { createHash } from 'node:crypto';
import { type ConfigCheckItems, printTemplates } from '@lessor/domain/api';
import {
  type DeclaredSelect,
  declaredReferenceLists,
  declaredSelects,
  defaultReferenceList,
  defaultReferenceListNames,
  toAnswerEntry,
} from '@lessor/domain/reference-lists';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { builtInScripts } from '../scripts/built-in-scripts.ts';

/** A fingerprint of each item of the reference configuration, by kind and name. */
export type Fingerprints = { readonly [kind in keyof ConfigCheckItems]: Readonly<Record<string, string>> };

/** The configuration the product ships, as a check compares a tenant's with it. */
export interface ReferenceConfiguration {
  fingerprints: Fingerprints;
  /** The lists the product ships with at least one value: a field naming one of them offers values. */
  listsWithValues: ReadonlySet<string>;
  /** The fields of the served entities that name a list. */
  selects: readonly DeclaredSelect[];
}

/*
 * Built once per catalogue: the declarations, the built-in scripts and the layouts do not change
 * while the server runs, and fingerprinting every list (hundreds of legal forms, every country)
 * costs tens of milliseconds a check need not pay again.
 */
const built = new WeakMap<EntityCatalogue, ReferenceConfiguration>();

/**
 * The shipped reference configuration: the lists the declarations name (with the data lists,
 * countries, currencies, legal forms…) as the lists route serves them in English, the built-in
 * scripts by their code, and the built-in print layouts by their registration (name, entity,
 * title: a layout's drawing is server code, which no fingerprint here sees).
 */
export function referenceConfiguration(catalogue: EntityCatalogue): ReferenceConfiguration {
  const known = built.get(catalogue);
  if (known) return known;
  const declared = declaredReferenceLists(catalogue.entities);
  const lists: Record<string, string> = {};
  const listsWithValues = new Set<string>();
  for (const name of new Set([...declared.keys(), ...defaultReferenceListNames])) {
    const entries =
      defaultReferenceList(name, 'en') ??
      declared.get(name)?.map((entry) => toAnswerEntry(entry, 'en')) ??
      [];
    lists[name] = fingerprint(JSON.stringify(entries));
    if (entries.length > 0) listsWithValues.add(name);
  }
  const scripts = Object.fromEntries(
    Object.entries(builtInScripts).map(([name, code]) => [name, fingerprint(code)]),
  );
  const reports = Object.fromEntries(
    printTemplates.map((template) => [template.name, fingerprint(JSON.stringify(template))]),
  );
  const reference = {
    fingerprints: { lists, scripts, reports },
    listsWithValues,
    selects: declaredSelects(catalogue.entities),
  };
  built.set(catalogue, reference);
  return reference;
}

function fingerprint(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
