'use strict';

/**
 * Each node's description, as n8n sends it to the editor (its JSON), stays under 200 KB: the size
 * at which one node would hold more than n8n's largest single-version nodes. A product family that
 * outgrows it becomes two nodes (ARCHITECTURE.md, "Nodes by product family").
 */

const { AutodeskApsTrigger } = require('../../nodes/AutodeskApsTrigger/AutodeskApsTrigger.node');
const { AutodeskConstructionCloudTrigger } = require('../../nodes/AutodeskConstructionCloudTrigger/AutodeskConstructionCloudTrigger.node');
const { ACTION_NODES } = require('../support/actionNodes');

const MAX_BYTES = 200 * 1024;
const sizeOf = (description) => Buffer.byteLength(JSON.stringify(description));

test.each([...ACTION_NODES.map(({ type, NodeClass }) => [type, NodeClass]), ['autodeskApsTrigger', AutodeskApsTrigger], ['autodeskConstructionCloudTrigger', AutodeskConstructionCloudTrigger]])(
	'%s: its description is under 200 KB',
	(_type, NodeClass) => {
		const { description } = new NodeClass();
		expect(sizeOf(description)).toBeLessThan(MAX_BYTES);
	},
);

test('the measure counts the whole description: one node with every resource would be over', () => {
	const properties = ACTION_NODES.flatMap(({ NodeClass }) => new NodeClass().description.properties);
	expect(sizeOf({ properties })).toBeGreaterThan(MAX_BYTES);
});
