'use strict';

const { json } = require('../../responses');
const seed = require('../../seed/rfis');
const { USERS } = require('../../seed/data');
const { hasRole, rfisCall } = require('./access');
const { page, queryPaging, refuseUnknownQuery } = require('./paging');
const { READ } = require('./search');

/** GET rfi-types: the project's RFI types, paged. */
function listTypes(ctx, request) {
	const call = rfisCall(ctx, request, READ);
	refuseUnknownQuery(request.query, ['limit', 'offset']);
	return json(
		200,
		page(call.container.types, queryPaging(request.query), (type) => ({ ...type })),
	);
}

/** GET attributes: the project's RFI custom attributes, paged. */
function listAttributes(ctx, request) {
	const call = rfisCall(ctx, request, READ);
	refuseUnknownQuery(request.query, ['limit', 'offset']);
	return json(
		200,
		page(call.container.attributes, queryPaging(request.query), (attribute) =>
			structuredClone(attribute),
		),
	);
}

/** GET users/me: the caller, its workflow roles and what they let it do. */
function getMe(ctx, request) {
	const call = rfisCall(ctx, request, READ);
	refuseUnknownQuery(request.query, []);
	const user = USERS.find((entry) => entry.id === call.userId);
	return json(200, {
		id: call.userId,
		name: user ? user.name : call.userId,
		email: user ? user.email : null,
		workflowRoles: call.roles,
		permittedActions: {
			createRfi: hasRole(call, 'creator', 'manager'),
			respond: hasRole(call, 'reviewer', 'manager'),
			comment: call.roles.length > 0,
			editAnyRfi: hasRole(call, 'manager'),
		},
		permittedTransitions: seed.TRANSITIONS.filter((transition) =>
			hasRole(call, ...transition.roles),
		).map(({ from, to }) => ({ from, to })),
	});
}

/** GET workflow: the statuses and the transitions with the roles that may make each. */
function getWorkflow(ctx, request) {
	rfisCall(ctx, request, READ);
	refuseUnknownQuery(request.query, []);
	return json(200, {
		statuses: seed.STATUSES,
		roles: ['creator', 'manager', 'reviewer'],
		transitions: structuredClone(seed.TRANSITIONS),
	});
}

module.exports = { listTypes, listAttributes, getMe, getWorkflow };
