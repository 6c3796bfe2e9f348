/**
 * The column types of an extract's tables, from the JSON schema the extract ships beside its CSV
 * files (the ACC Data Schema; its documentation, developer.api.autodesk.com/data-connector/v1/doc,
 * lists the types: boolean, date: string, enum: string, number, string, string: UUID,
 * string: null, timestamp: SQL (YYYY-MM-DD HH:MM:SS.mmm) (UTC)).
 */

/** How a column's text becomes a value. */
export type ColumnKind = 'boolean' | 'number' | 'date' | 'timestamp' | 'text';

/** A table's columns by name: what the schema says of each. */
export type ColumnKinds = Map<string, ColumnKind>;

/** The kind of a schema type such as `timestamp: SQL (YYYY-MM-DD HH:MM:SS.mmm) (UTC)`. */
export function columnKind(type: string): ColumnKind {
	const word = type
		.trim()
		.toLowerCase()
		.split(/[\s:(]/)[0];
	if (word === 'boolean' || word === 'number' || word === 'date' || word === 'timestamp')
		return word;
	return 'text';
}

/** A CSV file's service group: the part of its name before the first `_` (`issues_issues.csv`). */
export function serviceGroupOf(csvName: string): string {
	const base = csvName.replace(/\.csv$/i, '');
	const underscore = base.indexOf('_');
	return (underscore > 0 ? base.slice(0, underscore) : base).toLowerCase();
}

/** The words of a file name without its extension, lower case (`schema/issues.json` → schema, issues). */
const nameWords = (name: string): string[] =>
	name
		.replace(/\.json$/i, '')
		.toLowerCase()
		.split(/[/\\_.-]+/)
		.filter(Boolean);

/**
 * The listed JSON file that describes a service group's tables: one named for the group (with or
 * without the word `schema`: `issues_schema.json`, `schema_issues.json`, `issues.json`), else one
 * named only `schema` (every group in one file). Undefined when the extract lists none.
 */
export function schemaFileFor(group: string, listed: string[]): string | undefined {
	const schemas = listed.filter((name) => /\.json$/i.test(name));
	const own = schemas.find((name) => {
		const words = nameWords(name).filter((word) => word !== 'schema');
		return words.join('_') === group;
	});
	if (own !== undefined) return own;
	return schemas.find((name) => nameWords(name).join('_') === 'schema');
}

interface SchemaTable {
	name: string;
	columns: ColumnKinds;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string | undefined =>
	typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** A column's type, as a column object or a bare type text gives it. */
function columnType(column: unknown): string | undefined {
	if (typeof column === 'string') return column;
	if (!isObject(column)) return undefined;
	return textOf(column.type) ?? textOf(column.dataType) ?? textOf(column.data_type);
}

/** The columns of a table: a list of `{ name, type }` or an object of column name to type. */
function columnsOf(columns: unknown): ColumnKinds {
	const kinds: ColumnKinds = new Map();
	const add = (name: string | undefined, column: unknown) => {
		const type = columnType(column);
		if (name !== undefined && type !== undefined) kinds.set(name, columnKind(type));
	};
	if (Array.isArray(columns)) {
		for (const column of columns) {
			if (isObject(column))
				add(textOf(column.name) ?? textOf(column.column) ?? textOf(column.columnName), column);
		}
	} else if (isObject(columns)) {
		for (const [name, column] of Object.entries(columns)) add(name, column);
	}
	return kinds;
}

/** Every table the JSON describes: an object with `columns` and a name (its own, or its key's). */
function tablesIn(json: unknown, key?: string, found: SchemaTable[] = []): SchemaTable[] {
	if (Array.isArray(json)) {
		for (const each of json) tablesIn(each, undefined, found);
		return found;
	}
	if (!isObject(json)) return found;
	const name = textOf(json.name) ?? textOf(json.table) ?? textOf(json.tableName) ?? key;
	if (json.columns !== undefined && name !== undefined) {
		found.push({ name: name.toLowerCase(), columns: columnsOf(json.columns) });
		return found;
	}
	for (const [child, value] of Object.entries(json)) tablesIn(value, child, found);
	return found;
}

/**
 * The column kinds of a CSV file's table, read from the schema's JSON text: the table named as the
 * file (`issues_issues.csv` is table `issues` of group `issues`, or a table named `issues_issues`).
 * Undefined when the text is not JSON or describes no such table.
 */
export function columnKindsFor(csvName: string, schemaText: string): ColumnKinds | undefined {
	let json: unknown;
	try {
		json = JSON.parse(schemaText);
	} catch {
		return undefined;
	}
	const base = csvName.replace(/\.csv$/i, '').toLowerCase();
	const group = serviceGroupOf(csvName);
	const tables = tablesIn(json);
	const table =
		tables.find((each) => each.name === base) ??
		tables.find((each) => `${group}_${each.name}` === base);
	return table?.columns;
}
