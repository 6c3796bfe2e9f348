'use strict';

const { json } = require('../../responses');
const { badRequest, conflict, forbidden, hasRole, notFound, readJson, submittalsCall } = require('./access');
const { UUID } = require('../construction');
const { READ, WRITE } = require('./items');
const { refuseUnknown, submittalsPage } = require('./paging');
const { addSpec } = require('./state');

/** The project's lists of the Submittals API: specs, item types, packages, review responses. */

const listOf = (name) => (ctx, request) => {
	const call = submittalsCall(ctx, request, READ);
	refuseUnknown(request.query, ['limit', 'offset']);
	return json(200, submittalsPage(ctx, request, call.container[name]));
};

/** POST specs `{ identifier, title }`: a spec section (managers); an identifier in use is 409. */
function createSpec(ctx, request) {
	const call = submittalsCall(ctx, request, WRITE);
	if (!hasRole(call, 'manager')) throw forbidden(`User ${call.userId} is not a submittals manager; it may not create specs.`);
	const body = readJson(request);
	const unknown = Object.keys(body).find((key) => key !== 'identifier' && key !== 'title');
	if (unknown) throw badRequest(`Unknown field '${unknown}'. Fields: identifier, title.`);
	for (const [name, max] of [['identifier', 50], ['title', 255]]) {
		if (typeof body[name] !== 'string' || !body[name].trim()) throw badRequest(`${name} is required.`);
		if (body[name].length > max) throw badRequest(`${name} must be at most ${max} characters; got ${body[name].length}.`);
	}
	if (call.container.specs.some((spec) => spec.identifier === body.identifier))
		throw conflict(`A spec with identifier '${body.identifier}' already exists.`);
	const spec = addSpec(call.container, { identifier: body.identifier, title: body.title, userId: call.userId, time: ctx.clock.now() });
	return json(201, structuredClone(spec));
}

/** GET packages/:packageId. */
function getPackage(ctx, request) {
	const call = submittalsCall(ctx, request, READ);
	refuseUnknown(request.query, []);
	const { packageId } = request.params;
	if (!UUID.test(packageId)) throw badRequest(`id must be a UUID; got '${packageId}'.`);
	const found = call.container.packages.find((entry) => entry.id === packageId.toLowerCase());
	if (!found) throw notFound(`Package ${packageId} does not exist in project ${call.container.projectGuid}.`);
	return json(200, structuredClone(found));
}

module.exports = {
	listSpecs: listOf('specs'),
	listItemTypes: listOf('itemTypes'),
	listPackages: listOf('packages'),
	listResponses: listOf('responses'),
	createSpec,
	getPackage,
};
