'use strict';

const { items } = require('../../../../support/contractValues');
const { IDS, getRequest, onHospital } = require('./submittalContract');

/** Submittal > Get Package, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get submittal package',
	parameters: onHospital('getPackage', { packageId: '={{ $json.packageId }}' }),
	setup: async () => items(...['envelope', 'interiors', 'vertical'].map((key) => ({ packageId: IDS.packages[key] }))),
	firstRequest: getRequest('/packages/[0-9a-f-]{36}', `/packages/${IDS.packages.envelope}`),
	badInputs: [{ field: 'Package', input: 'its title (Interiors)', parameters: onHospital('getPackage', { packageId: 'Interiors' }) }],
};
