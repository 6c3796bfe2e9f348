'use strict';

const { accountGuid, isAccountId, isGuid, withAccountPrefix, withoutAccountPrefix } = require('../../../nodes/shared/hubIds');

const GUID = '4a5b6c7d-1e2f-4a3b-8c4d-5e6f7a8b9c01';
const TEAM = 'a.YnVzaW5lc3M6dGVhbQ';
const ruleFor = (id) => `Project must be a Construction Cloud or BIM 360 project ID (b. and the project GUID, or the GUID alone); got "${id}"`;

describe('hub and project IDs of BIM 360 and Construction Cloud', () => {
	test('a GUID is told in either case; anything around it is not one', () => {
		expect(isGuid(GUID)).toBe(true);
		expect(isGuid(GUID.toUpperCase())).toBe(true);
		for (const text of [`b.${GUID}`, `${GUID}x`, GUID.slice(1), '', TEAM]) expect(isGuid(text)).toBe(false);
	});

	test('a bare GUID gets b.; prefixed and other IDs stay, trimmed', () => {
		expect(withAccountPrefix(` ${GUID} `)).toBe(`b.${GUID}`);
		expect(withAccountPrefix(`b.${GUID}`)).toBe(`b.${GUID}`);
		expect(withAccountPrefix(TEAM)).toBe(TEAM);
		expect(withAccountPrefix(`${GUID}x`)).toBe(`${GUID}x`);
	});

	test('BIM 360 and Construction Cloud IDs are told by their b. prefix', () => {
		expect(isAccountId(`b.${GUID}`)).toBe(true);
		expect(isAccountId(`B.${GUID}`)).toBe(true);
		expect(isAccountId(TEAM)).toBe(false);
	});

	test('withoutAccountPrefix removes b. in either case, and nothing else', () => {
		expect(withoutAccountPrefix(`b.${GUID}`)).toBe(GUID);
		expect(withoutAccountPrefix('B.4a5b')).toBe('4a5b');
		expect(withoutAccountPrefix(TEAM)).toBe(TEAM);
	});

	test('accountGuid removes b. (in either case) and takes a bare GUID as it is', () => {
		expect(accountGuid(`b.${GUID}`, {})).toBe(GUID);
		expect(accountGuid(`B.${GUID.toUpperCase()}`, {})).toBe(GUID.toUpperCase());
		expect(accountGuid(GUID, {})).toBe(GUID);
	});

	test.each([TEAM, 'b.not-a-guid', `b.${GUID}x`, ''])('accountGuid refuses %j with the one wording, the advice given, nothing sent', (id) => {
		let thrown;
		try {
			accountGuid(id, { because: 'the Widgets API has widgets in Docs projects only', then: 'Choose another project.' });
		} catch (error) {
			thrown = error;
		}
		expect(thrown).toMatchObject({ name: 'InputRuleError', field: 'Project', message: ruleFor(id) });
		expect(thrown.description).toBe('Nothing was sent: the Widgets API has widgets in Docs projects only. Choose another project.');
	});
});
