import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { DetailLayout, LayoutCard, LayoutElement } from '../../cards/detail-layout.ts';

/**
 * The page waits for its layout script (run in a worker of the page): a quarter of a second stops a
 * runaway script before the user notices much, and is a hundred times what a layout takes.
 */
const layoutLimits = { timeMs: 250, memoryBytes: 16 * 1024 * 1024, outputBytes: 1024 * 1024 };

/** A layout script's code, as `GET /api/script/layouts/{name}` serves it. */
export interface LayoutScript {
  name: string;
  code: string;
}

/**
 * What a layout script's `execute(params)` is given (business-areas.md §7): the record (also as
 * `person` on a person's or a prospect's page), the page it is shown in, and the layout the
 * declaration gives, for the script to rearrange rather than to write whole.
 */
export interface LayoutScriptParams {
  entityName: string;
  record: Readonly<Record<string, unknown>>;
  person?: Readonly<Record<string, unknown>>;
  parentEntity: string | null;
  modal: boolean;
  cardName: string | null;
  role: string | null;
  detailed: boolean;
  layout: DetailLayout;
}

/** A layout script that could not lay the page out: the English text and its values, for a notification. */
export class LayoutScriptError extends Error {
  readonly values: Readonly<Record<string, string>>;

  constructor(message: string, values: Readonly<Record<string, string>> = {}) {
    super(message);
    this.name = 'LayoutScriptError';
    this.values = values;
  }
}

/**
 * The names a record's layout script may have, the most particular first: a company's page is laid
 * out by `person-layout-COMPANY` when the tenant has one, else by `person-layout`.
 */
export function layoutScriptNames(entity: EntityDefinition, type: unknown): string[] {
  const general = `${entity.route}-layout`;
  return typeof type === 'string' && type !== '' ? [`${general}-${type}`, general] : [general];
}

/**
 * Runs a layout script in the browser's sandbox and answers the layout it returns, checked card by
 * card against the entity: a field it places must be one the entity declares. A script that fails,
 * runs past its limits or returns something else is a `LayoutScriptError` with the spec's words.
 */
export async function runLayoutScript(
  entity: EntityDefinition,
  script: Partial<LayoutScript>,
  params: LayoutScriptParams,
  user: { username: string; tenant: string },
): Promise<DetailLayout> {
  const { name, code } = script;
  if (!name) throw new LayoutScriptError("Field 'layoutScriptName' is missing in parameters");
  const { runScriptInBrowser } = await import('../../scripts/browser-sandbox.ts');
  let result: unknown;
  const started = performance.now();
  try {
    ({ result } = await runScriptInBrowser(name, code ?? '', { params, user }, layoutLimits));
    // What a layout costs the page, for the bench and the browser's own performance tools.
    performance.measure('lessor:layout-script', { start: started, detail: name });
  } catch (error) {
    if (error instanceof LessorError && error.code === 'SCRIPT_WITHOUT_EXECUTE')
      throw new LayoutScriptError('Layout script {{name}} does not have an execute() function', { name });
    const reason = error instanceof Error ? error.message : String(error);
    throw new LayoutScriptError('Layout script {{name}} failed: {{reason}}', { name, reason });
  }
  return checkedLayout(entity, result);
}

/** The layout a script returned, when it is one: `{ left: [cards], right?: [cards] }`. */
export function checkedLayout(entity: EntityDefinition, value: unknown): DetailLayout {
  if (!isObject(value) || !Array.isArray(value.left)) throw invalid(value);
  if (value.right !== undefined && !Array.isArray(value.right)) throw invalid(value.right);
  const cards = (list: readonly unknown[]) => list.map((card) => checkedCard(entity, card));
  return { left: cards(value.left), right: cards((value.right as unknown[] | undefined) ?? []) };
}

function checkedCard(entity: EntityDefinition, card: unknown): LayoutCard {
  if (!isObject(card) || typeof card.title !== 'string' || card.title === '') throw invalid(card);
  if (card.type !== undefined && typeof card.type !== 'string') throw invalid(card);
  if (card.props !== undefined && !isObject(card.props)) throw invalid(card);
  if (card.elements === undefined) return card as unknown as LayoutCard;
  if (!Array.isArray(card.elements)) throw invalid(card);
  for (const element of card.elements) checkedElement(entity, element);
  return card as unknown as LayoutCard;
}

function checkedElement(entity: EntityDefinition, element: unknown): LayoutElement {
  if (!isObject(element) || (element.props !== undefined && !isObject(element.props))) throw invalid(element);
  if (typeof element.inline === 'string') return element as unknown as LayoutElement;
  if (typeof element.field === 'string' && Object.hasOwn(entity.fields, element.field))
    return element as unknown as LayoutElement;
  throw invalid(element);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'Invalid object $ in layout script' (foundation.md §5), the object shown as the script wrote it. */
function invalid(value: unknown): LayoutScriptError {
  const text = JSON.stringify(value) ?? String(value);
  return new LayoutScriptError('Invalid object {{object}} in layout script', {
    object: text.length > 120 ? `${text.slice(0, 117)}...` : text,
  });
}
