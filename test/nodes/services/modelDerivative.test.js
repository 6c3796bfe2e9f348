'use strict';

const { DESIGNDATA, derivativeRegionHeaders, EU_DESIGNDATA } = require('../../../nodes/services/modelDerivative');

describe('the Model Derivative client', () => {
	test('designs under designdata, the EU endpoint by its own path', () => {
		expect(DESIGNDATA).toBe('/modelderivative/v2/designdata');
		expect(EU_DESIGNDATA).toBe('/modelderivative/v2/regions/eu/designdata');
	});

	test('the data center goes in the region header the OpenAPI file defines, and no other', () => {
		expect(derivativeRegionHeaders('EMEA')).toEqual({ region: 'EMEA' });
	});
});
