import pg from 'pg';

/** Settings a statement runs with, by name (`lessor.tenant`), local to the statement's transaction. */
export type StatementSettings = Readonly<Record<string, string>>;

/** The statement giving each setting its value until the end of the transaction. */
export function setConfigStatement(settings: StatementSettings): { text: string; values: string[] } {
  const names = Object.keys(settings);
  const calls = names.map((_, index) => `set_config($${2 * index + 1}, $${2 * index + 2}, true)`);
  return {
    text: `select ${calls.join(', ')}`,
    values: names.flatMap((name) => [name, settings[name] ?? '']),
  };
}

/** What pg's Query does on the wire and on each answer, which its published types leave out. */
interface ProtocolConnection {
  parse(message: { text: string; name?: string; types?: number[] }): void;
  bind(message: { portal?: string; statement?: string; values: unknown[] }): void;
  execute(message: { portal: string }): void;
}
interface ProtocolQuery extends pg.Submittable {
  prepare(connection: ProtocolConnection): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: ProtocolConnection): void;
}
type QueryCallback = (error: Error | null, result: pg.QueryResult) => void;
const ProtocolQueryBase = pg.Query as unknown as new (config: {
  text: string;
  values: unknown[];
  queryMode: 'extended';
  callback: QueryCallback;
}) => ProtocolQuery;

/**
 * A pg query sent after the settings it runs with, in one write and one round trip: the settings'
 * `set_config` and the statement are two steps of the extended protocol before a single Sync,
 * which PostgreSQL runs as one implicit transaction. The settings are local to it, so they end with
 * the statement, as with a transaction's BEGIN, `set_config` and COMMIT, which cost four round
 * trips where this costs one. The `set_config` step's own row and completion are skipped: the
 * query answers the statement's result alone.
 */
class SettingsBoundQuery extends ProtocolQueryBase {
  readonly #settings: StatementSettings;
  /** Whether the `set_config` step has completed, after which the answers are the statement's. */
  #settingsApplied = false;

  constructor(settings: StatementSettings, text: string, values: unknown[], callback: QueryCallback) {
    super({ text, values, queryMode: 'extended', callback });
    this.#settings = settings;
  }

  override prepare(connection: ProtocolConnection): void {
    const { text, values } = setConfigStatement(this.#settings);
    connection.parse({ text });
    connection.bind({ values });
    connection.execute({ portal: '' });
    super.prepare(connection);
  }

  override handleDataRow(message: unknown): void {
    if (this.#settingsApplied) super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: ProtocolConnection): void {
    if (this.#settingsApplied) super.handleCommandComplete(message, connection);
    else this.#settingsApplied = true;
  }
}

/** Runs one statement on `client` with `settings` local to it, in one round trip. */
export function querySettingsBound(
  client: pg.ClientBase,
  settings: StatementSettings,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult> {
  if (Object.keys(settings).length === 0) throw new Error('a settings-bound query needs a setting');
  return new Promise((resolve, reject) => {
    client.query(
      new SettingsBoundQuery(settings, text, values, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
  });
}
