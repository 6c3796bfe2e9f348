'use strict';

const { Workflow } = require('n8n-workflow');
const { LoadOptionsContext } = require('n8n-core');
const { SandboxCredentialsHelper } = require('./credentials');
const { nodeOfResource } = require('./actionNodes');
const { nodeTypes, packageNode } = require('./engine');

/**
 * n8n-core's own LoadOptionsContext for the action node of the parameters' resource, built as n8n builds it when the editor
 * asks for a list: the node carries the editor's current parameters, and requests go through
 * n8n-core's real OAuth2 request helper. `path` is the parameter being filled.
 */
function loadOptionsContext({ parameters, credentials, path = 'parameters.projectId', credentialsHelper = new SandboxCredentialsHelper(credentials) }) {
	const node = packageNode(nodeOfResource(parameters.resource ?? 'hub').type, parameters);
	const workflow = new Workflow({
		id: 'wf-test',
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes,
	});
	const additionalData = {
		credentialsHelper,
		// The editor sends the node's parameters as it shows them: with the defaults filled in.
		currentNodeParameters: workflow.getNode('APS').parameters,
		restApiUrl: 'http://localhost:5678/rest',
		instanceBaseUrl: 'http://localhost:5678/',
		webhookBaseUrl: 'http://localhost:5678/webhook',
		webhookTestBaseUrl: 'http://localhost:5678/webhook-test',
		variables: {},
		userId: 'test-user',
	};
	return new LoadOptionsContext(workflow, workflow.getNode('APS'), additionalData, path);
}

module.exports = { loadOptionsContext };
