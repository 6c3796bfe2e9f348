'use strict';

const { attributeChanges, isoDate } = require('../../../../../nodes/AutodeskAps/actions/item/attributeChanges');

const NODE = { id: 'n', name: 'APS', type: 'CUSTOM.autodeskAps', typeVersion: 1, position: [0, 0], parameters: {} };
const DEFINITIONS = [
	{ id: 1, name: 'Discipline', type: 'array', arrayValues: ['Architecture', 'MEP'] },
	{ id: 2, name: 'Issue Date', type: 'date' },
	{ id: 3, name: 'Revision', type: 'string' },
	{ id: 4, name: 'revision', type: 'string' },
];

describe('isoDate: what the batch-update takes (ISO 8601, UTC, no milliseconds)', () => {
	test.each([
		['2024-06-30', '2024-06-30T00:00:00.000Z'],
		['2024-06-30T14:05', '2024-06-30T14:05:00.000Z'],
		['2024-06-30 14:05:09', '2024-06-30T14:05:09.000Z'],
		['2024-06-30T14:05:09.999Z', '2024-06-30T14:05:09.000Z'],
		['2024-06-30T01:00:00+02:00', '2024-06-29T23:00:00.000Z'],
		['2024-06-30T01:00:00-0530', '2024-06-30T06:30:00.000Z'],
		['2024-02-29', '2024-02-29T00:00:00.000Z'],
	])('%s is sent as %s', (given, sent) => {
		expect(isoDate(given)).toBe(sent);
	});

	test.each(['30/06/2024', '2024-6-30', '2023-02-29', '2024-04-31', '2024-13-01', '2024-06-30T25:00', 'tomorrow', ''])('%s is no date', (given) => {
		expect(isoDate(given)).toBeUndefined();
	});
});

describe('attributeChanges: names to ids, values checked by type', () => {
	const changes = (entries) => attributeChanges(NODE, 3, DEFINITIONS, entries);

	test('an exact name first, then regardless of case; a drop-down value as defined; null clears', () => {
		expect(
			changes([
				{ name: 'revision', value: 'a' },
				{ name: 'REVISION', value: 'b' },
				{ name: 'discipline', value: 'mep' },
				{ name: 'Issue Date', value: null },
			]),
		).toEqual([
			{ id: 4, value: 'a' },
			{ id: 3, value: 'b' },
			{ id: 1, value: 'MEP' },
			{ id: 2, value: null },
		]);
	});

	test('what a definition refuses is an error of the item, saying nothing was updated', () => {
		const refusal = (entry) => {
			try {
				changes([entry]);
			} catch (error) {
				return { message: error.message, description: error.description, itemIndex: error.context.itemIndex };
			}
			throw new Error('not refused');
		};
		expect(refusal({ name: 'Phase', value: 'x' })).toEqual({
			message: 'Attributes › Name or ID "Phase" is not an attribute of the item\'s folder',
			description: 'Nothing was updated. The folder\'s attributes: "Discipline", "Issue Date", "Revision", "revision". Folder > Get Attribute Definitions lists them.',
			itemIndex: 3,
		});
		expect(refusal({ name: 'Discipline', value: 'Civil' }).message).toBe('Attributes › Value of "Discipline" must be one of the drop-down\'s values; got "Civil"');
		expect(refusal({ name: 'Issue Date', value: '1/2/2024' }).message).toMatch(/^Attributes › Value of "Issue Date" must be a date/);
		expect(refusal({ name: 'Revision', value: 'r'.repeat(256) }).message).toBe('Attributes › Value of "Revision" may hold up to 255 characters; it has 256');
		expect(changes([{ name: 'Revision', value: 'r'.repeat(255) }])).toEqual([{ id: 3, value: 'r'.repeat(255) }]);
	});
});
