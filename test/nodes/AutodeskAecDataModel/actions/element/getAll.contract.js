'use strict';

const { FIRST_REQUEST, onCentral } = require('../aecContract');

const getAll = (filters = { category: 'Walls' }) => onCentral({ resource: 'element', operation: 'getAll', returnAll: false, limit: 5, filters });

/** Element > Get Many, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get many elements',
	parameters: getAll(),
	firstRequest: FIRST_REQUEST,
	badInputs: [
		{
			field: 'Filters › Property Conditions › Condition 1 › Value',
			input: 'a word with Greater Than',
			parameters: getAll({ propertyConditions: { condition: [{ property: 'Area', operator: 'greaterThan', value: 'big' }] } }),
		},
		{ field: 'Filters › Name', input: 'a single quote', parameters: getAll({ name: "Door's" }) },
		{ field: 'More Element Groups', input: 'a file name', parameters: { ...getAll(), moreElementGroupIds: 'Hospital MEP.rvt' } },
		{ field: 'Version Number', input: 'a version with More Element Groups', parameters: { ...getAll(), versionNumber: 1, moreElementGroupIds: 'SG9zcGl0YWwgTUVQ' } },
		{
			field: 'Filters › Property Conditions › Condition 1 › Property Name or ID',
			input: 'empty',
			parameters: getAll({ propertyConditions: { condition: [{ property: ' ', operator: 'equals', value: '60 min' }] } }),
		},
	],
};
