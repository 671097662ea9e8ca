/** The catalogue's tables, as requests read them. */
export type VehicleCatalogTables = {
  vehicle_catalog_categories: { id: string; parent_id: string | null; name: string; position: number };
  vehicle_catalog_manufacturers: { id: string; name: string };
  vehicle_catalog_models: {
    id: string;
    name: string;
    manufacturer_id: string;
    category_id: string;
    sub_category_id: string;
    year_from: number | null;
    year_to: number | null;
    parameters: string | Record<string, unknown>;
    search_text: string;
  };
};
