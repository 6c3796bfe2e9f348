'use strict';

/** What a model is told and gets back when an action node runs as a tool (nodes/framework/tool.ts). */

const path = require('path');
const { NodeHelpers } = require('n8n-workflow');
const { compactJson, isToolRun } = require('../../../nodes/framework/tool');
const { allResources, nodeOfResource } = require('../../support/actionNodes');

const descriptionOf = (resource) => new (nodeOfResource(resource).NodeClass)().description;
const toolVariantOf = (resource) => {
	const description = descriptionOf(resource);
	return { ...description, name: `${description.name}Tool` };
};
const operations = allResources().flatMap(({ node, resource }) =>
	Object.entries(resource.operations).map(([operation, module]) => ({ folder: node.folder, resource: resource.option.value, operation, module })),
);
const fileOf = ({ folder, resource, operation }) => path.join('nodes', folder, 'actions', resource, `${operation}.operation.ts`);
const folderResource = nodeOfResource('folder').resources.find((resource) => resource.option.value === 'folder');
const toolVariant = toolVariantOf('folder');

/** The node's parameters as n8n fills them in for a saved node of this type description. */
const parametersFor = (description, parameters) => NodeHelpers.getNodeParameters(description.properties, parameters, true, false, { typeVersion: 1 }, description);

describe('tool descriptions', () => {
	test('every operation has its tool text in its file: what it does, the ids it takes and what it returns', () => {
		const lacking = operations.flatMap((entry) => {
			const text = entry.module.tool?.description;
			if (typeof text !== 'string') return [`${fileOf(entry)}: no \`export const tool: OperationTool\` with a description`];
			const problems = [
				...(text.length >= 120 ? [] : ['shorter than 120 characters']),
				...(text.length <= 1500 ? [] : ['longer than 1,500 characters']),
				...(/\breturns?\b/i.test(text) ? [] : ['does not say what it returns']),
			];
			return problems.length ? [`${fileOf(entry)}: ${problems.join(', ')}`] : [];
		});
		expect(lacking).toEqual([]);
	});

	test('the tool variant shows each operation its own Description, filled with its text; the node itself shows no tool field', () => {
		for (const { resource, operation, module } of operations) {
			const asTool = parametersFor(toolVariantOf(resource), { resource, operation });
			expect(asTool.toolDescription).toBe(module.tool.description);
			expect(asTool.toolOutput).toBe('compact');
			const plain = parametersFor(descriptionOf(resource), { resource, operation });
			expect(plain).not.toHaveProperty('toolDescription');
			expect(plain).not.toHaveProperty('toolOutput');
		}
	});

	test('n8n gives a model the operation\'s text, not "<action> in Autodesk Platform Services"; an edited text wins', () => {
		const getContents = folderResource.operations.getContents;
		const parameters = parametersFor(toolVariant, { resource: 'folder', operation: 'getContents' });
		const toolNode = { name: 'List folder', type: 'n8n-nodes-autodesk-aps.autodeskApsTool', typeVersion: 1, parameters };
		expect(NodeHelpers.getToolDescriptionForNode(toolNode, { description: toolVariant })).toBe(getContents.tool.description);
		expect(getContents.tool.description).toMatch(/urn:adsk\.wipprod:fs\.folder:/);

		const edited = { ...toolNode, parameters: { ...parameters, toolDescription: 'Lists the drawings folder' } };
		expect(NodeHelpers.getToolDescriptionForNode(edited, { description: toolVariant })).toBe('Lists the drawings folder');
	});

	test('a tool saved before, with n8n\'s own Tool Description choice, gets the operation\'s text (Set Automatically) or keeps its own (Set Manually)', () => {
		const describe = (saved) => {
			const parameters = parametersFor(toolVariant, { resource: 'folder', operation: 'getContents', ...saved });
			return NodeHelpers.getToolDescriptionForNode({ parameters }, { description: toolVariant });
		};
		const text = folderResource.operations.getContents.tool.description;
		expect(describe({ descriptionType: 'auto' })).toBe(text);
		expect(describe({ descriptionType: 'manual', toolDescription: 'Lists one folder' })).toBe('Lists one folder');
	});

	test('a run is a tool call when n8n runs the node under its Tool type name', () => {
		expect(isToolRun({ getNode: () => ({ type: 'n8n-nodes-autodesk-aps.autodeskApsTool' }) })).toBe(true);
		expect(isToolRun({ getNode: () => ({ type: 'n8n-nodes-autodesk-aps.autodeskAps' }) })).toBe(false);
	});
});

describe('compactJson, the generic compact shape', () => {
	const resource = {
		type: 'items',
		id: 'urn:adsk.wipprod:dm.lineage:abc',
		attributes: {
			displayName: 'Tower.rvt',
			createTime: '2024-03-01T11:41:00.000Z',
			createUserId: 'user-admin',
			createUserName: 'Ada Admin',
			lastModifiedTime: '2024-03-02T09:00:00.000Z',
			lastModifiedUserName: 'Ada Admin',
			hidden: false,
			extension: { type: 'items:autodesk.bim360:File', version: '1.0', data: { sourceFileName: 'Tower.rvt' } },
		},
		relationships: { tip: { data: { type: 'versions', id: 'urn:adsk.wipprod:fs.file:vf.abc?version=2' } }, parent: { data: { type: 'folders', id: 'urn:adsk.wipprod:fs.folder:co.x' } } },
		links: { webView: { href: 'https://acc.autodesk.com/docs/files/...' } },
	};
	const tip = {
		type: 'versions',
		id: 'urn:adsk.wipprod:fs.file:vf.abc?version=2',
		attributes: { name: 'Tower.rvt', versionNumber: 2, fileType: 'rvt', storageSize: 123456, mimeType: 'application/vnd.autodesk.revit' },
		relationships: { item: { data: { type: 'items', id: 'urn:adsk.wipprod:dm.lineage:abc' } } },
	};
	const expected = {
		id: 'urn:adsk.wipprod:dm.lineage:abc',
		type: 'items',
		displayName: 'Tower.rvt',
		lastModifiedTime: '2024-03-02T09:00:00.000Z',
		extensionType: 'items:autodesk.bim360:File',
		tipVersionId: 'urn:adsk.wipprod:fs.file:vf.abc?version=2',
		versionNumber: 2,
		fileType: 'rvt',
		storageSize: 123456,
	};

	test('ids, names, the last date, the kind and the tip version; no people, links or nested data', () => {
		expect(compactJson({ ...resource, included: [tip] })).toEqual(expected);
	});

	test('the simplified and the raw JSON:API shape give the same compact shape', () => {
		const { simplifyResource } = require('../../../nodes/shared/jsonapi');
		expect(compactJson({ ...simplifyResource(resource), versions: [simplifyResource(tip)] })).toEqual(expected);
	});

	test('a project\'s container ids that repeat its own id are left out; its hub and root folder stay', () => {
		const project = {
			type: 'projects',
			id: 'b.4a5b6c7d',
			attributes: { name: 'Tower', scopes: ['global'] },
			relationships: { hub: { data: { id: 'b.7d3c' } }, rootFolder: { data: { id: 'urn:adsk.wipprod:fs.folder:co.root' } }, issues: { data: { id: '4a5b6c7d' } }, cost: { data: { id: '4a5b6c7d' } } },
		};
		expect(compactJson(project)).toEqual({ id: 'b.4a5b6c7d', type: 'projects', name: 'Tower', hubId: 'b.7d3c', rootFolderId: 'urn:adsk.wipprod:fs.folder:co.root' });
	});

	test('long text is cut to 300 characters; the creation date stays when there is no later one', () => {
		const compact = compactJson({ id: 'a', name: 'n'.repeat(1000), createTime: '2024-01-01T00:00:00Z', notes: 'dropped' });
		expect(compact.name).toHaveLength(301);
		expect(compact).toEqual({ id: 'a', name: expect.any(String), createTime: '2024-01-01T00:00:00Z' });
	});
});
