'use strict';

const seed = require('../../seed/submittals');
const { hasRole, permittedTransitions } = require('./access');

/** The fields PATCH items/:itemId takes (docs/service-decisions.md "Submittals v2"). */
const UPDATE_FIELDS = [
	'title',
	'description',
	'typeId',
	'specId',
	'packageId',
	'priority',
	'dueDate',
	'requiredOnJobDate',
	'manager',
	'managerType',
	'subcontractor',
	'subcontractorType',
	'customIdentifier',
];

const stateOf = (stateId) => seed.STATES.find((state) => state.id === stateId);

/** Whose turn it is: the submitter while the item waits for submission, the reviewers in review, else the manager. */
function ballInCourtUsers(call, item) {
	if (item.stateId === 'sbc-1') return item.subcontractor ? [item.subcontractor] : [];
	if (item.stateId === 'rev') {
		const roles = seed.ROLES[call.project.id] || {};
		return Object.keys(roles).filter((userId) => roles[userId].includes('reviewer'));
	}
	if (['draft', 'mgr-1', 'mgr-2'].includes(item.stateId)) return item.manager ? [item.manager] : [];
	return [];
}

/**
 * An item as the caller reads it: its status, spec number, whose turn it is, and `permittedActions`
 * (the fields it may change, `Item::partial_update`, and each transition it may make with the
 * fields that transition needs, `Item::transition`).
 */
function renderItem(call, item) {
	const { revisions: _revisions, attachments: _attachments, ...fields } = item;
	const spec = call.container.specs.find((entry) => entry.id === item.specId);
	const actions = [];
	if (hasRole(call, 'manager') && !['cls', 'void'].includes(item.stateId)) actions.push({ id: 'Item::partial_update', fields: [...UPDATE_FIELDS] });
	for (const transition of permittedTransitions(call, item))
		actions.push({ id: 'Item::transition', stateId: transition.to, mandatoryFields: [...transition.mandatoryFields] });
	return {
		...structuredClone(fields),
		statusId: stateOf(item.stateId).statusId,
		specIdentifier: spec ? spec.identifier : null,
		ballInCourtUsers: ballInCourtUsers(call, item),
		permittedActions: actions,
	};
}

module.exports = { renderItem, ballInCourtUsers, stateOf, UPDATE_FIELDS };
