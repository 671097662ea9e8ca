type Body = Record<string, unknown>;

/**
 * The demo tenant's VAT rates, a French lessor's: the standard rate (19.6 % until 2013, 20 % since),
 * the intermediate rate its reduced code names (10 %) and the exemption, under the codes the rent
 * tax codes use, so that asset lines and rents read the same rates.
 */
export function demoTaxes(): Body[] {
  const vat = { type: 'VAT', country: 'FR', status: 'ACTIVE' };
  return [
    {
      ...vat,
      name: 'Standard rate (19.6 %)',
      code: 'STANDARD',
      rate: 0.196,
      startDate: '2000-04-01',
      endDate: '2013-12-31',
    },
    { ...vat, name: 'Standard rate (20 %)', code: 'STANDARD', rate: 0.2, startDate: '2014-01-01' },
    { ...vat, name: 'Reduced rate (10 %)', code: 'REDUCED', rate: 0.1, startDate: '2014-01-01' },
    { ...vat, name: 'Exempt (0 %)', code: 'EXEMPT', rate: 0 },
  ];
}
