import { readFile } from 'node:fs/promises';
import { memoryPages, validateXML } from 'xmllint-wasm';

/** The ISO 20022 messages whose official schema ships in `iso20022/`. */
export type Iso20022Message = 'pain.008.001.08' | 'pain.001.001.09' | 'camt.053.001.08' | 'camt.054.001.08';

const schemas = new Map<Iso20022Message, Promise<string>>();
const schemaOf = (message: Iso20022Message) => {
  let schema = schemas.get(message);
  if (!schema) {
    schema = readFile(new URL(`./iso20022/${message}.xsd`, import.meta.url), 'utf8');
    schemas.set(message, schema);
  }
  return schema;
};

/**
 * What the message's official XSD finds wrong in a file, each with its line: none when the file
 * is valid. libxml2 compiled to WebAssembly validates it, so no native addon is needed.
 */
export async function iso20022Problems(xml: string, message: Iso20022Message): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'file.xml', contents: xml },
    schema: { fileName: `${message}.xsd`, contents: await schemaOf(message) },
    // A month's collections of a large book is tens of megabytes of XML.
    maxMemoryPages: 2 * memoryPages.GiB,
  });
  return result.errors.map((error) =>
    error.loc ? `line ${error.loc.lineNumber}: ${error.message}` : error.message,
  );
}
