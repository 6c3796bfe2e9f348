'use strict';

const path = require('node:path');
const { AutodeskAecDataModel } = require('../../nodes/AutodeskAecDataModel/AutodeskAecDataModel.node');
const { AutodeskAps } = require('../../nodes/AutodeskAps/AutodeskAps.node');
const { AutodeskConstructionCloud } = require('../../nodes/AutodeskConstructionCloud/AutodeskConstructionCloud.node');
const { AutodeskConstructionCloudAdmin } = require('../../nodes/AutodeskConstructionCloudAdmin/AutodeskConstructionCloudAdmin.node');
const { AutodeskModelDerivative } = require('../../nodes/AutodeskModelDerivative/AutodeskModelDerivative.node');

const ROOT = path.join(__dirname, '..', '..');

/**
 * The package's action nodes, one per product family (ARCHITECTURE.md): each with its type name,
 * its folder under nodes/ (and test/nodes/), its class, its resources (`resourceSet`), the folder
 * of its operations' tests and that of its output schemas.
 */
const ACTION_NODES = [
	{ type: 'autodeskAps', folder: 'AutodeskAps', NodeClass: AutodeskAps },
	{ type: 'autodeskModelDerivative', folder: 'AutodeskModelDerivative', NodeClass: AutodeskModelDerivative },
	{ type: 'autodeskConstructionCloud', folder: 'AutodeskConstructionCloud', NodeClass: AutodeskConstructionCloud },
	{ type: 'autodeskConstructionCloudAdmin', folder: 'AutodeskConstructionCloudAdmin', NodeClass: AutodeskConstructionCloudAdmin },
	{ type: 'autodeskAecDataModel', folder: 'AutodeskAecDataModel', NodeClass: AutodeskAecDataModel },
].map((node) => ({
	...node,
	resources: require(path.join(ROOT, 'nodes', node.folder, 'actions', 'resources')).resources.resources,
	testDir: path.join(ROOT, 'test', 'nodes', node.folder, 'actions'),
	schemaDir: path.join(ROOT, 'nodes', node.folder, '__schema__', 'v1.0.0'),
}));

/** The action node that has `resource` (a Resource value, as saved workflows hold it). */
function nodeOfResource(resource) {
	const node = ACTION_NODES.find((candidate) => candidate.resources.some((each) => each.option.value === resource));
	if (!node) throw new Error(`No action node of the package has the resource "${resource}"`);
	return node;
}

/** Every resource of every action node, with the node it belongs to. */
const allResources = () => ACTION_NODES.flatMap((node) => node.resources.map((resource) => ({ node, resource })));

module.exports = { ACTION_NODES, nodeOfResource, allResources };
