'use strict';

const { readRegion, regionHeaders } = require('../../../nodes/shared/regions');

describe('the region header of OSS, Webhooks and the ACC APIs', () => {
	test('a Region names the data center in x-ads-region', () => {
		expect(regionHeaders('EMEA')).toEqual({ 'x-ads-region': 'EMEA' });
	});

	test('no Region, or an empty one, sends no header (the service default, US)', () => {
		expect(regionHeaders(undefined)).toEqual({});
		expect(regionHeaders(readRegion({ region: '' }))).toEqual({});
		expect(regionHeaders(readRegion({}))).toEqual({});
	});
});
