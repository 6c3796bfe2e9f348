'use strict';

const { json, empty } = require('../responses');
const { HttpError } = require('../http');

/** Sandbox-only control paths under /__sandbox: log, faults, rate limits, clock, tokens, reset. */
module.exports = {
	name: 'admin',
	registerAdmin(router, ctx) {
		router
			.add('GET', '/__sandbox/log', (request) => {
				const method = request.query.get('method') || undefined;
				const path = request.query.get('path');
				return json(200, ctx.log.find({ method, path: path ? new RegExp(path) : undefined }));
			})
			.add('DELETE', '/__sandbox/log', () => {
				ctx.log.clear();
				return empty(204);
			})
			.add('POST', '/__sandbox/faults', (request) => {
				const specs = [].concat(request.json());
				try {
					for (const spec of specs) ctx.faults.add(spec);
				} catch (error) {
					throw new HttpError(400, 'Bad Request', error.message);
				}
				return empty(204);
			})
			.add('DELETE', '/__sandbox/faults', () => {
				ctx.faults.clear();
				return empty(204);
			})
			.add('POST', '/__sandbox/rate-limits', (request) => {
				ctx.rateLimits.set(request.json());
				return empty(204);
			})
			.add('DELETE', '/__sandbox/rate-limits', () => {
				ctx.rateLimits.clear();
				return empty(204);
			})
			.add('POST', '/__sandbox/clock', (request) => json(200, { now: ctx.clock.advance(Number(request.json().advanceMs) || 0) }))
			.add('POST', '/__sandbox/tokens/expire', () => {
				ctx.tokens.expireAccessTokens();
				return empty(204);
			})
			.add('POST', '/__sandbox/tokens/revoke', () => {
				ctx.tokens.revokeRefreshTokens();
				return empty(204);
			})
			.add('POST', '/__sandbox/reset', () => {
				ctx.reset();
				return empty(204);
			});
	},
};
