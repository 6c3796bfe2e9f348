'use strict';

/** properties:query's seven query forms (modelderivative.yaml, SpecificPropertiesPayload), on the small model. */

const { useSandbox, tokenFor, call } = require('../../../support/sandbox');
const { metricNumber } = require('../../../../sandbox/routes/derivative/propertyQuery');

const BASE = '/modelderivative/v2/designdata';
const PART = Buffer.from('urn:adsk.objects:os.object:bucket/bracket.ipt').toString('base64url');

let token;
const sandbox = useSandbox({
	each: () => {
		token = tokenFor(sandbox, { scopes: ['data:read', 'data:write', 'data:create'] });
		sandbox.ctx.state.derivative.settings.durationMs = 0;
	},
});

/** The small model's 3D view: objects 4 (Box, ABS Plastic, 1000 mm²), 6 (Cylinder, Steel, 1007 mm²), 8 (Box, Aluminum 6061, 1014 mm²). */
async function queryOf() {
	await call(sandbox, 'POST', `${BASE}/job`, {
		token,
		json: { input: { urn: PART }, output: { formats: [{ type: 'svf2', views: ['3d'] }] } },
	});
	const views = await call(sandbox, 'GET', `${BASE}/${PART}/metadata`, { token });
	const { guid } = views.body.data.metadata[0];
	return async (query) => {
		const answer = await call(
			sandbox,
			'POST',
			`${BASE}/${PART}/metadata/${guid}/properties:query`,
			{ token, json: { query } },
		);
		return answer.status === 200
			? answer.body.data.collection.map((object) => object.objectid)
			: answer;
	};
}

describe('properties:query forms', () => {
	test('$in by objectid or externalId, $prefix and $eq on the name', async () => {
		const query = await queryOf();
		expect(await query({ $in: ['objectid', 8, 4, 99] })).toEqual([4, 8]);
		expect(await query({ $prefix: ['name', 'B'] })).toEqual([3, 4, 8]);
		expect(await query({ $eq: ['name', 'Box'] })).toEqual([4, 8]);
		expect(await query({ $eq: ['name', 'box'] })).toEqual([]);
	});

	test('numeric properties compare in metric base units: $eq, $ge, $le, $between', async () => {
		const query = await queryOf();
		const area = 'properties.Mass Properties.Area';
		expect(await query({ $eq: [area, 0.001007] })).toEqual([6]);
		expect(await query({ $ge: [area, 0.001007] })).toEqual([6, 8]);
		expect(await query({ $le: [area, 0.001007] })).toEqual([4, 6]);
		expect(await query({ $between: [area, 0.001001, 0.00101] })).toEqual([6]);
		expect(await query({ $ge: [area, 1000] })).toEqual([]);
	});

	test('$contains: every word, in any case, of a text property', async () => {
		const query = await queryOf();
		expect(await query({ $contains: ['properties.Material', 'aluminum'] })).toEqual([8]);
		expect(await query({ $contains: ['properties.Material', 'ABS plastic'] })).toEqual([4]);
		expect(await query({ $contains: ['properties.Material', 'Steel Glass'] })).toEqual([]);
	});

	test("a query that is none of the forms, or breaks its form's rule, is a 400 naming the rule", async () => {
		const query = await queryOf();
		const refused = async (body) => {
			const answer = await query(body);
			expect(answer.status).toBe(400);
			return answer.body.diagnostic ?? answer.text;
		};
		expect(await refused({ $like: ['name', 'B%'] })).toMatch(
			/query must be an object with one of \$in, \$prefix, \$eq, \$contains, \$between, \$ge, \$le/,
		);
		expect(await refused({ $in: ['objectid', 1], $prefix: ['name', 'B'] })).toMatch(/one of/);
		expect(await refused({ $prefix: ['properties.Material', 'S'] })).toMatch(
			/query\.\$prefix must be \["name"/,
		);
		expect(await refused({ $between: ['properties.Mass Properties.Area', 1] })).toMatch(
			/query\.\$between must be/,
		);
		expect(await refused({ $ge: ['name', 1] })).toMatch(/query\.\$ge must be/);
		expect(await refused({ $in: ['name', 'Box'] })).toMatch(/query\.\$in must be/);
		expect(await refused({ $contains: ['properties.Material', 'a '.repeat(51)] })).toMatch(
			/at most 50 words/,
		);
	});

	test('a property value is read in metric base units', () => {
		expect(metricNumber('2500 millimeter^3')).toBeCloseTo(2.5e-6, 15);
		expect(metricNumber('1000 millimeter^2')).toBeCloseTo(0.001, 12);
		expect(metricNumber('2 ft')).toBeCloseTo(0.6096, 12);
		expect(metricNumber('12.5')).toBe(12.5);
		expect(metricNumber(7)).toBe(7);
		expect(metricNumber('Steel')).toBeUndefined();
	});
});
