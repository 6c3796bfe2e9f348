'use strict';

const { csvRows } = require('../../../../../nodes/AutodeskConstructionCloudAdmin/actions/dataFile/csvRows');

describe('csvRows (RFC 4180 text into rows keyed by the header)', () => {
	test('quoted fields keep commas, doubled quotes and line breaks; CRLF and LF both end a line; a BOM is dropped', () => {
		const text = '\ufeffid,title,note\r\n1,"Door ""A2"", north","two\r\nlines"\n2,plain,\r\n';
		expect(csvRows(text)).toEqual([
			{ id: '1', title: 'Door "A2", north', note: 'two\r\nlines' },
			{ id: '2', title: 'plain', note: '' },
		]);
	});

	test('a short line leaves the other columns empty; a lone CR stays in its field; no last line end, an empty last line and a trailing comma at the end', () => {
		expect(csvRows('a,b,c\n1\nx\ry,2,3')).toEqual([
			{ a: '1', b: '', c: '' },
			{ a: 'x\ry', b: '2', c: '3' },
		]);
		expect(csvRows('a,b\n1,\n\n')).toEqual([{ a: '1', b: '' }]);
		expect(csvRows('a,b\n1,')).toEqual([{ a: '1', b: '' }]);
		expect(csvRows('')).toEqual([]);
		expect(csvRows('a,b\r\n')).toEqual([]);
	});

	test('a quote inside an unquoted field is text; text after a closing quote is kept', () => {
		expect(csvRows('a,b\n5" pipe,"x"y\n')).toEqual([{ a: '5" pipe', b: 'xy' }]);
	});
});
