import type { EntityRecord } from '@lessor/domain/api';
import { contractSchedule } from '@lessor/domain/entities';
import { PdfSheet } from '../pdf-sheet.ts';
import { type PrintFormat, printedText } from '../print-format.ts';
import { type PrintedParty, partyLabel } from '../printed-party.ts';

/**
 * A contract with its schedule: its parties and terms, then every instalment (principal, interest,
 * rent, tax, total, what remains) and their totals, as the contract's own schedule computes them,
 * and room for both signatures.
 */
export async function contractSchedulePdf(
  contract: EntityRecord,
  parties: { client?: PrintedParty | undefined; partner?: PrintedParty | undefined },
  format: PrintFormat,
): Promise<Uint8Array> {
  const schedule = contractSchedule(contract);
  const currency = schedule?.currency ?? printedText(contract.currency ?? 'EUR');
  const money = (value: unknown) => format.money(value, currency);
  const sheet = await PdfSheet.create(
    `Contract ${contract.registration}`,
    `Contract ${contract.registration}${contract.name ? ` · ${contract.name}` : ''}`,
  );
  sheet
    .heading(`Contract ${contract.registration}`)
    .field('Name', printedText(contract.name))
    .field('Type', printedText(contract.type))
    .field('Status', printedText(contract.status))
    .field('Client', partyLabel(parties.client))
    .field('Client address', parties.client?.address)
    .field('Partner', partyLabel(parties.partner))
    .field('Start date', format.day(contract.startDate))
    .field('Duration', contract.duration ? `${contract.duration} months` : '')
    .field('Frequency', printedText(contract.frequency))
    .field('Financed amount excl. tax', money(contract.financedAmountExclTax))
    .field('Rate', format.rate(contract.rate))
    .space();
  sheet.heading('Schedule', 13);
  if (!schedule) {
    sheet.paragraph(
      "The contract's terms do not make a schedule yet: its amount, duration, rate and start date are needed.",
    );
  } else {
    sheet
      .field('Down payment', schedule.downPayment ? money(schedule.downPayment) : '')
      .field('Fees', schedule.fees ? money(schedule.fees) : '')
      .field('Residual value', schedule.residualValue ? money(schedule.residualValue) : '')
      .field('Tax rate', format.rate(schedule.taxRate))
      .space(4)
      .table(
        [
          { header: '#', width: 4, align: 'right' },
          { header: 'Due date', width: 11 },
          { header: 'Principal', width: 14, align: 'right' },
          { header: 'Interest', width: 12, align: 'right' },
          { header: 'Rent excl. tax', width: 14, align: 'right' },
          { header: 'Tax', width: 11, align: 'right' },
          { header: 'Total', width: 14, align: 'right' },
          { header: 'Outstanding', width: 14, align: 'right' },
        ],
        schedule.rows.map((row) => [
          String(row.index),
          format.day(row.date),
          ...[row.principal, row.interest, row.payment, row.tax, row.total, row.outstanding].map((amount) =>
            money(amount),
          ),
        ]),
        [
          '',
          'Total',
          ...[
            schedule.totals.principal,
            schedule.totals.interest,
            schedule.totals.payment,
            schedule.totals.tax,
            schedule.totals.total,
          ].map((amount) => money(amount)),
          '',
        ],
      );
  }
  sheet
    .space(24)
    .paragraph('Made in two copies, one for each party.')
    .space(12)
    .paragraph(
      'The client, signature:                                                  The lessor, signature:',
    );
  return sheet.save();
}
