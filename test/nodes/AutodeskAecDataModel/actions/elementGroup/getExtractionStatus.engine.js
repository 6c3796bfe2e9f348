'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { CENTRAL, SEED, graphqlRequests, runAec } = require('../aecSandbox');

const status = (extra = {}) => ({ resource: 'elementGroup', operation: 'getExtractionStatus', fileUrn: SEED.items.hospitalCentral, fileVersionNumber: 1, ...extra });

describe('elementGroup getExtractionStatus through the n8n engine', () => {
	const sandbox = useSandbox();

	test('an extracted file version: SUCCESS, with the model at that version', async () => {
		const run = await runAec(sandbox, status());
		expect(run.error).toBeUndefined();
		expect(run.items).toEqual([
			{
				json: {
					fileUrn: SEED.items.hospitalCentral,
					versionNumber: 1,
					status: 'SUCCESS',
					details: null,
					elementGroup: expect.objectContaining({ id: CENTRAL, name: 'Hospital Central.rvt', versionNumber: 1 }),
				},
				pairedItem: { item: 0 },
			},
		]);
		const [sent] = graphqlRequests(sandbox);
		expect(sent.query).toContain('elementGroupExtractionStatus(fileUrn: $fileUrn, versionNumber: $versionNumber)');
		expect(sent.variables).toEqual({ fileUrn: SEED.items.hospitalCentral, versionNumber: 1 });
	});

	test("a file the AEC Data Model has not extracted: the service's message", async () => {
		const run = await runAec(sandbox, status({ fileUrn: SEED.items.hospitalModel }));
		expect(run.error.message).toBe(`Get extraction status failed: No extraction was found for file '${SEED.items.hospitalModel}'.`);
	});

	test('a Version Number below 1 is refused before sending', async () => {
		const run = await runAec(sandbox, status({ fileVersionNumber: 0 }));
		expect(run.error.message).toBe('Version Number must be a whole number from 1; got 0');
		expect(graphqlRequests(sandbox)).toEqual([]);
	});
});
