'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, anySubmittalRequest, locator, runAsCaller, submittalParameters } = require('./submittalSandbox');

const getPackage = (packageId) => submittalParameters({ operation: 'getPackage', packageId: locator(packageId) });

describe('submittal getPackage through the n8n engine', () => {
	const sandbox = useSandbox();

	test('one package; an unknown one: 404 with the advice', async () => {
		const { items, error } = await runAsCaller(sandbox, getPackage(IDS.packages.interiors));
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: expect.objectContaining({ id: IDS.packages.interiors, title: 'Interiors', description: 'Finishes and door hardware' }), pairedItem: { item: 0 } }]);
		const unknown = await runAsCaller(sandbox, getPackage(IDS.specs.painting));
		expect(unknown.error.httpCode).toBe('404');
		expect(unknown.error.description).toMatch(/Get Packages/);
	});

	test('a package by its title is refused before sending', async () => {
		expect((await runAsCaller(sandbox, getPackage('Interiors'))).error.message).toBe('Package must be a UUID; got "Interiors"');
		expect(anySubmittalRequest(sandbox)).toEqual([]);
	});
});
