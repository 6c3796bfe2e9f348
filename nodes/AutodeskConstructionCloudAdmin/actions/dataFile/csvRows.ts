import type { IDataObject } from 'n8n-workflow';

/**
 * The rows of a CSV file (RFC 4180: fields separated by commas, quoted with `"` where they hold a
 * comma, a quote (doubled) or a line break; CRLF or LF line ends), each as an object keyed by the
 * header line's names. A byte order mark is dropped; a line with fewer fields leaves the others
 * empty; an empty last line is no row.
 */
export function csvRows(text: string): IDataObject[] {
	const records = csvRecords(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
	const [header, ...rows] = records;
	if (!header) return [];
	return rows.map((row) => {
		const json: IDataObject = {};
		header.forEach((name, index) => {
			json[name] = row[index] ?? '';
		});
		return json;
	});
}

function csvRecords(text: string): string[][] {
	const records: string[][] = [];
	let record: string[] = [];
	let field = '';
	let quoted = false;
	let index = 0;
	const endField = () => {
		record.push(field);
		field = '';
	};
	const endRecord = () => {
		endField();
		if (record.length > 1 || record[0] !== '') records.push(record);
		record = [];
	};
	while (index < text.length) {
		const char = text[index];
		if (quoted) {
			if (char === '"' && text[index + 1] === '"') {
				field += '"';
				index += 2;
				continue;
			}
			if (char === '"') quoted = false;
			else field += char;
			index++;
			continue;
		}
		if (char === '"' && field === '') quoted = true;
		else if (char === ',') endField();
		else if (char === '\n') endRecord();
		else if (char === '\r' && text[index + 1] === '\n') {
			endRecord();
			index++;
		} else field += char;
		index++;
	}
	if (field !== '' || record.length) endRecord();
	return records;
}
