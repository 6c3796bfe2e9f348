'use strict';

const { computed } = require('../../../../support/contractValues');
const { getRequest, onHospital, threeCommented } = require('./issueContract');

const commentsOf = (extra) => onHospital('getComments', { issueId: '={{ $json.issueId }}', returnAll: true, ...extra });

/** Issue > Get Comments, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get issue comments',
	parameters: commentsOf(),
	setup: threeCommented,
	firstRequest: getRequest('/issues/[0-9a-f-]{36}/comments', '/issues/00000000-0000-4000-8000-000000000000/comments'),
	badInputs: [
		{ field: 'Limit', input: '0 (issue comments)', parameters: commentsOf({ returnAll: false, limit: computed(0), issueId: '00000000-0000-4000-8000-000000000000' }) },
		{ field: 'Issue ID', input: 'an item ID (Get Comments)', parameters: commentsOf({ issueId: 'urn:adsk.wipprod:dm.lineage:towerModel' }) },
	],
};
