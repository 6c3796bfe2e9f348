'use strict';

const { Workflow } = require('n8n-workflow');
const { WorkflowExecute, ExecutionLifecycleHooks } = require('n8n-core');
const { ACTION_NODES, nodeOfResource } = require('./actionNodes');
const { SandboxCredentialsHelper } = require('./credentials');
const { TransportProbe } = require('./probeNode');

const PACKAGE = 'n8n-nodes-autodesk-aps';

/** A node as n8n runs it as a tool: the same node under its type name with "Tool" appended. */
function toolVariant(NodeClass) {
	return class extends NodeClass {
		constructor() {
			super();
			this.description = { ...this.description, name: `${this.description.name}Tool` };
		}
	};
}

const NODE_CLASSES = {
	transportProbe: TransportProbe,
	...Object.fromEntries(ACTION_NODES.flatMap(({ type, NodeClass }) => [[type, NodeClass], [`${type}Tool`, toolVariant(NodeClass)]])),
};

const nodeTypes = {
	getByName(type) {
		const NodeClass = NODE_CLASSES[type.replace(`${PACKAGE}.`, '')];
		return NodeClass ? new NodeClass() : undefined;
	},
	getByNameAndVersion(type) {
		return this.getByName(type);
	},
	getKnownTypes() {
		return {};
	},
};

/** A node of this package in a workflow, with both credentials of the package set. */
function packageNode(type, parameters) {
	return {
		id: 'aps-node',
		name: 'APS',
		type: `${PACKAGE}.${type}`,
		typeVersion: 1,
		position: [0, 0],
		parameters,
		credentials: {
			autodeskApsOAuth2Api: { id: '1', name: 'APS' },
			autodeskApsServiceAccountApi: { id: '2', name: 'APS service account' },
		},
	};
}

/**
 * Runs one node of this package through n8n-core's WorkflowExecute, the way n8n runs a workflow,
 * with `items` as its input. Returns the node's output items, the error when it failed, and the
 * credentials helper (to see refreshed tokens). `continueOnFail` sets the node's On Error to
 * Continue (`true`), or to Continue (using error output) (`'errorOutput'`: its items are
 * `errorItems`). `onStart(execution)` receives n8n's cancelable execution as soon as it starts
 * (to cancel it). The node is the action node that has the parameters' resource (`type` names
 * another); `tool` runs it as n8n runs it as a tool.
 */
async function runNode({
	parameters,
	items = [{ json: {} }],
	credentials,
	credentialsHelper = new SandboxCredentialsHelper(credentials),
	continueOnFail = false,
	tool = false, // the node as n8n runs it as a tool
	type = `${nodeOfResource(parameters.resource ?? 'hub').type}${tool ? 'Tool' : ''}`,
	onStart,
}) {
	const onError = { true: 'continueRegularOutput', errorOutput: 'continueErrorOutput' }[continueOnFail];
	const node = { ...packageNode(type, parameters), ...(onError ? { onError } : {}) };
	const workflowData = { id: 'wf-test', name: 'test', nodes: [node], connections: {}, active: false, settings: {} };
	const workflow = new Workflow({ ...workflowData, nodeTypes });

	const hooks = new ExecutionLifecycleHooks('manual', 'exec-test', workflowData);
	const finished = new Promise((resolve) => hooks.addHandler('workflowExecuteAfter', resolve));

	const additionalData = {
		hooks,
		credentialsHelper,
		currentNodeParameters: undefined,
		executionId: 'exec-test',
		restApiUrl: 'http://localhost:5678/rest',
		instanceBaseUrl: 'http://localhost:5678/',
		webhookBaseUrl: 'http://localhost:5678/webhook',
		webhookWaitingBaseUrl: 'http://localhost:5678/webhook-waiting',
		webhookTestBaseUrl: 'http://localhost:5678/webhook-test',
		formWaitingBaseUrl: 'http://localhost:5678/form-waiting',
		variables: {},
		userId: 'test-user',
		setExecutionStatus() {},
		sendDataToUI() {},
		logAiEvent() {},
		async executeWorkflow() {
			throw new Error('not used');
		},
		async getRunExecutionData() {
			return undefined;
		},
	};

	const runExecutionData = {
		resultData: { runData: {} },
		executionData: {
			contextData: {},
			metadata: {},
			nodeExecutionStack: [{ node, data: { main: [items] }, source: null }],
			waitingExecution: {},
			waitingExecutionSource: {},
		},
	};
	const execution = new WorkflowExecute(additionalData, 'manual', runExecutionData).processRunExecutionData(workflow);
	if (onStart) {
		// A cancelled execution never settles; n8n reports it through workflowExecuteAfter at once.
		execution.catch(() => undefined);
		onStart(execution);
	} else {
		await execution;
	}
	const run = await finished;
	const taskData = run.data.resultData.runData[node.name]?.[0];
	return {
		items: taskData?.data?.main?.[0] ?? [],
		errorItems: taskData?.data?.main?.[1] ?? [],
		error: run.data.resultData.error ?? taskData?.error,
		credentialsHelper,
		run,
	};
}

module.exports = { runNode, nodeTypes, packageNode };
