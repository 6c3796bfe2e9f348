'use strict';

const http = require('node:http');
const { Workflow } = require('n8n-workflow');
const { HookContext, WebhookContext } = require('n8n-core');
const { AutodeskApsTrigger } = require('../../nodes/AutodeskApsTrigger/AutodeskApsTrigger.node');
const { SandboxCredentialsHelper } = require('./credentials');

const TYPE = 'n8n-nodes-autodesk-aps.autodeskApsTrigger';
const WEBHOOK_ID = '5f0c1f6e-6b8e-4b41-9d8a-aps-trigger';

const nodeTypes = {
	getByName: (type) => (type === TYPE ? new AutodeskApsTrigger() : undefined),
	getByNameAndVersion(type) {
		return this.getByName(type);
	},
	getKnownTypes: () => ({}),
};

/**
 * Plays n8n for the trigger node: activation and deactivation run its webhookMethods in
 * n8n-core's real HookContext; a local HTTP server is n8n's production webhook URL and hands each
 * request to webhook() in n8n-core's real WebhookContext, answering as n8n does (the node's own
 * answer with noWebhookResponse, else 200 at once, starting the workflow when there is data).
 * Static data goes through JSON between calls, as n8n keeps it in its database; requests are
 * handled one at a time.
 */
class TriggerHarness {
	constructor({ parameters, credentials, credentialsHelper = new SandboxCredentialsHelper(credentials) }) {
		this.parameters = parameters;
		this.credentialsHelper = credentialsHelper;
		this.staticData = {};
		/** Every request the webhook URL received: { path, headers, raw, status, started }. */
		this.requests = [];
		/** Output items of each workflow run the trigger started. */
		this.executions = [];
		this.queue = Promise.resolve();
		this.waiters = [];
		/** How many of the next runs n8n fails to start (it answers 500 and runs nothing). */
		this.failStarts = 0;
	}

	async start() {
		this.server = http.createServer((req, res) => {
			const chunks = [];
			req.on('data', (chunk) => chunks.push(chunk));
			req.on('end', () => {
				this.queue = this.queue.then(() => this.handle(req, res, Buffer.concat(chunks)));
			});
		});
		this.server.keepAliveTimeout = 1;
		await new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
		this.baseUrl = `http://127.0.0.1:${this.server.address().port}`;
		return this;
	}

	/** The callback URL n8n gives the node: {webhookBaseUrl}/{webhookId}/{path}. */
	get webhookUrl() {
		return `${this.baseUrl}/webhook/${WEBHOOK_ID}/webhook`;
	}

	/** The URL of "Listen for test event": {webhookTestBaseUrl}/{webhookId}/{path}. */
	get testWebhookUrl() {
		return `${this.baseUrl}/webhook-test/${WEBHOOK_ID}/webhook`;
	}

	close() {
		return new Promise((resolve) => this.server.close(() => resolve()));
	}

	node() {
		return {
			id: 'aps-trigger',
			name: 'APS Trigger',
			type: TYPE,
			typeVersion: 1.1,
			position: [0, 0],
			webhookId: WEBHOOK_ID,
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
			id: 'wf-trigger',
			name: 'trigger test',
			nodes: [this.node()],
			connections: {},
			active: true,
			nodeTypes,
			staticData: JSON.parse(JSON.stringify(this.staticData)),
			settings: {},
		});
	}

	additionalData(extra = {}) {
		return {
			credentialsHelper: this.credentialsHelper,
			executionId: 'exec-trigger',
			restApiUrl: `${this.baseUrl}/rest`,
			instanceBaseUrl: `${this.baseUrl}/`,
			webhookBaseUrl: `${this.baseUrl}/webhook`,
			webhookWaitingBaseUrl: `${this.baseUrl}/webhook-waiting`,
			webhookTestBaseUrl: `${this.baseUrl}/webhook-test`,
			formWaitingBaseUrl: `${this.baseUrl}/form-waiting`,
			variables: {},
			userId: 'test-user',
			...extra,
		};
	}

	webhookData(workflow, additionalData, test = false) {
		const description = new AutodeskApsTrigger().description.webhooks[0];
		return {
			isTest: test,
			httpMethod: 'POST',
			node: 'APS Trigger',
			path: `${WEBHOOK_ID}/webhook`,
			webhookDescription: description,
			workflowId: workflow.id,
			workflowExecuteAdditionalData: additionalData,
			webhookId: WEBHOOK_ID,
		};
	}

	/**
	 * Runs one webhookMethods.default method the way n8n's WebhookService does: for an active
	 * workflow (mode trigger), or for "Listen for test event" (mode and activation manual, test URL).
	 */
	async runHookMethod(method, { test = false } = {}) {
		const workflow = this.workflow();
		const node = workflow.getNode('APS Trigger');
		const additionalData = this.additionalData();
		const [mode, activation] = test ? ['manual', 'manual'] : ['trigger', 'activate'];
		const context = new HookContext(workflow, node, additionalData, mode, activation, this.webhookData(workflow, additionalData, test));
		try {
			return await new AutodeskApsTrigger().webhookMethods.default[method].call(context);
		} finally {
			this.staticData = JSON.parse(JSON.stringify(workflow.staticData));
		}
	}

	/** Activation: checkExists, and create when it answers false. Answers whether create ran. */
	async activate(options) {
		if (await this.runHookMethod('checkExists', options)) return false;
		await this.runHookMethod('create', options);
		return true;
	}

	async deactivate(options) {
		return await this.runHookMethod('delete', options);
	}

	/** The trigger's own static data (the node's part). */
	nodeData() {
		return this.staticData['node:APS Trigger'] ?? {};
	}

	/** Resolves once `count` workflow runs have started. */
	waitForExecutions(count, timeoutMs = 5000) {
		if (this.executions.length >= count) return Promise.resolve(this.executions);
		return new Promise((resolve, reject) => {
			const timer = setTimeout(() => reject(new Error(`expected ${count} executions, got ${this.executions.length}`)), timeoutMs);
			this.waiters.push({ count, resolve: () => (clearTimeout(timer), resolve(this.executions)) });
		});
	}

	async handle(req, res, raw) {
		const response = expressLikeResponse(res);
		const request = expressLikeRequest(req, raw);
		const record = { path: req.url, headers: req.headers, raw, started: false };
		this.requests.push(record);
		const path = req.url.split('?')[0];
		if (req.method !== 'POST' || (path !== `/webhook/${WEBHOOK_ID}/webhook` && path !== `/webhook-test/${WEBHOOK_ID}/webhook`)) {
			response.status(404).send('not registered').end();
			record.status = 404;
			return;
		}
		const workflow = this.workflow();
		const node = workflow.getNode('APS Trigger');
		const additionalData = this.additionalData({ httpRequest: request, httpResponse: response });
		const test = path.startsWith('/webhook-test/');
		const context = new WebhookContext(workflow, node, additionalData, test ? 'manual' : 'webhook', this.webhookData(workflow, additionalData, test), [], null);
		let result;
		try {
			result = await new AutodeskApsTrigger().webhook.call(context);
		} catch (error) {
			record.error = error;
			if (!res.headersSent) response.status(500).json({ message: error.message });
			record.status = 500;
			return;
		} finally {
			this.staticData = JSON.parse(JSON.stringify(workflow.staticData));
		}
		if (result.workflowData !== undefined && this.failStarts > 0) {
			// As n8n answers when it cannot start the run (WorkflowRunner.run throws): 500, nothing started.
			this.failStarts -= 1;
			response.status(500).json({ code: 0, message: 'Workflow could not be started!' });
			record.status = 500;
			return;
		}
		if (!result.noWebhookResponse && !res.headersSent) {
			if (result.workflowData === undefined) response.status(200).send(result.webhookResponse ?? '');
			else response.status(200).json({ message: 'Workflow was started' });
		}
		record.status = res.statusCode;
		if (result.workflowData !== undefined) {
			record.started = true;
			this.executions.push(result.workflowData[0]);
			for (const waiter of this.waiters.filter((candidate) => this.executions.length >= candidate.count)) {
				this.waiters.splice(this.waiters.indexOf(waiter), 1);
				waiter.resolve();
			}
		}
	}
}

/**
 * The request n8n hands a webhook: the incoming message with its parsed JSON body, query and
 * params. As n8n does for nodes past version 1, rawBody is there for the content types n8n parses
 * (JSON, text, forms, XML); for others it is read on request (readRawBody).
 */
function expressLikeRequest(req, raw) {
	let body = {};
	if (/application\/json/i.test(req.headers['content-type'] ?? '') && raw.length) {
		try {
			body = JSON.parse(raw.toString('utf8'));
		} catch {
			body = {};
		}
	}
	const url = new URL(req.url, 'http://localhost');
	const parsed = /^(application\/json|text\/plain|application\/x-www-form-urlencoded)|[/+]xml$/i.test(
		(req.headers['content-type'] ?? '').split(';')[0].trim(),
	);
	return Object.assign(req, {
		rawBody: parsed ? raw : undefined,
		async readRawBody() {
			this.rawBody = raw;
		},
		body,
		query: Object.fromEntries(url.searchParams),
		params: {},
		header: (name) => req.headers[name.toLowerCase()],
	});
}

/** Enough of an Express response for what nodes call: status(), send(), json(), end(). */
function expressLikeResponse(res) {
	return Object.assign(res, {
		status(code) {
			res.statusCode = code;
			return res;
		},
		send(body) {
			if (!res.writableEnded) res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
			return res;
		},
		json(body) {
			res.setHeader('Content-Type', 'application/json');
			return res.send(JSON.stringify(body));
		},
		end: ((end) =>
			function (...args) {
				if (!res.writableEnded) end.apply(res, args);
				return res;
			})(res.end),
	});
}

module.exports = { TriggerHarness, WEBHOOK_ID };
