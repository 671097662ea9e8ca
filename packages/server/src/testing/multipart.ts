export interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
  type?: string;
}

/** A multipart body as a browser's FormData sends it. */
export function multipart(parts: readonly Part[]) {
  const boundary = 'lessordocuments';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
        part.fileName ? `; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? 'text/plain'}` : ''
      }\r\n\r\n`,
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
