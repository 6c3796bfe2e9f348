'use strict';

/**
 * Each operation ships the JSON Schema of its output items (nodes/<node>/__schema__/v1.0.0/
 * <resource>/<operation>.json, where n8n looks for them): there is none of an operation its node
 * lacks, and the check itself finds what does not fit. That every contract's good run gives items
 * that fit its schema (and UPDATE_OUTPUT_SCHEMAS=1, which writes them) is goodRuns.test.js's.
 */

const fs = require('node:fs');
const path = require('node:path');
const { ACTION_NODES } = require('../support/actionNodes');
const { collectContracts } = require('../support/contracts');
const { inferSchema, misfits } = require('../support/jsonSchema');

const { contracts } = collectContracts();

test('the schemas of each node are those of operations the node has', () => {
	for (const { type, schemaDir } of ACTION_NODES) {
		const own = contracts.filter((contract) => contract.node === type);
		const expected = new Set(own.map((contract) => path.join(contract.resource, `${contract.operation}.json`)));
		const present = fs.readdirSync(schemaDir, { recursive: true }).filter((entry) => entry.endsWith('.json'));
		expect([type, present.filter((entry) => !expected.has(entry))]).toEqual([type, []]);
	}
});

describe('the schema check', () => {
	const schema = inferSchema([{ id: 'a', size: 1, tags: ['x'] }, { id: 'b', size: null }]);
	test('fits what it was inferred from', () => {
		expect(misfits({ id: 'c', size: 2, tags: ['y', 'z'] }, schema)).toEqual([]);
	});
	test('a model\'s properties and deep objects are said to be objects only: their keys are data', () => {
		const deep = inferSchema([{ properties: { Name: 'Wall' }, a: { b: { c: { d: 1 } } } }]);
		expect(deep.properties.properties).toEqual({ type: 'object' });
		expect(deep.properties.a.properties.b.properties.c).toEqual({ type: 'object' });
		expect(misfits({ properties: { Area: '3 m2' }, a: { b: { c: { e: 'x' } } } }, deep)).toEqual([]);
	});
	test('names a key it does not declare and a wrong type', () => {
		expect(misfits({ id: 3, extra: true, tags: [1] }, schema)).toEqual(['$.id: number, the schema says string', '$.extra: not in the schema', '$.tags[0]: number, the schema says string']);
	});
});
