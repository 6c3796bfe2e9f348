import type { IDataObject } from 'n8n-workflow';

/**
 * The rows of a CSV file (RFC 4180: fields separated by commas, quoted with `"` where they hold a
 * comma, a quote (doubled) or a line break; CRLF or LF line ends), each as an object keyed by the
 * header line's names. A byte order mark is dropped; a line with fewer fields leaves the others
 * empty; an empty last line is no row.
 */
export function csvRows(text: string): IDataObject[] {
	let header: string[] | undefined;
	const rows: IDataObject[] = [];
	// Each line becomes its row as it is read: no second copy of the table as lists of fields.
	readRecords(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, (record) => {
		if (!header) {
			header = record;
			return;
		}
		const json: IDataObject = {};
		for (let index = 0; index < header.length; index++) json[header[index]] = record[index] ?? '';
		rows.push(json);
	});
	return rows;
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/** Where the unquoted text from `from` ends: at a comma, a line end (LF or CRLF) or the end. */
function fieldEnd(text: string, from: number): number {
	let at = from;
	while (at < text.length) {
		const code = text.charCodeAt(at);
		if (code === COMMA || code === LF || (code === CR && text.charCodeAt(at + 1) === LF)) break;
		at++;
	}
	return at;
}

/** A quoted field from its opening quote at `from`: its text and where the text after it starts. */
function quotedField(text: string, from: number): { value: string; next: number } {
	let value = '';
	let start = from + 1;
	for (;;) {
		const quote = text.indexOf('"', start);
		if (quote === -1) return { value: value + text.slice(start), next: text.length };
		value += text.slice(start, quote);
		if (text.charCodeAt(quote + 1) !== QUOTE) return { value, next: quote + 1 };
		value += '"';
		start = quote + 2;
	}
}

/** Hands each record (line) of the text to `onRecord`, its fields in order; blank lines are none. */
function readRecords(text: string, onRecord: (record: string[]) => void): void {
	let record: string[] = [];
	const endRecord = () => {
		if (record.length > 1 || record[0] !== '') onRecord(record);
		record = [];
	};
	let at = 0;
	while (at < text.length) {
		let field: string;
		if (text.charCodeAt(at) === QUOTE) {
			const quoted = quotedField(text, at);
			// Text between the closing quote and the delimiter is kept, as a lenient reader does.
			const end = fieldEnd(text, quoted.next);
			field = quoted.value + text.slice(quoted.next, end);
			at = end;
		} else {
			const end = fieldEnd(text, at);
			field = text.slice(at, end);
			at = end;
		}
		record.push(field);
		if (at >= text.length) break;
		if (text.charCodeAt(at) === COMMA) {
			at++;
			if (at >= text.length) record.push('');
			continue;
		}
		at += text.charCodeAt(at) === CR ? 2 : 1;
		endRecord();
	}
	if (record.length) endRecord();
}
