import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

describeOnEachDatabase('reference lists on the $name database', (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('lists');
  });

  const lists = async (query: string) =>
    (await client.request({ method: 'GET', url: `/api/script/lists?${query}` })).json();

  it('answers one array per list in the order asked, ERROR first for an unknown list', async () => {
    const [statuses, unknown, types] = await lists(
      'valuesOnly=true&lists=invoiceStatus,noSuchList,creditLineType',
    );
    expect(statuses).toEqual([
      'DRAFT',
      'ISSUED',
      'SENT',
      'PARTIALLY_PAID',
      'COLLECTION_PENDING',
      'PAYMENT_PENDING',
      'PAID',
      'CANCELLED',
    ]);
    expect(unknown).toEqual(['ERROR', 'List not found noSuchList']);
    expect(types).toEqual(['STOCK', 'INVESTMENT', 'REVOLVING']);
    const [entries] = await lists('lists=addressType');
    expect(entries[0]).toEqual({ value: 'MAIN', label: 'Main', isTranslated: false, labelValue: 'Main' });
    expect((await lists('valuesOnly=true')).code).toBe('MISSING_FIELD_IN_QUERY');
  });

  it("serves the tenant's lists with labels in the locale and refuses values outside them on write", async () => {
    const invoices = '/api/billing/invoices';
    const kept = (
      await client.request({
        method: 'POST',
        url: invoices,
        payload: { name: 'Before', paymentMode: 'CHEQUE' },
      })
    ).json();
    await testApp.configure(client, 'lists', {
      paymentMode: [{ value: 'TRANSFER', label: { en: 'Transfer', fr: 'Virement' } }, { value: 'SEPA' }],
    });
    const [modes] = await lists('locale=fr-FR&lists=paymentMode');
    expect(modes[0]).toMatchObject({ value: 'TRANSFER', label: 'Virement', isTranslated: true });

    const refused = await client.request({
      method: 'POST',
      url: invoices,
      payload: { name: 'x', paymentMode: 'CHEQUE' },
    });
    expect(refused.json()).toMatchObject({ code: 'INVALID_FIELD_VALUE' });
    const accepted = await client.request({
      method: 'POST',
      url: invoices,
      payload: { name: 'x', paymentMode: 'SEPA' },
    });
    expect(accepted.statusCode).toBe(201);

    // A value stored before the list changed stays readable, and an update that leaves it alone passes.
    const url = `${invoices}/${kept.registration}`;
    expect((await client.request({ method: 'GET', url })).json().paymentMode).toBe('CHEQUE');
    expect((await client.request({ method: 'PATCH', url, payload: { name: 'After' } })).statusCode).toBe(200);
  });

  it("names countries in the user's locale and refuses a person's nationality outside ISO 3166-1", async () => {
    const [countries, nationalities] = await lists('locale=fr-FR&lists=country,nationality');
    expect(countries.find((entry: { value: string }) => entry.value === 'DE')).toEqual({
      value: 'DE',
      label: 'Allemagne',
      isTranslated: true,
      labelValue: 'Allemagne',
    });
    expect(nationalities.find((entry: { value: string }) => entry.value === 'DE')?.label).toBe('Allemand');
    const [english] = await lists('locale=en&lists=country');
    expect(english.find((entry: { value: string }) => entry.value === 'DE')?.label).toBe('Germany');

    const persons = '/api/person/persons';
    const person = { type: 'I', lastName: 'Meyer' };
    const refused = await client.request({
      method: 'POST',
      url: persons,
      payload: { ...person, nationality: 'Germany' },
    });
    expect(refused.json()).toMatchObject({ code: 'INVALID_FIELD_VALUE' });
    const accepted = await client.request({
      method: 'POST',
      url: persons,
      payload: { ...person, nationality: 'DE', addresses: [{ type: 'MAIN', country: 'DE' }] },
    });
    expect(accepted.statusCode).toBe(201);
  });

  it("gives each legal form its country, so that a form can offer only its country's", async () => {
    const [forms] = await lists('locale=fr-FR&lists=legalForm');
    const german = forms.filter((form: { country?: string }) => form.country === 'DE');
    expect(german.map((form: { label: string }) => form.label)).toContain(
      'GmbH – Gesellschaft mit beschränkter Haftung (DE)',
    );
    expect(forms.find((form: { value: string }) => form.value === 'V9QP')).toMatchObject({
      label: 'SARL / EURL – Société à responsabilité limitée (sans autre indication) (FR)',
      country: 'FR',
    });
  });

  it("lets a tenant's own list win over the default one, on reads and on writes", async () => {
    const own = await testApp.tenantClient('own-lists');
    await testApp.configure(own, 'lists', {
      country: [
        { value: 'FR', label: { en: 'Mainland France', fr: 'France métropolitaine' } },
        { value: 'RE', label: { en: 'Réunion', fr: 'La Réunion' } },
      ],
      legalForm: [{ value: 'SCOP', label: 'Société coopérative de production', country: 'FR' }],
    });
    const answer = (query: string) =>
      own.request({ method: 'GET', url: `/api/script/lists?${query}` }).then((response) => response.json());
    const [countries, forms, statuses] = await answer('locale=fr-FR&lists=country,legalForm,maritalStatus');
    expect(countries).toEqual([
      {
        value: 'FR',
        label: 'France métropolitaine',
        isTranslated: true,
        labelValue: 'France métropolitaine',
      },
      { value: 'RE', label: 'La Réunion', isTranslated: true, labelValue: 'La Réunion' },
    ]);
    expect(forms).toEqual([
      {
        value: 'SCOP',
        label: 'Société coopérative de production',
        isTranslated: false,
        labelValue: 'Société coopérative de production',
        country: 'FR',
      },
    ]);
    // The lists it has not configured keep their defaults.
    expect(statuses.map((entry: { value: string }) => entry.value)).toContain('CIVIL_PARTNERSHIP');

    const persons = '/api/person/persons';
    const company = { type: 'C', name: 'Coop' };
    const outside = await own.request({
      method: 'POST',
      url: persons,
      payload: { ...company, legalForm: 'V9QP', addresses: [{ type: 'MAIN', country: 'DE' }] },
    });
    expect(outside.json()).toMatchObject({ code: 'INVALID_FIELD_VALUE' });
    const inside = await own.request({
      method: 'POST',
      url: persons,
      payload: { ...company, legalForm: 'SCOP', addresses: [{ type: 'MAIN', country: 'RE' }] },
    });
    expect(inside.statusCode).toBe(201);
    // The other tenant still has every country.
    const [everyCountry] = await lists('valuesOnly=true&lists=country');
    expect(everyCountry).toContain('DE');
  });

  describe("a tenant's list scripts", () => {
    let scripted: TestClient;
    const saveScript = async (body: Record<string, unknown>) => {
      const saved = await scripted.request({ method: 'POST', url: '/api/script/scripts', payload: body });
      expect(saved.statusCode, saved.body).toBe(201);
      return saved.json<{ registration: string }>();
    };
    const scriptedLists = async (query: string) =>
      (await scripted.request({ method: 'GET', url: `/api/script/lists?${query}` })).json();

    beforeAll(async () => {
      scripted = await testApp.tenantClient('list-scripts');
    });

    it('serve the list of their name, given its name and the locale, before the lists document and the defaults', async () => {
      await saveScript({
        name: 'vehicleColour',
        type: 'LIST',
        code: `function execute(params) {
          const label = params.locale === 'fr-FR' ? 'Rouge' : 'Red';
          return [{ value: 'RED', label, hex: '#f00' }, { value: 'BLUE', label: { en: 'Blue', fr: 'Bleu' } }, 'GREEN',
            { label: 'no value' }, params.list];
        }`,
      });
      const [colours] = await scriptedLists('locale=fr-FR&lists=vehicleColour');
      expect(colours).toEqual([
        { value: 'RED', label: 'Rouge', isTranslated: false, labelValue: 'Rouge', hex: '#f00' },
        { value: 'BLUE', label: 'Bleu', isTranslated: true, labelValue: 'Bleu' },
        { value: 'GREEN', label: 'GREEN', isTranslated: false, labelValue: 'GREEN' },
        { value: 'vehicleColour', label: 'vehicleColour', isTranslated: false, labelValue: 'vehicleColour' },
      ]);

      await testApp.configure(scripted, 'lists', { paymentMode: [{ value: 'TRANSFER' }] });
      await saveScript({
        name: 'paymentMode',
        type: 'LIST',
        code: 'function execute() { return ["SEPA", "CARD"]; }',
      });
      await saveScript({ name: 'country', type: 'LIST', code: 'function execute() { return ["FR"]; }' });
      // A script of another kind serves no list.
      await saveScript({ name: 'legalForm', type: 'BUSINESS', code: 'function execute() { return ["X"]; }' });
      const [modes, countries, colourValues, forms] = await scriptedLists(
        'valuesOnly=true&lists=paymentMode,country,vehicleColour,legalForm',
      );
      expect(modes).toEqual(['SEPA', 'CARD']);
      expect(countries).toEqual(['FR']);
      expect(colourValues).toEqual(['RED', 'BLUE', 'GREEN', 'vehicleColour']);
      expect(forms).toContain('V9QP');
    });

    it('answer ERROR for the list of a script that fails, refuses or answers no array, and the other lists as ever', async () => {
      await saveScript({
        name: 'brokenList',
        type: 'LIST',
        code: 'function execute() { throw new Error("boom"); }',
      });
      await saveScript({
        name: 'refusedList',
        type: 'LIST',
        code: 'function execute(params, context) { context.refuse("Not today"); }',
      });
      await saveScript({ name: 'objectList', type: 'LIST', code: 'function execute() { return { a: 1 }; }' });
      const response = await scripted.request({
        method: 'GET',
        url: '/api/script/lists?valuesOnly=true&lists=brokenList,addressType,refusedList,objectList',
      });
      expect(response.statusCode).toBe(200);
      const [broken, types, refused, object] = response.json();
      expect(broken[0]).toBe('ERROR');
      expect(broken[1]).toMatch(/^Script brokenList failed: .*boom/);
      expect(types).toContain('MAIN');
      expect(refused).toEqual(['ERROR', 'Not today']);
      expect(object).toEqual(['ERROR', 'List script objectList did not answer an array']);
    });

    it('stop serving once disabled, and serve their own tenant alone', async () => {
      const disabled = await saveScript({
        name: 'retiredList',
        type: 'LIST',
        code: 'function execute() { return ["A"]; }',
      });
      expect(await scriptedLists('valuesOnly=true&lists=retiredList')).toEqual([['A']]);
      const transition = await scripted.request({
        method: 'GET',
        url: `/api/script/scripts/${disabled.registration}/transitions/DISABLE`,
      });
      expect(transition.statusCode, transition.body).toBe(200);
      expect(await scriptedLists('valuesOnly=true&lists=retiredList')).toEqual([
        ['ERROR', 'List not found retiredList'],
      ]);

      const [colours, countries] = await lists('valuesOnly=true&lists=vehicleColour,country');
      expect(colours).toEqual(['ERROR', 'List not found vehicleColour']);
      expect(countries).toContain('DE');
    });
  });

  it("answers 'Not a list name' for a name that is not one, and the other lists as ever", async () => {
    const names = ['bad name', '/api/core/users', '1st', '', 'a'.repeat(101), 'addressType', 'x,y'];
    const answers = await lists(`valuesOnly=true&lists=${names.map(encodeURIComponent).join(',')}`);
    expect(answers).toHaveLength(8);
    const notAName = ['ERROR', 'Not a list name'];
    expect(answers.slice(0, 5)).toEqual([notAName, notAName, notAName, notAName, notAName]);
    expect(answers[5]).toContain('MAIN');
    // An encoded comma still separates names.
    expect(answers.slice(6)).toEqual([
      ['ERROR', 'List not found x'],
      ['ERROR', 'List not found y'],
    ]);
  });
});
