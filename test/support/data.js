'use strict';

const { useSandbox, tokenFor, call } = require('./sandbox');
const { sandboxCredentials } = require('./credentials');
const { SEED } = require('../../sandbox/seed/data');
const { runNode } = require('./engine');

/** Shared by the data-operation tests (hub, project, folder, item): credentials, locators, log. */

const ALL_SCOPES = ['data:read', 'data:write', 'data:create'];
const API = 'application/vnd.api+json';

/** Two-legged credentials by default, so that Act As User ID (x-user-id) applies. */
function credentialsFor(sandbox, { scopes = ALL_SCOPES, userId = null } = {}) {
	return sandboxCredentials(sandbox, { scopes, userId });
}

/** A resource locator value as the n8n editor saves it. */
const locator = (value, mode = 'id') => ({ __rl: true, mode, value });

/** Runs the action node of the parameters' resource against the sandbox (`tool`: as n8n runs it as a tool). */
function run(sandbox, parameters, { items, continueOnFail = false, scopes, userId, tool } = {}) {
	return runNode({
		tool,
		parameters,
		items,
		continueOnFail,
		credentials: credentialsFor(sandbox, { scopes, userId }),
	});
}

/** The logged requests to a path (a RegExp, or a string matched exactly). */
function requests(sandbox, path, method) {
	return sandbox.ctx.log.find({ method, path });
}

/** An id as the node puts it in a path (every reserved character encoded). */
const segment = (id) => encodeURIComponent(id);

/** The Data Management path of an item, as the node sends it. */
const itemPath = (projectId, itemId) => `/data/v1/projects/${projectId}/items/${segment(itemId)}`;

module.exports = {
	ALL_SCOPES,
	API,
	SEED,
	call,
	credentialsFor,
	itemPath,
	locator,
	requests,
	run,
	segment,
	tokenFor,
	useSandbox,
};
