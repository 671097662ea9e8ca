import { formatIban } from '@lessor/domain/formats';
import { Badge, Button, Group } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../fields/field-props.ts';
import { useFieldSnapshot, useFormStore } from '../form/FormStoreContext.tsx';
import { childPath } from '../form/path.ts';
import { ListItemsDialog, listItemsOf } from './ListItemsDialog.tsx';
import { ListSummary } from './ListSummary.tsx';
import { accountNameAfterIban, canDeleteBankAccount, makeFirst } from './list-rules.ts';
import { useListDraft } from './useListDraft.ts';

/** An account whose IBAN comes in with no name takes the person's name (business-areas.md §5). */
function NameFromIban({ path }: { path: string }) {
  const store = useFormStore();
  const { value: iban } = useFieldSnapshot(childPath(path, 'bankIban'));
  // Only an IBAN entered now names the account, not one the account already had.
  const entered = useRef(iban);
  useEffect(() => {
    if (iban === entered.current) return;
    entered.current = iban;
    const account = listItemsOf([store.getValue(path)])[0] ?? {};
    const name = accountNameAfterIban(account, store.getValues());
    if (iban && name) store.setValue(childPath(path, 'name'), name);
  }, [store, path, iban]);
  return null;
}

/**
 * The person's bank accounts: a line per account (with how many SEPA mandates it holds), and the
 * 'Bank accounts' dialog to add, delete (never the first) and make one first/default, each account
 * with its SEPA mandates to add, edit and delete; saving checks the accounts and their mandates and
 * stays open on errors.
 */
export function BankAccountsField(props: FieldProps) {
  const { field, path, id, value, error, onChange, readOnly } = props;
  const { t } = useTranslation();
  const draft = useListDraft(path);
  const accounts = listItemsOf(value);
  return (
    <>
      <ListSummary
        id={id}
        label={t(field.label)}
        readOnly={readOnly}
        error={error}
        onOpen={draft.open}
        lines={accounts.map((account, index) => (
          <Group gap="xs" key={String(index)}>
            {index === 0 && <Badge size="sm">{t('Default')}</Badge>}
            {String(account.name ?? '')} {formatIban(account.bankIban)}
            {listItemsOf(account.sepaMandates).length > 0 && (
              <Badge size="sm" variant="light">
                {t('Mandates: {{count}}', { count: listItemsOf(account.sepaMandates).length })}
              </Badge>
            )}
          </Group>
        ))}
      />
      <ListItemsDialog
        title={t('Bank accounts')}
        path={path}
        draft={draft}
        items={accounts}
        keys={Object.keys(field.fields ?? {})}
        legend={t(field.label)}
        readOnly={readOnly}
        onChange={onChange}
        addLabel="Add"
        canDelete={canDeleteBankAccount}
        before={(index) => !readOnly && <NameFromIban path={childPath(path, index)} />}
        actions={(index) =>
          index > 0 && (
            <Button size="xs" variant="default" onClick={() => onChange(makeFirst(accounts, index))}>
              {t('Make it first/default')}
            </Button>
          )
        }
      />
    </>
  );
}
