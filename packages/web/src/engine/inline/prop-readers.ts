/** Readers of an inline element's props, which come from layout data and may hold anything. */
export const textProp = (props: Readonly<Record<string, unknown>>, key: string): string =>
  typeof props[key] === 'string' ? (props[key] as string) : '';

export const recordProp = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export const listProp = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
