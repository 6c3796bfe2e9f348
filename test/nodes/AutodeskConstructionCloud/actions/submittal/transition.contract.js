'use strict';

const { items } = require('../../../../support/contractValues');
const { IDS, PATH_ROOT, ROOT, WRITE_ROW, onHospital } = require('./submittalContract');

const transition = (extra) => onHospital('transition', { itemId: IDS.items.curtainWall, stateId: 'mgr-2', ...extra });

/** Submittal > Change State, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Change submittal item state',
	parameters: onHospital('transition', { itemId: '={{ $json.itemId }}', stateId: 'void' }),
	setup: async () => items(...['curtainWall', 'hardware', 'paint'].map((key) => ({ itemId: IDS.items[key] }))),
	firstRequest: { method: 'POST', path: `${PATH_ROOT}/items/[0-9a-f-]{36}:transition$`, example: `${ROOT}/items/${IDS.items.paint}:transition`, body: { stateId: 'void' }, scopes: WRITE_ROW },
	badInputs: [
		{ field: 'Transition Fields › Response', input: 'its name (Approved)', parameters: transition({ transitionFields: { responseId: 'Approved' } }) },
	],
};
