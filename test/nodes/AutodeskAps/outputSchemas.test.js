'use strict';

/**
 * Each operation ships the JSON Schema of its output items (nodes/AutodeskAps/__schema__/v1.0.0/
 * <resource>/<operation>.json, where n8n looks for them: the editor shows a result's shape before
 * a run): every contract's good run (test/support/contracts.js) gives items that fit it. With
 * UPDATE_OUTPUT_SCHEMAS=1 the test writes each schema from its good run instead (review the diff).
 */

const fs = require('node:fs');
const path = require('node:path');
const { collectContracts } = require('../../support/contracts');
const { withOwnSandbox } = require('../../support/faults');
const { everyScope, runGoodRun } = require('../../support/goodRuns');
const { inferSchema, misfits } = require('../../support/jsonSchema');

const ROOT = path.join(__dirname, '..', '..', '..');
const SCHEMAS = path.join(ROOT, 'nodes', 'AutodeskAps', '__schema__', 'v1.0.0');
const { contracts } = collectContracts();
const EVERY_SCOPE = everyScope(contracts);
const update = process.env.UPDATE_OUTPUT_SCHEMAS === '1';

test.concurrent.each(contracts.map((contract) => [contract.key, contract]))('%s · its items fit its output schema', (_key, contract) =>
	withOwnSandbox(async (sandbox) => {
		const [resource, operation] = [contract.parameters.resource, contract.parameters.operation];
		const file = path.join(SCHEMAS, resource, `${operation}.json`);
		const { items, error } = await runGoodRun(sandbox, contract, EVERY_SCOPE);
		expect(error).toBeUndefined();
		const values = items.map((item) => item.json);
		if (update) {
			fs.mkdirSync(path.dirname(file), { recursive: true });
			fs.writeFileSync(file, `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...inferSchema(values) }, null, '\t')}\n`);
		}
		if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: write it with UPDATE_OUTPUT_SCHEMAS=1`);
		const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
		expect(values.flatMap((value) => misfits(value, schema))).toEqual([]);
	}),
);

test('the schemas are those of operations the node has', () => {
	const expected = new Set(contracts.map((contract) => path.join(contract.parameters.resource, `${contract.parameters.operation}.json`)));
	const present = fs.readdirSync(SCHEMAS, { recursive: true }).filter((entry) => entry.endsWith('.json'));
	expect(present.filter((entry) => !expected.has(entry))).toEqual([]);
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
