const documented = new WeakSet<object>();

/**
 * Marks a schema as a description for the API document only: Fastify neither validates a request
 * part with it nor serialises an answer with it. Some routes read a part of the request themselves
 * and answer the catalogue's own codes (a list's filters and range, a record checked against its
 * declaration, a raw or multipart body), which a schema check would pre-empt with a generic code;
 * some write their answer themselves (records through the entity engine's serialiser, files).
 * The mark is on the object: a copy of it is checked again.
 * @example querystring: documentedOnly({ type: 'object', properties: { range: { type: 'string' } } })
 */
export function documentedOnly<T extends object>(schema: T): T {
  documented.add(schema);
  return schema;
}

export function isDocumentedOnly(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && documented.has(schema);
}

/**
 * Path parameters, by name and description. A path segment is always text a schema of strings
 * could not refuse: it describes, and compiling it would only cost time. The route checks what
 * the value names (a user, a provider...).
 */
export function pathParams(descriptions: Readonly<Record<string, string>>) {
  return documentedOnly({
    type: 'object',
    required: Object.keys(descriptions),
    properties: Object.fromEntries(
      Object.entries(descriptions).map(([name, description]) => [name, { type: 'string', description }]),
    ),
  });
}

/** An answer that is a file, not JSON: its bytes, of one media type. */
export function fileAnswer(description: string, mediaType = 'application/octet-stream') {
  return {
    description,
    content: { [mediaType]: { schema: documentedOnly({ type: 'string', format: 'binary' }) } },
  };
}

/** A request body of one uploaded file, the multipart part `file`; the route reads it itself. */
export function uploadedFileBody() {
  return {
    content: {
      'multipart/form-data': {
        schema: documentedOnly({
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary' } },
        }),
      },
    },
  };
}
