'use strict';

const { modelErrors } = require('../../support/sdkModels');
const { conformanceErrors } = require('../../support/sdk');

/** The check every SDK conformance test relies on can fail: it reads the SDK's declarations. */
describe('checking answers against the SDK models', () => {
	const hub = (fields = {}) => ({
		type: 'hubs',
		id: 'b.1',
		links: { self: { href: '/project/v1/hubs/b.1' } },
		...fields,
	});

	test('a conforming answer has no errors', () => {
		expect(modelErrors('@aps_sdk/data-management', 'Hubs', { data: [hub()] })).toEqual([]);
	});

	test('a required property missing, a wrong enum value and a wrong type are each named with their path', () => {
		const { links, ...withoutLinks } = hub();
		expect(links).toBeDefined();
		expect(
			modelErrors('@aps_sdk/data-management', 'Hubs', {
				data: [withoutLinks, hub({ type: 'hub' }), hub({ id: 7 })],
			}),
		).toEqual([
			'Hubs.data[0].links: required by HubData, missing',
			'Hubs.data[1].type: "hub" is not one of TypeHub (hubs)',
			'Hubs.data[2].id: expected a string, got number',
		]);
	});

	test('required properties of classes and enums of another package are read too', () => {
		expect(modelErrors('@aps_sdk/authentication', 'IntrospectToken', { active: 'yes' })).toEqual([
			'IntrospectToken.active: expected a boolean, got string',
			'IntrospectToken.scope: required by IntrospectToken, missing',
			'IntrospectToken.client_id: required by IntrospectToken, missing',
			'IntrospectToken.exp: required by IntrospectToken, missing',
		]);
		expect(modelErrors('@aps_sdk/authentication', 'TwoLeggedToken', { access_token: 'a' })).toEqual(
			['TwoLeggedToken.expires_in: required by TwoLeggedToken, missing'],
		);
		expect(modelErrors('@aps_sdk/oss', 'Bucket', { bucketKey: 'b', policyKey: 'forever' })).toEqual(
			['Bucket.policyKey: "forever" is not one of PolicyKey (transient, temporary, persistent)'],
		);
	});

	test('a listed deviation is excused only for its model and its own error', () => {
		const bucket = { bucketKey: 'b', createdDate: 1, policyKey: 'transient', permissions: [] };
		expect(conformanceErrors('@aps_sdk/oss', 'Bucket', bucket)).toEqual([]);
		expect(conformanceErrors('@aps_sdk/oss', 'Bucket', { ...bucket, bucketKey: 3 })).toEqual([
			'Bucket.bucketKey: expected a string, got number',
		]);
		expect(modelErrors('@aps_sdk/oss', 'Bucket', bucket)).toEqual([
			'Bucket.createdDate: expected a string, got number',
		]);
	});
});
