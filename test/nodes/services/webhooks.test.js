'use strict';

const { eventHooksPath, hookListRequest, hookPath, sameScope, withoutSecrets } = require('../../../nodes/services/webhooks');

describe('the Webhooks client', () => {
	test("an event's hooks and one hook, each name one encoded segment", () => {
		expect(eventHooksPath('data', 'dm.version.added')).toBe('/webhooks/v1/systems/data/events/dm.version.added/hooks');
		expect(hookPath({ system: 'data', event: 'dm.version.added', hookId: 'h 1' })).toBe('/webhooks/v1/systems/data/events/dm.version.added/hooks/h%201');
	});

	test('a hook list of every hook, of a system, or of an event, in the region asked', () => {
		expect(hookListRequest({})).toMatchObject({ url: '/webhooks/v1/hooks', headers: {} });
		expect(hookListRequest({ system: 'data', region: 'EMEA' })).toMatchObject({ url: '/webhooks/v1/systems/data/hooks', headers: { 'x-ads-region': 'EMEA' } });
		expect(hookListRequest({ system: 'data', event: 'dm.folder.added', scopeName: 'folder' })).toMatchObject({
			url: '/webhooks/v1/systems/data/events/dm.folder.added/hooks',
			query: { scopeName: 'folder' },
		});
	});

	test('scopes are the same when every key is', () => {
		expect(sameScope({ folder: 'f1' }, { folder: 'f1' })).toBe(true);
		expect(sameScope({ folder: 'f1' }, { folder: 'f2' })).toBe(false);
		expect(sameScope(undefined, { folder: 'f1' })).toBe(false);
	});

	test('a hook shown without its token', () => {
		expect(withoutSecrets({ hookId: 'h1', token: 'secret' })).toEqual({ hookId: 'h1' });
	});
});
