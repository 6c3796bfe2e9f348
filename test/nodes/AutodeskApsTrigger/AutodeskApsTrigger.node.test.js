'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** The trigger node's description and codex, and the event pickers (the built package's: test/package). */

const source = path.resolve(__dirname, '../../../nodes/AutodeskApsTrigger');
const { AutodeskApsTrigger } = require(path.join(source, 'AutodeskApsTrigger.node'));
const { getWebhookEvents, getTriggerEvents } = require('../../../nodes/shared/eventOptions');

test('carries the contract name, is a webhook trigger and says what the bidding system needs', () => {
	const node = new AutodeskApsTrigger();
	const { description } = node;
	expect(description).toMatchObject({
		name: 'autodeskApsTrigger',
		displayName: 'Autodesk Platform Services Trigger',
		group: ['trigger'],
		version: [1, 1.1],
		defaultVersion: 1.1,
		inputs: [],
		credentials: [
			{ name: 'autodeskApsOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
			{ name: 'autodeskApsServiceAccountApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
		],
		webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
	});
	// What the bidding system needs is said by the trigger's System field (its option and notice),
	// not by the node panel's text.
	const system = description.properties.find((property) => property.name === 'system');
	const bidding = system.options.find((option) => option.value === 'autodesk.construction.bc');
	expect(bidding.description).toMatch(/three-legged credential/);
	expect(bidding.description).toMatch(/Bid Management or Bid Board/);
	const notice = description.properties.find((property) => property.type === 'notice' && /Construction Bidding/.test(property.displayName));
	expect(notice.displayName).toMatch(/three-legged credential.*Bid Management product.*Bid Board product/);
	expect(description.description).not.toMatch(/subscription|three-legged/);
	expect(Object.keys(node.webhookMethods.default).sort()).toEqual(['checkExists', 'create', 'delete']);
	expect(description.properties.find((property) => property.name === 'triggerOn').options.map((option) => option.name)).toEqual([
		'Events',
		'Translation Finished',
	]);
	const codex = JSON.parse(fs.readFileSync(path.join(source, 'AutodeskApsTrigger.node.json'), 'utf8'));
	expect(codex.node).toBe('n8n-nodes-autodesk-aps.autodeskApsTrigger');
});

describe('event lists follow the selected system', () => {
	const withSystem = (system) => ({ getCurrentNodeParameter: (name) => (name === 'system' ? system : undefined) });

	test('a known system: its events, its wildcard groups, *, and (for one hook) Other', async () => {
		const options = await getWebhookEvents.call(withSystem('derivative'));
		expect(options.map((option) => option.value)).toEqual(['extraction.finished', 'extraction.updated', '*', '__custom']);
		const bidding = await getTriggerEvents.call(withSystem('autodesk.construction.bc'));
		expect(bidding.map((option) => option.value)).toEqual([
			'bid.created',
			'opportunity.created',
			'opportunity.status.updated',
			'opportunity.comment.created',
			'opportunity.comment.updated',
			'opportunity.comment.deleted',
			'opportunity.*',
			'opportunity.comment.*',
			'*',
		]);
	});

	test('a system typed in: only * and Other', async () => {
		expect((await getWebhookEvents.call(withSystem('__custom'))).map((option) => option.value)).toEqual(['*', '__custom']);
	});
});
