/** Twelve monthly instalments of 100 from 15 January 2025: due 15 February, 15 March, ... */
export const monthlyLease = {
  name: 'Van lease',
  financedAmountExclTax: 1200,
  duration: 12,
  frequency: 'MONTHLY',
  rate: 0,
  startDate: '2025-01-15',
  currency: 'EUR',
  clientRegistration: 'PER00000001',
};
