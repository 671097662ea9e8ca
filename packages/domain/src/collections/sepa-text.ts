/**
 * The characters every SEPA bank must accept in a payment file's text (EPC's basic Latin set):
 * letters, digits, space and / - ? : ( ) . , ' +.
 */
const sepaCharacter = /[A-Za-z0-9/\-?:().,'+ ]/;

/** Letters that do not decompose into a base letter and marks, spelt in the basic set. */
const spelt: Record<string, string> = {
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Þ: 'TH',
  þ: 'th',
  '&': '+',
  _: '-',
  '"': "'",
  '’': "'",
  '‘': "'",
  '«': "'",
  '»': "'",
  '–': '-',
  '—': '-',
  '€': 'EUR',
};

/**
 * Text as a SEPA file may carry it: accents dropped (é is e), letters outside the basic set spelt in
 * it (ß is ss), anything else a space, spaces run together and trimmed, cut to `max` characters.
 * @example toSepaText('Société Générale & Fils', 140) // 'Societe Generale + Fils'
 */
export function toSepaText(text: string, max: number): string {
  let converted = '';
  for (const character of text.normalize('NFD')) {
    if (sepaCharacter.test(character)) converted += character;
    else if (character in spelt) converted += spelt[character];
    else if (!/\p{M}/u.test(character)) converted += ' ';
  }
  return converted.replace(/\s+/g, ' ').trim().slice(0, max).trimEnd();
}

/**
 * An identifier (message, batch, end-to-end, mandate) as SEPA allows it: the basic set without
 * spaces, never starting with '/' nor holding '//'. Answers undefined when nothing is left of it.
 */
export function toSepaIdentifier(text: string): string | undefined {
  const identifier = toSepaText(text, 35)
    .replaceAll(' ', '')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+/, '');
  return identifier === '' ? undefined : identifier;
}
