import type { IDataObject } from 'n8n-workflow';

import type { ColumnKind, ColumnKinds } from './tableSchema';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The schema's SQL timestamp (`YYYY-MM-DD HH:MM:SS.mmm`, UTC), or ISO 8601 with its zone. */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2}(\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/i;

/** The schema's own form, read without a Date: its fields in range, three digits of a second. */
const SQL_TIMESTAMP =
	/^(\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))[ T]((?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3})Z?$/;

/** A timestamp's ISO 8601 text (UTC), or undefined when the text is none. */
function isoTimestamp(text: string): string | undefined {
	const sql = SQL_TIMESTAMP.exec(text);
	if (sql) return `${sql[1]}T${sql[2]}Z`;
	const parts = TIMESTAMP.exec(text);
	if (!parts) return undefined;
	const ms = Date.parse(`${parts[1]}T${parts[2]}${parts[5] ?? 'Z'}`);
	return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/**
 * A CSV value as its column's kind: empty is null (CSV writes a null as nothing), a number, a
 * boolean (`true`/`false`), a date kept as `YYYY-MM-DD`, a timestamp as ISO 8601 text in UTC.
 * Text that does not read as its kind is kept as it is, and so is a whole number past 2^53 (as a
 * number it would be another).
 */
export function typedValue(kind: ColumnKind, text: string): string | number | boolean | null {
	if (text === '') return null;
	switch (kind) {
		case 'number': {
			if (!NUMBER.test(text.trim())) return text;
			const value = Number(text);
			return INTEGER.test(text.trim()) && !Number.isSafeInteger(value) ? text : value;
		}
		case 'boolean': {
			const word = text.trim().toLowerCase();
			return word === 'true' ? true : word === 'false' ? false : text;
		}
		case 'date':
			return DATE.test(text.trim()) ? text.trim() : (isoTimestamp(text.trim()) ?? text);
		case 'timestamp':
			return isoTimestamp(text.trim()) ?? text;
		default:
			return text;
	}
}

/** The rows with each value the schema knows typed; a column it does not know stays text. */
export function typedRows(rows: IDataObject[], kinds: ColumnKinds): IDataObject[] {
	const header = rows.length ? Object.keys(rows[0]) : [];
	const columns = header.flatMap((name): Array<[string, ColumnKind]> => {
		const kind = kinds.get(name);
		return kind ? [[name, kind]] : [];
	});
	if (!columns.length) return rows;
	for (const row of rows) {
		for (const [name, kind] of columns) {
			const text = row[name] as string;
			row[name] = kind === 'text' && text !== '' ? text : typedValue(kind, text);
		}
	}
	return rows;
}
