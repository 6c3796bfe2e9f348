'use strict';

const { Workflow } = require('n8n-workflow');
const { LoadOptionsContext, PollContext } = require('n8n-core');
const { AutodeskConstructionCloudTrigger } = require('../../nodes/AutodeskConstructionCloudTrigger/AutodeskConstructionCloudTrigger.node');
const { SandboxCredentialsHelper } = require('./credentials');

const TYPE = 'n8n-nodes-autodesk-aps.autodeskConstructionCloudTrigger';
const NAME = 'ACC Trigger';

const nodeTypes = {
	getByName: (type) => (type === TYPE ? new AutodeskConstructionCloudTrigger() : undefined),
	getByNameAndVersion(type) {
		return this.getByName(type);
	},
	getKnownTypes: () => ({}),
};

/**
 * Plays n8n for the polling trigger: each poll runs poll() in n8n-core's real PollContext, for an
 * active workflow (mode trigger) or the editor's Fetch Test Event (mode manual). Static data goes
 * through JSON between polls, as n8n keeps it in its database, so a poll sees only what the last
 * one saved; a harness made from another's `staticData` is n8n started again.
 */
class PollHarness {
	constructor({ parameters, credentials, credentialsHelper = new SandboxCredentialsHelper(credentials), staticData = {} }) {
		this.parameters = parameters;
		this.credentialsHelper = credentialsHelper;
		this.staticData = JSON.parse(JSON.stringify(staticData));
	}

	node() {
		return {
			id: 'acc-trigger',
			name: NAME,
			type: TYPE,
			typeVersion: 1,
			position: [0, 0],
			parameters: this.parameters,
			credentials: {
				autodeskApsOAuth2Api: { id: '1', name: 'APS' },
				autodeskApsServiceAccountApi: { id: '2', name: 'APS service account' },
			},
		};
	}

	/** A workflow as n8n builds it from its database row, static data included. */
	workflow() {
		return new Workflow({
			id: 'wf-poll',
			name: 'poll test',
			nodes: [this.node()],
			connections: {},
			active: true,
			nodeTypes,
			staticData: JSON.parse(JSON.stringify(this.staticData)),
			settings: {},
		});
	}

	additionalData() {
		return {
			credentialsHelper: this.credentialsHelper,
			restApiUrl: 'http://localhost:5678/rest',
			instanceBaseUrl: 'http://localhost:5678/',
			webhookBaseUrl: 'http://localhost:5678/webhook',
			webhookTestBaseUrl: 'http://localhost:5678/webhook-test',
			variables: {},
			userId: 'test-user',
		};
	}

	/**
	 * One poll: what poll() returned (null: no execution starts), or its error as `error`. A manual
	 * poll is the editor's Fetch Test Event.
	 */
	async poll({ manual = false } = {}) {
		const workflow = this.workflow();
		const node = workflow.getNode(NAME);
		const [mode, activation] = manual ? ['manual', 'manual'] : ['trigger', 'activate'];
		const context = new PollContext(workflow, node, this.additionalData(), mode, activation);
		try {
			return await new AutodeskConstructionCloudTrigger().poll.call(context);
		} finally {
			this.staticData = JSON.parse(JSON.stringify(workflow.staticData));
		}
	}

	/**
	 * n8n-core's LoadOptionsContext for one of the node's fields (`path`), as the editor asks for a
	 * list: the node carries its current parameters, with the defaults filled in.
	 */
	loadOptionsContext(path) {
		const workflow = this.workflow();
		const node = workflow.getNode(NAME);
		return new LoadOptionsContext(workflow, node, { ...this.additionalData(), currentNodeParameters: node.parameters }, path);
	}

	/** The items of one poll (none when it started no execution). */
	async items(options) {
		const result = await this.poll(options);
		return result === null ? [] : result[0];
	}

	/** The trigger's own static data (the node's part). */
	nodeData() {
		return this.staticData[`node:${NAME}`] ?? {};
	}
}

module.exports = { PollHarness };
