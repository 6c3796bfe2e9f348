'use strict';

const { EventEmitter } = require('node:events');
const { apsRequest } = require('../../nodes/shared/transport');
const { authenticationProperty, nodeCredentials } = require('../../nodes/shared/authentication');

/** Emits `settled` with the error (or undefined) each time a probe's execute() ends, even in a cancelled execution. */
const probeRuns = new EventEmitter();

/**
 * A test-only node that sends one request per item through the package's transport, so transport
 * rules are proven inside n8n-core's execution (real OAuth2 signing, real HTTP).
 */
class TransportProbe {
	constructor() {
		this.description = {
			displayName: 'Transport Probe',
			name: 'transportProbe',
			group: ['transform'],
			version: 1,
			description: 'Sends one request through the APS transport',
			defaults: { name: 'Transport Probe' },
			inputs: ['main'],
			outputs: ['main'],
			credentials: nodeCredentials,
			properties: [
				authenticationProperty,
				{ displayName: 'Method', name: 'method', type: 'string', default: 'GET' },
				{ displayName: 'URL', name: 'url', type: 'string', default: '/project/v1/hubs' },
				{ displayName: 'Body', name: 'body', type: 'json', default: '' },
				{ displayName: 'Body Type', name: 'bodyType', type: 'string', default: 'json' },
				{ displayName: 'Side By Side', name: 'sideBySide', type: 'boolean', default: false },
			],
		};
	}

	async execute() {
		try {
			const output = await probe(this);
			probeRuns.emit('settled', undefined);
			return output;
		} catch (error) {
			probeRuns.emit('settled', error);
			throw error;
		}
	}
}

/** One request per item through the transport (one after another, or all at once with Side By Side); answers the node's output. */
async function probe(context) {
	const items = context.getInputData();
	const send = async (itemIndex) => {
		const body = context.getNodeParameter('body', itemIndex);
		const response = await apsRequest(context, {
			method: context.getNodeParameter('method', itemIndex),
			url: context.getNodeParameter('url', itemIndex),
			operation: 'Probe request',
			body: body ? (typeof body === 'string' ? JSON.parse(body) : body) : undefined,
			bodyType: context.getNodeParameter('bodyType', itemIndex),
		});
		return { json: { statusCode: response.statusCode, body: response.body ?? null }, pairedItem: { item: itemIndex } };
	};
	if (context.getNodeParameter('sideBySide', 0)) return [await Promise.all(items.map((_, itemIndex) => send(itemIndex)))];
	const output = [];
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) output.push(await send(itemIndex));
	return [output];
}

module.exports = { TransportProbe, probeRuns };
