import { apiPaths, type EntityRecord } from '@lessor/domain/api';
import { type EntityDefinition, naturalPersonTypes } from '@lessor/domain/entities';
import { Alert, Button, Group, Loader, Modal, Stack, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiJson } from '../../api/api-client.ts';
import { CardRenderer } from '../cards/CardRenderer.tsx';
import { CardStatesContext } from '../cards/CardStatesContext.tsx';
import type { LayoutCard } from '../cards/detail-layout.ts';
import { useCardStates } from '../cards/useCardStates.ts';
import { useEntityRecordController } from '../detail/useEntityRecordController.ts';
import { FieldComponentsProvider } from '../fields/FieldComponentsProvider.tsx';
import { FormModeContext } from '../form/FormModeContext.tsx';
import { FormStoreContext, useFieldSnapshot } from '../form/FormStoreContext.tsx';
import { revealField } from '../form/reveal-field.ts';
import { listWidgets } from '../modals/list-widgets.ts';
import { createPersonUser, leaveUsername, useUsernameSuffix } from '../person-user/person-user.ts';
import { RecordContext } from '../record/RecordContext.tsx';
import { useMayWrite } from '../record/usePermissionChecks.ts';
import { quickAddLayout } from './quick-add-layout.ts';
import { useScriptedQuickAdd } from './useScriptedQuickAdd.ts';

interface Props {
  /** Person, or Prospect: the entity the dialog adds to. */
  entity: EntityDefinition;
  /** What the record starts with: the role the picker asks for, an organisation's type. */
  initial?: Readonly<Record<string, unknown>>;
  /** The person made (reloaded, its user linked), or nothing on Cancel. */
  onClose(person?: EntityRecord): void;
}

/**
 * The quick-add person dialog (business-areas.md §2, §4, §5): the person's basic fields, 'See more'
 * for the detailed sections; for an individual, when the user may write users, a username above
 * the person, checked on blur. Save runs the form's checks, creates the person, then its user
 * (`?syncPerson=1`, profiles from the person's roles), reloads the person and closes with it.
 */
export function QuickAddPersonDialog({ entity, initial, onClose }: Props) {
  const { t } = useTranslation();
  const layout = useMemo(() => quickAddLayout(entity), [entity]);
  const [detailed, setDetailed] = useState(false);
  const scripted = useScriptedQuickAdd(entity, layout, initial, detailed);
  // The form holds every field either the dialog's cards or the script's place.
  const formLayout = useMemo(
    () => ({ left: [...layout.whole.left, ...scripted.cards], right: [] }),
    [layout, scripted.cards],
  );
  // Its fields' ids are its own: the page below may have fields of the same names.
  const controller = useEntityRecordController(entity, undefined, formLayout, undefined, 'quick-add-');
  const { store } = controller;
  // After the controller's own first reset: the record starts with what the picker asks for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the dialog's opening.
  useLayoutEffect(() => {
    for (const [field, value] of Object.entries(initial ?? {})) store.setValue(field, value);
  }, [store]);
  const states = useCardStates('quick-add', {});
  const [username, setUsername] = useState('');
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const mayWriteUsers = useMayWrite(apiPaths.users);
  const mode = useMemo(() => ({ readOnly: false, disabled: saving }), [saving]);

  const save = async (asksUser: boolean) => {
    const wanted = asksUser ? username.trim() : '';
    if (usernameError) return;
    setSaving(true);
    setProblem(null);
    try {
      const result = await controller.submit();
      if ('errorPaths' in result) {
        const [first] = result.errorPaths;
        if (!first) setProblem(saveProblem(controller.saveError, entity, t));
        else if (detailed || !layout.detailedFields.has(rootField(first))) revealField(first);
        else {
          // The field is in a section 'See more' shows (a professional's contacts): shown, then revealed.
          setDetailed(true);
          requestAnimationFrame(() => revealField(first));
        }
        return;
      }
      const path = `${entity.apiPath}/${encodeURIComponent(result.saved.registration)}`;
      if (wanted) await createPersonUser(wanted, result.saved.registration);
      onClose(await apiJson<EntityRecord>(path));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => onClose()}
      title={t('Add')}
      size="xl"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <RecordContext.Provider value={controller}>
        <FormStoreContext.Provider value={store}>
          <FormModeContext.Provider value={mode}>
            <FieldComponentsProvider widgets={listWidgets}>
              <CardStatesContext.Provider value={states}>
                <QuickAddBody
                  cards={scripted.cards}
                  pending={scripted.pending}
                  mayWriteUsers={mayWriteUsers}
                  username={username}
                  usernameError={usernameError}
                  onUsername={(text) => {
                    setUsername(text);
                    setUsernameError(null);
                  }}
                  onUsernameBlur={async () => {
                    const text = username.trim();
                    if (!text) return;
                    setUsernameError(
                      (await leaveUsername(store, text)) ? t('Username already exists') : null,
                    );
                  }}
                  problem={problem}
                  detailed={detailed}
                  onDetailed={setDetailed}
                  saving={saving}
                  onCancel={() => onClose()}
                  onSave={(asksUser) => void save(asksUser)}
                />
              </CardStatesContext.Provider>
            </FieldComponentsProvider>
          </FormModeContext.Provider>
        </FormStoreContext.Provider>
      </RecordContext.Provider>
    </Modal>
  );
}

interface BodyProps {
  cards: readonly LayoutCard[];
  /** While the tenant's layout script is asked for and run: the cards are drawn once, as they stay. */
  pending: boolean;
  mayWriteUsers: boolean;
  username: string;
  usernameError: string | null;
  onUsername(text: string): void;
  onUsernameBlur(): void;
  problem: string | null;
  detailed: boolean;
  onDetailed(detailed: boolean): void;
  saving: boolean;
  onCancel(): void;
  onSave(asksUser: boolean): void;
}

/** The dialog's content, under the form's providers: it reads the person's type as it is typed. */
function QuickAddBody(props: BodyProps) {
  const { t } = useTranslation();
  const type = useFieldSnapshot('type').value;
  const suffix = useUsernameSuffix();
  // business-areas.md §6: for an individual, and only for a user who may write users.
  const asksUser =
    props.mayWriteUsers && (naturalPersonTypes as readonly string[]).includes(String(type ?? ''));
  return (
    <Stack gap="md">
      {asksUser && (
        <TextInput
          label={t('Username')}
          placeholder={t('email, or xxx@{{suffix}}', { suffix })}
          value={props.username}
          error={props.usernameError}
          onChange={(event) => props.onUsername(event.currentTarget.value)}
          onBlur={props.onUsernameBlur}
        />
      )}
      {props.pending ? (
        <Loader size="sm" role="status" aria-label={t('Loading')} />
      ) : (
        props.cards.map((card) => <CardRenderer key={card.title} card={card} />)
      )}
      {props.problem && (
        <Alert color="red" role="alert">
          {props.problem}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="subtle" onClick={() => props.onDetailed(!props.detailed)}>
          {props.detailed ? t('See less') : t('See more')}
        </Button>
        <Group>
          <Button variant="default" onClick={props.onCancel}>
            {t('Cancel')}
          </Button>
          <Button onClick={() => props.onSave(asksUser)} loading={props.saving}>
            {t('Save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The record's field a path starts with: `contacts` for `contacts[0].position`. */
const rootField = (path: string) => path.split(/[.[]/)[0] ?? path;

/** business-areas.md §8: the server's message when no field shows it, else 'Error saving {entity}'. */
function saveProblem(error: Error | null, entity: EntityDefinition, t: TFunction) {
  if (error instanceof ApiError && error.message) return error.message;
  return t('Error saving {{entity}}', { entity: t(entity.label) });
}
