/**
 * The scripts the product ships, run by name when the tenant has no script of that name
 * (docs/scripts.md): each is the code a tenant's own would be, and a tenant replaces one by
 * saving an active Script of the same name.
 */
export const builtInScripts: Readonly<Record<string, string>> = {
  // foundation.md §7: opened in a new tab with `?who=`; the simplest check that scripts run.
  'hello-world': `function execute(params, context) {
  const who = typeof params.who === 'string' && params.who !== '' ? params.who : context.user.username;
  return { message: 'Hello ' + who + '!', tenant: context.user.tenant };
}`,

  // An address on one line, as a list or a letter head shows it: street, complement, postcode and city, country.
  'address-to-string': `function execute(params) {
  const address = params.address || params;
  const text = (value) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
  const street = text(address.address1) ||
    [address.streetNumber, address.streetType, address.streetName].map(text).filter(Boolean).join(' ');
  const town = [address.zipcode, address.city].map(text).filter(Boolean).join(' ');
  return [street, text(address.address2), town, text(address.country)].filter(Boolean).join(', ');
}`,

  // One line typed by a clerk, read back into an address's fields: '12 rue de la Paix, 75002 Paris'.
  'string-to-address': `function execute(params) {
  const line = String(params.value || '').replace(/\\s+/g, ' ').trim();
  const address = { type: 'MAIN' };
  if (typeof params.country === 'string' && params.country) address.country = params.country;
  const town = line.match(/,?\\s*(\\d{4,5})\\s+([^,\\d][^,]*)$/);
  const street = (town ? line.slice(0, town.index) : line).replace(/,\\s*$/, '').trim();
  if (town) {
    address.zipcode = town[1];
    address.city = town[2].trim();
  }
  if (street) {
    address.address1 = street;
    const numbered = street.match(/^(\\d+\\s?(?:bis|ter|[a-z])?)\\b[ ,]*(.*)$/i);
    if (numbered) {
      address.streetNumber = numbered[1].trim();
      address.streetName = numbered[2].trim();
    } else address.streetName = street;
  }
  return address;
}`,

  // A French company's SIREN (9 digits) or SIRET (14 digits): its length and its Luhn key.
  'personRegistration-format-check': `function execute(params) {
  const type = String(params.type || 'SIREN').toUpperCase();
  const value = String(params.value || '').replace(/\\s/g, '');
  const length = type === 'SIRET' ? 14 : 9;
  if (!/^\\d+$/.test(value) || value.length !== length)
    return { valid: false, message: type + ' has ' + length + ' digits' };
  let sum = 0;
  for (let index = 0; index < length; index++) {
    let digit = Number(value[length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  // La Poste's establishments share one SIREN: their SIRET keys may add up to a multiple of 5 instead.
  const laPoste = type === 'SIRET' && value.startsWith('356000000');
  const digitSum = value.split('').reduce((total, digit) => total + Number(digit), 0);
  const valid = sum % 10 === 0 || (laPoste && digitSum % 5 === 0);
  return valid ? { valid: true } : { valid: false, message: 'Invalid ' + type + ' key' };
}`,

  // foundation.md §7: the tenant's own words over the product's texts for the `locale` asked,
  // `{ englishText: replacement }`. The product has none: a tenant's string-overrides document is
  // already part of the translations it is served (/api/core/locales).
  'string-overrides': `function execute(params) {
  return {};
}`,

  // The entities whose records hold documents and move through a workflow: the names a documents
  // screen offers to choose from.
  'document-entities-with-workflow': `async function execute(params, context) {
  const entities = await context.documentEntities();
  return entities.filter((entity) => entity.hasWorkflow).map((entity) => entity.name).sort();
}`,

  // The document types of each entity asked (`entityNames`, a comma list): an entity that holds no
  // documents, or that the product does not have, is left out of the answer.
  'document-types-with-workflow': `async function execute(params, context) {
  const asked = Array.isArray(params.entityNames) ? params.entityNames : String(params.entityNames || '').split(',');
  const wanted = new Set(asked.map((name) => String(name).trim()));
  const types = {};
  for (const entity of await context.documentEntities())
    if (wanted.has(entity.name)) types[entity.name] = entity.documentTypes;
  return types;
}`,

  // The business calendars due dates are moved by, with their holidays of this year and the next
  // (or of the `years` asked, a comma list).
  calendars: `async function execute(params, context) {
  const years = Array.isArray(params.years) ? params.years : params.years ? String(params.years).split(',') : undefined;
  return context.calendars(years);
}`,

  // The products a contract may be sold under: the active ones the caller may read, each with what
  // a contract's terms take from it, by name.
  'products-catalog': `async function execute(params, context) {
  const page = 1000;
  const products = [];
  for (let start = 0; ; start += page) {
    const range = start + '-' + (start + page - 1);
    const found = await context.listRecords('Product', { status: 'ACTIVE', sort: 'registration', range });
    for (const product of found) products.push(product);
    if (found.length < page) break;
  }
  const terms = ['registration', 'name', 'code', 'type', 'contractType', 'rate', 'startDate', 'endDate'];
  const byName = (left, right) =>
    String(left.name || '').localeCompare(String(right.name || '')) || (left.registration < right.registration ? -1 : 1);
  return products
    .map((product) => Object.fromEntries(terms.map((field) => [field, product[field] === undefined ? null : product[field]])))
    .sort(byName);
}`,

  // A contract's payment plan from its terms (the Contract's field names), computed as the Payment
  // plan card computes it; terms that make none are refused, each problem in the form's words.
  'contract-computation': `async function execute(params, context) {
  const schedule = await context.computeSchedule(params);
  if (schedule.problems)
    context.refuse('No payment plan: ' + schedule.problems.map((problem) => problem.message).join('; '));
  return schedule;
}`,

  // The on-screen keyboards a touch device may show for the `locale` asked: the device's own unless
  // a tenant ships some.
  'virtual-keyboards': `function execute(params) {
  return [];
}`,
};
