'use strict';

/**
 * Shared by the pager's tests: an n8n context (only its node, for errors) and a stand-in service
 * that answers each page's request with `answer(request)` and records what it was asked.
 */

const node = { id: '1', name: 'Autodesk APS', type: 'n8n-nodes-autodesk-aps.autodeskAps', typeVersion: 1, position: [0, 0], parameters: {} };
const context = { getNode: () => node };

function standIn(answer) {
	const requests = [];
	const service = {
		requests,
		inFlight: 0,
		maxInFlight: 0,
		send: async (request) => {
			requests.push(request);
			service.inFlight += 1;
			service.maxInFlight = Math.max(service.maxInFlight, service.inFlight);
			try {
				return await answer(request, requests.length);
			} finally {
				service.inFlight -= 1;
			}
		},
	};
	return service;
}

const list = (extra = {}) => ({ method: 'GET', url: '/list/v1/things', operation: 'Get many things', ...extra });

module.exports = { context, list, standIn };
