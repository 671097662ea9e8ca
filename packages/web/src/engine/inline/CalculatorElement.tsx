import { readScheduleTerms } from '@lessor/domain/entities';
import type { PaymentPeriod, PaymentTiming } from '@lessor/domain/finance';
import { formatNumber } from '@lessor/domain/formats';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useContext, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGrid } from '../fields/FieldGrid.tsx';
import { createFormStore, type FormStore } from '../form/create-form-store.ts';
import { FormModeContext } from '../form/FormModeContext.tsx';
import { FormStoreContext, useFormSelector, useFormStore } from '../form/FormStoreContext.tsx';
import type { FormFields } from '../form/form-field.ts';
import type { InlineProps } from './inline-props.ts';
import { type LoanTerms, loanPlan, type SolvableTerm, solveLoanTerm } from './loan-calculator.ts';
import { recordProp } from './prop-readers.ts';
import { ScrollableTable } from './ScrollableTable.tsx';

/** foundation.md §5: payment periods of 30, 90, 180 and 360 days. */
const periods: Readonly<Record<string, PaymentPeriod>> = { '30': 30, '90': 90, '180': 180, '360': 360 };
const frequencies = [
  { value: '30', label: 'Monthly' },
  { value: '90', label: 'Quarterly' },
  { value: '180', label: 'Semiannual' },
  { value: '360', label: 'Annual' },
];

const fields: FormFields = {
  amount: { type: 'currency', label: 'Amount', mandatory: true, min: 0 },
  rate: { type: 'percentage', label: 'Rate', mandatory: true },
  count: { type: 'integer', label: 'Duration (periods)', mandatory: true, min: 1, max: 600 },
  period: { type: 'select', label: 'Frequency', options: frequencies, mandatory: true },
  residualValue: { type: 'currency', label: 'Residual value', min: 0 },
  startDate: { type: 'date', label: 'Start date', mandatory: true },
  timing: {
    type: 'select',
    label: 'Payment timing',
    options: [
      { value: 'arrears', label: 'In arrears' },
      { value: 'advance', label: 'In advance' },
    ],
    mandatory: true,
  },
  payment: { type: 'currency', label: 'Wanted payment' },
  solve: {
    type: 'select',
    label: 'Goal seek on',
    options: [
      { value: 'amount', label: 'Amount' },
      { value: 'rate', label: 'Rate' },
      { value: 'count', label: 'Duration (periods)' },
      { value: 'residualValue', label: 'Residual value' },
    ],
  },
};

const today = () => `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
const defaults = {
  amount: 10_000,
  rate: 0.05,
  count: 36,
  period: '30',
  residualValue: 0,
  timing: 'arrears',
  solve: 'amount',
};

/** What the calculator starts from: its editable terms, and those of the record it keeps as they are. */
interface Start {
  values: Record<string, unknown>;
  fixed: LoanTerms['fixed'];
}

/**
 * The terms the calculator starts from. On a record whose terms make a schedule (a contract), its
 * own plan: the amount financed less the down payment, its rate, its instalments at its frequency,
 * its residual value, start date and timing, and its deferred periods and first due date kept as
 * they are. Otherwise the record's values the layout maps (`props.from`:
 * `{ amount: 'financedAmountExclTax', rate: 'rate', count: 'duration' }`), over defaults.
 */
function startingTerms(props: InlineProps['props'], page: FormStore | undefined): Start {
  const record = page?.getValues() ?? {};
  const reading = readScheduleTerms(record);
  if ('terms' in reading) {
    const { amount, rate, count, period, residualValue, startDate, timing, ...fixed } = reading.terms.plan;
    return {
      values: {
        amount,
        rate,
        count,
        period: String(period),
        residualValue: residualValue ?? 0,
        startDate: `${startDate}T00:00:00.000Z`,
        timing: timing ?? 'arrears',
      },
      fixed,
    };
  }
  const from = recordProp(props.from);
  const mapped = Object.fromEntries(
    Object.entries(from).flatMap(([term, field]) => {
      const value = typeof field === 'string' ? page?.getValue(field) : undefined;
      return typeof value === 'number' ? [[term, value]] : [];
    }),
  );
  const startDate = typeof record.startDate === 'string' ? record.startDate : today();
  return { values: { startDate, ...mapped }, fixed: {} };
}

const number = (value: unknown, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function termsOf(values: Readonly<Record<string, unknown>>, fixed: LoanTerms['fixed']): LoanTerms {
  return {
    amount: number(values.amount),
    rate: number(values.rate),
    count: number(values.count),
    period: periods[String(values.period)] ?? 30,
    residualValue: number(values.residualValue),
    startDate: (typeof values.startDate === 'string' ? values.startDate : today()).slice(0, 10),
    timing: (values.timing === 'advance' ? 'advance' : 'arrears') satisfies PaymentTiming,
    fixed,
  };
}

/**
 * A loan calculator on the finance engine: amount, rate, duration, frequency, residual value, start
 * date and timing give the payment and the plan; goal seek finds the value of any of them for a
 * wanted payment. On a contract it starts from the contract's own terms.
 */
export function CalculatorElement({ props }: InlineProps) {
  const page = useContext(FormStoreContext);
  const scope = useId();
  const [start] = useState(() => startingTerms(props, page));
  const [store] = useState(() =>
    createFormStore(fields, { ...defaults, ...start.values }, {}, `calculator${scope}`),
  );
  return (
    <FormStoreContext.Provider value={store}>
      <FormModeContext.Provider value={{ readOnly: false, disabled: false }}>
        <Calculator fixed={start.fixed} />
      </FormModeContext.Provider>
    </FormStoreContext.Provider>
  );
}

function Calculator({ fixed }: { fixed: LoanTerms['fixed'] }) {
  const { t, i18n } = useTranslation();
  const values = useFormSelector((store) => store.getValues());
  const store = useFormStore();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const plan = useMemo(() => loanPlan(termsOf(values, fixed)), [values, fixed]);
  const money = (value: number) => formatNumber(value, { locale: i18n.language });
  const seek = () => {
    const term = String(values.solve ?? 'amount') as SolvableTerm;
    try {
      const solved = solveLoanTerm(termsOf(values, fixed), term, number(values.payment));
      store.setValue(term, term === 'count' ? Math.round(solved) : Math.round(solved * 1e6) / 1e6);
      setProblem(undefined);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Stack gap="sm" role="group" aria-label={t('Loan calculator')}>
      <FieldGrid paths={['amount', 'rate', 'count', 'period', 'residualValue', 'startDate', 'timing']} />
      <Text fw={700} role="status">
        {plan ? `${t('Payment')}: ${money(plan.payment)}` : t('No payment for these terms')}
      </Text>
      <FieldGrid paths={['payment', 'solve']} />
      <Group>
        <Button variant="default" size="xs" onClick={seek} disabled={number(values.payment) <= 0}>
          {t('Goal seek')}
        </Button>
        {problem && (
          <Text c="red" size="sm">
            {problem}
          </Text>
        )}
      </Group>
      {plan && (
        <ScrollableTable label={t('Payment plan')} maxHeight={320}>
          <Table striped aria-label={t('Payment plan')}>
            <Table.Thead>
              <Table.Tr>
                {['#', 'Date', 'Principal', 'Interest', 'Payment', 'Balance'].map((label) => (
                  <Table.Th key={label}>{t(label)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.rows.map((row) => (
                <Table.Tr key={row.index}>
                  <Table.Td>{row.index}</Table.Td>
                  <Table.Td>{row.date}</Table.Td>
                  <Table.Td>{money(row.principal)}</Table.Td>
                  <Table.Td>{money(row.interest)}</Table.Td>
                  <Table.Td>{money(row.payment)}</Table.Td>
                  <Table.Td>{money(row.balance)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
    </Stack>
  );
}
