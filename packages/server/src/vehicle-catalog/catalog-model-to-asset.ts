import type { CatalogAssetData } from '@lessor/domain/api';

type Data = Readonly<Record<string, unknown>>;

const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const named = (value: unknown): { id?: string; name: string } | undefined => {
  if (!isData(value)) return text(value) === undefined ? undefined : { name: String(text(value)) };
  const name = text(value.name);
  return name === undefined ? undefined : { name, ...(text(value.id) ? { id: String(text(value.id)) } : {}) };
};
const year = (value: unknown) => (Number.isInteger(value) ? (value as number) : undefined);

/** Catalogue data the client sends: a model as the catalogue answers it, maybe with its catalogue's name. */
const catalogParameterKeys = ['vehicleTypes', 'bodyClass', 'registration', 'code'] as const;

/**
 * `lectura-to-asset` (business-areas.md §7): the asset fields a catalogue model gives, name,
 * manufacturer, model, category, the unit price when the catalogue knows one, and `paramsCatalog`
 * to find the model again. Data that is no catalogue model gives an empty object, as the
 * specification says, so the client keeps what the user typed.
 */
export function catalogModelToAsset(body: unknown, catalogName: string): CatalogAssetData {
  if (!isData(body)) return {};
  const model = text(body.name);
  const manufacturer = named(body.manufacturer);
  const category = named(body.category);
  if (!model || !manufacturer || !category) return {};
  const subCategory = named(body.subCategory);
  const parameters = isData(body.parameters) ? body.parameters : {};
  const unitPrice = typeof body.unitPrice === 'number' && body.unitPrice >= 0 ? body.unitPrice : undefined;
  const yearFrom = year(body.yearFrom);
  const yearTo = year(body.yearTo);
  return {
    name: `${manufacturer.name} ${model}`,
    type: 'VEHICLE',
    manufacturer: manufacturer.name,
    model,
    category: category.name,
    categories: [
      { name: category.name, code: category.id ?? category.name },
      ...(subCategory ? [{ name: subCategory.name, code: subCategory.id ?? subCategory.name }] : []),
    ],
    ...(unitPrice === undefined ? {} : { unitPrice }),
    ...(text(body.currency) ? { currency: text(body.currency) } : {}),
    ...(text(body.taxCode) ? { taxCode: text(body.taxCode) } : {}),
    paramsCatalog: {
      catalogName,
      ...(text(body.source) ? { source: text(body.source) } : {}),
      ...(text(body.id) ? { modelId: text(body.id) } : {}),
      ...(manufacturer.id ? { manufacturerId: manufacturer.id } : {}),
      ...(category.id ? { categoryId: category.id } : {}),
      ...(subCategory?.id ? { subCategoryId: subCategory.id } : {}),
      ...(yearFrom === undefined ? {} : { yearFrom }),
      ...(yearTo === undefined ? {} : { yearTo }),
      ...Object.fromEntries(
        catalogParameterKeys.filter((key) => key in parameters).map((key) => [key, parameters[key]]),
      ),
    },
  };
}
