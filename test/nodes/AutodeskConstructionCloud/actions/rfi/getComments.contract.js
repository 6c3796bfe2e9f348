'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { call, tokenFor } = require('../../../../support/sandbox');
const { SEED } = require('../../../../../sandbox/seed/data');
const { IDS, ROOT, getRequest, onHospital } = require('./rfiContract');

/** Three input items, each naming a seeded RFI given a comment (so that each gives an item). */
async function threeCommented(sandbox) {
	const token = tokenFor(sandbox, { scopes: ['data:write'], userId: SEED.users.admin });
	const keys = ['duct', 'slab', 'door'];
	for (const key of keys) {
		const answer = await call(sandbox, 'POST', `${ROOT}/rfis/${IDS.rfis[key]}/comments`, { token, json: { body: `About ${key}` } });
		if (answer.status !== 201) throw new Error(`adding a comment failed: ${answer.status} ${answer.text}`);
	}
	return items(...keys.map((key) => ({ rfiId: IDS.rfis[key] })));
}

/** RFI > Get Comments, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get RFI comments',
	parameters: onHospital('getComments', { rfiId: '={{ $json.rfiId }}', returnAll: true }),
	setup: threeCommented,
	firstRequest: getRequest('/rfis/[0-9a-f-]{36}/comments', `/rfis/${IDS.rfis.duct}/comments`),
	badInputs: [{ field: 'Limit', input: '0 (RFI comments)', parameters: onHospital('getComments', { rfiId: IDS.rfis.duct, returnAll: false, limit: computed(0) }) }],
};
