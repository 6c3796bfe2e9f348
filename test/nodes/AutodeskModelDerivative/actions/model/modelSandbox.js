'use strict';

const { call, credentialsFor, derivativeRequests, setJobDuration, tokenFor, urnOf, useSandbox } = require('../../../../support/translationJob');
const { runNode } = require('../../../../support/engine');

/**
 * Shared by the model operation tests: a test file's sandbox, where the part PART_ID is
 * translated (views 2d and 3d, at once) before each test, and the calls bound to it.
 */

const PART_ID = 'urn:adsk.objects:os.object:sandbox-bucket/bracket.ipt';

function useModelSandbox() {
	const sandbox = useSandbox({ resetOverHttp: true });

	/** Translates a design to SVF2 straight at the sandbox. */
	async function translate(objectId, views = ['2d', '3d']) {
		const token = tokenFor(sandbox, { scopes: ['data:read', 'data:write', 'data:create'] });
		const answer = await call(sandbox, 'POST', '/modelderivative/v2/designdata/job', { token, json: { input: { urn: urnOf(objectId) }, output: { formats: [{ type: 'svf2', views }] } } });
		expect(answer.status).toBe(200);
	}

	const runModel = (parameters, { items, continueOnFail = false } = {}) =>
		runNode({ parameters: { resource: 'model', ...parameters }, items, continueOnFail, credentials: credentialsFor(sandbox, { scopes: ['data:read'] }) });
	/** How many reads of a view's data answer 202 (still preparing) before it is ready. */
	const pendingReads = (count) => call(sandbox, 'POST', '/__sandbox/derivative/settings', { json: { propertiesPendingReads: count } });
	const metadataRequests = () => derivativeRequests(sandbox).filter((entry) => entry.path.includes('/metadata'));

	beforeEach(async () => {
		await setJobDuration(sandbox, 0);
		await translate(PART_ID);
	});
	return { sandbox, translate, runModel, pendingReads, metadataRequests };
}

module.exports = { PART_ID, urnOf, useModelSandbox };
