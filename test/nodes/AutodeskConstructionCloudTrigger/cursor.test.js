'use strict';

const { cursorAt, isCursor, isNew, isOlder } = require('../../../nodes/AutodeskConstructionCloudTrigger/cursor');

const T1 = '2026-03-01T10:00:00.000Z';
const T2 = '2026-03-01T10:00:01.000Z';
const at = (id, updatedAt) => ({ id, updatedAt });

describe('the cursor of a watched list', () => {
	const cursor = { since: T1, ids: ['a'] };

	test('new: later than the cursor, or at its instant with an ID not emitted yet', () => {
		expect(isNew(cursor, at('x', T2))).toBe(true);
		expect(isNew(cursor, at('b', T1))).toBe(true);
		expect(isNew(cursor, at('a', T1))).toBe(false);
		expect(isNew(cursor, at('x', '2026-03-01T09:59:59.999Z'))).toBe(false);
		// Another precision of the same instant is the same instant.
		expect(isNew(cursor, at('a', '2026-03-01T10:00:00Z'))).toBe(false);
	});

	test('older: before the cursor only (records at its instant are read on, across pages)', () => {
		expect(isOlder(cursor, at('x', '2026-03-01T09:59:59.999Z'))).toBe(true);
		expect(isOlder(cursor, at('x', T1))).toBe(false);
		expect(isOlder({ since: null, ids: [] }, at('x', '1970-01-01T00:00:00Z'))).toBe(false);
	});

	test('a list empty at activation: everything after is new', () => {
		expect(isNew({ since: null, ids: [] }, at('x', T1))).toBe(true);
		expect(cursorAt([])).toEqual({ since: null, ids: [] });
	});

	test('moves to the newest emitted, with every ID of that instant; at the same instant it keeps the IDs it had', () => {
		expect(cursorAt([at('b', T1), at('c', T2), at('d', T2)], cursor)).toEqual({ since: T2, ids: ['c', 'd'] });
		expect(cursorAt([at('b', T1)], cursor)).toEqual({ since: T1, ids: ['a', 'b'] });
		expect(cursorAt([], cursor)).toBe(cursor);
	});

	test('static data from elsewhere is not taken for a cursor', () => {
		expect(isCursor(cursor)).toBe(true);
		expect(isCursor({ since: null, ids: [] })).toBe(true);
		for (const value of [undefined, null, {}, { since: 5, ids: [] }, { since: T1 }, 'x']) expect(isCursor(value)).toBe(false);
	});
});
