'use strict';

const { failed } = require('../../../nodes/shared/outcomes');
const { transportError } = require('../../../nodes/shared/errors');

const node = { id: '1', name: 'APS', type: 'autodeskAps', typeVersion: 1, position: [0, 0], parameters: {} };

/** A network failure as Node's HTTP client throws it, under the error n8n's helper wraps it in. */
const networkError = (code, host = 'developer.api.autodesk.com') =>
	Object.assign(new Error('Request failed'), { cause: Object.assign(new Error(`getaddrinfo ${code} ${host}`), { code }) });

describe('a network failure keeps its own words through n8n\'s error', () => {
	test.each([
		['ENOTFOUND', /^Get hubs failed: the host name could not be resolved \(check the address and the n8n server's DNS\) \(after 3 retries\)$/],
		['EAI_AGAIN', /^Get hubs failed: the host name could not be resolved for now/],
		['EHOSTUNREACH', /^Get hubs failed: the host could not be reached \(no network route to it\)/],
		['ENETUNREACH', /^Get hubs failed: the network of the host could not be reached/],
		['EADDRNOTAVAIL', /^Get hubs failed: the n8n server had no local address to connect from/],
	])('%s', (code, message) => {
		const outcome = failed(networkError(code));
		expect(outcome).toMatchObject({ kind: 'network', code });
		// NodeApiError (n8n-workflow) swaps a message naming one of its known codes for a generic one.
		expect(transportError(node, 'Get hubs', outcome.cause, 'GET', 3).message).toMatch(message);
	});
});
