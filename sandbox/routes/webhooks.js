'use strict';

const { HttpError } = require('../http');
const { json, empty } = require('../responses');
const { isKnownSystem, isKnownEvent } = require('./webhooks/catalog');
const { deliverEvent } = require('./webhooks/delivery');
const store = require('./webhooks/store');
const hookRoutes = require('./webhooks/hookRoutes');
const listRoutes = require('./webhooks/listRoutes');
const { isPlainObject } = require('./webhooks/validation');

const HOOKS = '/webhooks/v1/systems/:system/events/:event/hooks';

/** Webhooks: hooks, secrets, and delivery of events fired through the admin path (or by other modules). */
module.exports = {
	name: 'webhooks',

	createState: () => store.createWebhookState(),

	register(router) {
		const route = store.withWebhookErrors;
		router
			.add('POST', HOOKS, route(hookRoutes.createEventHook))
			.add('GET', HOOKS, route(listRoutes.listEvent))
			.add('GET', `${HOOKS}/:hookId`, route(hookRoutes.getHook))
			.add('PATCH', `${HOOKS}/:hookId`, route(hookRoutes.patchHook))
			.add('DELETE', `${HOOKS}/:hookId`, route(hookRoutes.deleteHook))
			.add('POST', '/webhooks/v1/systems/:system/hooks', route(hookRoutes.createSystemHooks))
			.add('GET', '/webhooks/v1/systems/:system/hooks', route(listRoutes.listSystem))
			.add('GET', '/webhooks/v1/hooks', route(listRoutes.listAll))
			.add('GET', '/webhooks/v1/app/hooks', route(listRoutes.listApp))
			.add('POST', '/webhooks/v1/tokens', route(listRoutes.createSecret))
			.add('PUT', '/webhooks/v1/tokens/@me', route(listRoutes.replaceSecret))
			.add('DELETE', '/webhooks/v1/tokens/@me', route(listRoutes.deleteSecret));
	},

	registerAdmin(router, ctx) {
		router
			.add('POST', '/__sandbox/webhooks/events', async (request) => json(200, { deliveries: await deliverEvent(ctx, readAdminEvent(request.json())) }))
			.add('GET', '/__sandbox/webhooks/deliveries', (request) => {
				const hookId = request.query.get('hookId');
				return json(200, ctx.state.webhooks.deliveries.filter((delivery) => !hookId || delivery.hookId === hookId));
			})
			.add('DELETE', '/__sandbox/webhooks/deliveries', () => {
				ctx.state.webhooks.deliveries = [];
				return empty(204);
			})
			.add('GET', '/__sandbox/webhooks/hooks', () =>
				json(
					200,
					[...ctx.state.webhooks.hooks.values()].map((hook) => ({
						...store.publicHook(hook),
						region: hook.region,
						owner: hook.owner,
						failedEvents: hook.failedEvents,
						hasToken: hook.token !== undefined,
						hasAppToken: ctx.state.webhooks.secrets.has(hook.owner),
					})),
				),
			)
			.add('POST', '/__sandbox/webhooks/settings', (request) => {
				const { pageSize } = request.json() || {};
				if (!Number.isInteger(pageSize) || pageSize < 1) throw new HttpError(400, 'Bad Request', 'pageSize must be a positive integer.');
				ctx.state.webhooks.settings.pageSize = pageSize;
				return json(200, ctx.state.webhooks.settings);
			});
	},

	deliverEvent,
};

/** The body of POST /__sandbox/webhooks/events, checked. */
function readAdminEvent(body) {
	const bad = (detail) => new HttpError(400, 'Bad Request', detail);
	if (!isPlainObject(body)) throw bad('The body must be a JSON object.');
	const { system, event, scope, payload = {}, resourceUrn, duplicate = 0, signWith } = body;
	if (!isKnownSystem(system)) throw bad(`Unknown system '${system}'.`);
	if (typeof event !== 'string' || event.includes('*') || !isKnownEvent(system, event)) throw bad(`Unknown event '${event}' for system '${system}'.`);
	if (!isPlainObject(scope) || !Object.keys(scope).length) throw bad('scope must be an object such as { "folder": "urn:..." }.');
	if (!isPlainObject(payload)) throw bad('payload must be a JSON object.');
	if (!Number.isInteger(duplicate) || duplicate < 0) throw bad('duplicate must be a non-negative integer.');
	if (signWith !== undefined && signWith !== 'wrong' && signWith !== 'none') throw bad("signWith must be 'wrong' or 'none'.");
	return { system, event, scope, payload, resourceUrn: resourceUrn ?? payload.source ?? payload.URN, duplicate, signWith };
}
