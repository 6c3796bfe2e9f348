'use strict';

const { computed } = require('../../../../support/contractValues');
const { BASE, BASE_PATH, READ_ROW, inAccount } = require('../extractionContract');
const { SEED } = require('../../../../../sandbox/seed/data');
const { locator } = require('../../../../support/contractValues');

const getAll = (extra = {}) => inAccount('dataRequest', 'getAll', { returnAll: false, limit: 5, ...extra });

/** Data Extraction Request > Get Many, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get many data extraction requests',
	parameters: getAll(),
	firstRequest: { method: 'GET', path: `${BASE_PATH}/requests$`, example: `${BASE}/requests`, scopes: READ_ROW },
	badInputs: [
		{ field: 'Account', input: 'a Fusion Team hub (Data Extraction Request)', parameters: getAll({ hubId: locator(SEED.hubs.team) }) },
		{ field: 'Limit', input: '0 (Data Extraction Request)', parameters: getAll({ limit: computed(0) }) },
	],
};
