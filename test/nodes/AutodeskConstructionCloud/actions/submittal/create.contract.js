'use strict';

const { items, locator } = require('../../../../support/contractValues');
const { IDS, PATH_ROOT, ROOT, WRITE_ROW, onHospital } = require('./submittalContract');
const { SEED } = require('../../../../../sandbox/seed/data');

const create = (extra) =>
	onHospital('create', {
		title: 'Lobby stone samples',
		typeId: locator(IDS.itemTypes.sample),
		specId: locator(IDS.specs.painting),
		manager: locator(SEED.users.admin),
		...extra,
	});

/** Submittal > Create, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Create submittal item',
	parameters: create({ title: '={{ $json.title }}' }),
	setup: async () => items({ title: 'Lobby stone samples' }, { title: 'Stair nosing' }, { title: 'Ceiling tiles' }),
	firstRequest: { method: 'POST', path: `${PATH_ROOT}/items$`, example: `${ROOT}/items`, body: { title: 'Scope check', typeId: IDS.itemTypes.sample, specId: IDS.specs.painting, manager: SEED.users.admin, managerType: '1' }, scopes: WRITE_ROW },
	badInputs: [
		{ field: 'Title', input: 'spaces only (Submittal > Create)', parameters: create({ title: '  ' }) },
		{ field: 'Spec', input: 'its number (099123)', parameters: create({ specId: locator('099123') }) },
		{ field: 'Additional Fields › Submitter', input: 'none, starting Waiting for Submission', parameters: create({ stateId: 'sbc-1' }), named: 'Submitter' },
	],
};
