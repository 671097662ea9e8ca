/** What Ajv says of one failed check, whether Fastify ran it or a worker of ours. */
interface SchemaError {
  instancePath: string;
  params: Record<string, unknown>;
}

/**
 * The field a validation error is about, dotted (`columns.0.width`). A property that should not be
 * there is named itself: its parent alone would not tell the client what to remove.
 */
export function validationField(error: SchemaError | undefined): string {
  const path = (error?.instancePath ?? '').split('/').filter(Boolean);
  const unknown = error?.params.additionalProperty;
  if (typeof unknown === 'string') path.push(unknown);
  return path.join('.');
}
