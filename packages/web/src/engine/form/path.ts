type Data = Readonly<Record<string, unknown>>;

/** One step of a field path: a key of an object or a position in a list. */
export type PathStep = string | number;

/**
 * The steps of a field path as the server names fields in its errors: `addresses[0].city`.
 * @example pathSteps('addresses[0].city') // ['addresses', 0, 'city']
 */
export function pathSteps(path: string): PathStep[] {
  const steps: PathStep[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) steps.push(Number(match[2]));
    else if (match[1] !== undefined) steps.push(match[1]);
  }
  return steps;
}

/** `addresses` + 0 gives `addresses[0]`; `web` + `site` gives `web.site`. */
export function childPath(parent: string, step: PathStep): string {
  if (typeof step === 'number') return `${parent}[${step}]`;
  return parent === '' ? step : `${parent}.${step}`;
}

/** The path of the object a field belongs to: `addresses[0]` for `addresses[0].city`, '' at the top. */
export function ownerPath(path: string): string {
  const cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
  if (cut <= 0) return '';
  return path.slice(0, cut);
}

/** The key of a field in its owner: `city` for `addresses[0].city`. */
export function lastKey(path: string): PathStep | undefined {
  return pathSteps(path).at(-1);
}

export function valueAtPath(data: Data, path: string): unknown {
  let value: unknown = data;
  for (const step of pathSteps(path)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PathStep, unknown>)[step];
  }
  return value;
}

/** A copy of `data` with the value at `path` replaced; only the objects on the way are copied. */
export function withValueAtPath(data: Data, path: string, value: unknown): Record<string, unknown> {
  return setStep(data, pathSteps(path), value) as Record<string, unknown>;
}

function setStep(container: unknown, steps: PathStep[], value: unknown): unknown {
  const [step, ...rest] = steps;
  if (step === undefined) return value;
  const current = (container as Record<PathStep, unknown> | undefined)?.[step];
  const next = setStep(current, rest, value);
  if (typeof step === 'number') {
    const list = Array.isArray(container) ? [...container] : [];
    list[step] = next;
    return list;
  }
  return { ...(typeof container === 'object' && container !== null ? container : {}), [step]: next };
}

/** Whether one path holds the other (or is it): a change to either concerns both. */
export function arePathsRelated(a: string, b: string): boolean {
  return a === b || isInside(a, b) || isInside(b, a);
}

function isInside(inner: string, outer: string): boolean {
  if (outer === '') return true;
  return inner.startsWith(outer) && (inner[outer.length] === '.' || inner[outer.length] === '[');
}

/** The DOM id of a field's input, stable and valid in CSS selectors; `scope` tells forms of one page apart. */
export function fieldDomId(path: string, scope = ''): string {
  return `${scope}field-${path.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
