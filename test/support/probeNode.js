'use strict';

const { apsRequest } = require('../../nodes/shared/transport');

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
			credentials: [{ name: 'autodeskApsOAuth2Api', required: true }],
			properties: [
				{ displayName: 'Method', name: 'method', type: 'string', default: 'GET' },
				{ displayName: 'URL', name: 'url', type: 'string', default: '/project/v1/hubs' },
				{ displayName: 'Body', name: 'body', type: 'json', default: '' },
				{ displayName: 'Body Type', name: 'bodyType', type: 'string', default: 'json' },
			],
		};
	}

	async execute() {
		const output = [];
		const items = this.getInputData();
		for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
			const body = this.getNodeParameter('body', itemIndex);
			const response = await apsRequest(this, {
				method: this.getNodeParameter('method', itemIndex),
				url: this.getNodeParameter('url', itemIndex),
				operation: 'Probe request',
				body: body ? (typeof body === 'string' ? JSON.parse(body) : body) : undefined,
				bodyType: this.getNodeParameter('bodyType', itemIndex),
			});
			output.push({ json: { statusCode: response.statusCode, body: response.body ?? null }, pairedItem: { item: itemIndex } });
		}
		return [output];
	}
}

module.exports = { TransportProbe };
