'use strict';

const crypto = require('node:crypto');
const { CREDENTIAL_TYPE } = require('../e2e/support');
const { builtActionNodes } = require('../support/builtNodes');

/**
 * The contenders as n8n workflows: this package's nodes, and what a user builds with n8n's own
 * nodes for the same work (HTTP Request with the same credential type, Split Out, Webhook).
 */

const credentials = (credential) => ({ [CREDENTIAL_TYPE]: credential });

function node(name, type, typeVersion, parameters, position, extra = {}) {
	return { id: crypto.randomUUID(), name, type, typeVersion, parameters, position, ...extra };
}

const manualTrigger = () => node('Start', 'n8n-nodes-base.manualTrigger', 1, {}, [0, 0]);

/** A manual trigger and one action node (named `nodeName`) with `parameters`. */
const apsWorkflow = (name, credential, parameters, nodeName = 'APS') =>
	chain(name, [manualTrigger(), apsNode(nodeName, credential, parameters)]);

/** Read/Write Files from Disk reading `file` into the binary field `data`. */
const readFile = (file) =>
	node('Read File', 'n8n-nodes-base.readWriteFile', 1, { operation: 'read', fileSelector: file }, [240, 0]);

/** The built action nodes' type names by the resources each has (npm run bench builds first). */
const NODE_OF_RESOURCE = new Map(
	builtActionNodes().flatMap(({ description, resources }) => resources.map((resource) => [resource.value, `CUSTOM.${description.name}`])),
);

/** This package's action node of the parameters' resource, with the benchmark's credential. */
const apsNode = (name, credential, parameters, position = [240, 0]) =>
	node(name, NODE_OF_RESOURCE.get(parameters.resource), 1, parameters, position, {
		credentials: credentials(credential),
	});

/** A chain of nodes, each feeding the next. */
function chain(name, nodes, extra = {}) {
	const connections = {};
	for (let index = 1; index < nodes.length; index++) {
		connections[nodes[index - 1].name] = {
			main: [[{ node: nodes[index].name, type: 'main', index: 0 }]],
		};
	}
	return { name, nodes, connections, ...extra };
}

/** The HTTP Request node's parameters for a call with this package's credential type. */
const httpWithCredential = (parameters) => ({
	authentication: 'predefinedCredentialType',
	nodeCredentialType: CREDENTIAL_TYPE,
	...parameters,
});

const listing = {
	/** Project > Get Many, Return All. */
	node({ credential, hubId }) {
		return apsWorkflow('Bench: projects, this node', credential, {
			resource: 'project',
			operation: 'getAll',
			hubId: { __rl: true, mode: 'id', value: hubId },
			returnAll: true,
		});
	},

	/**
	 * HTTP Request following `links.next.href` until there is none. The service answers
	 * application/vnd.api+json, which the HTTP Request node's autodetection reads as text: the
	 * response format must be set to JSON for the pagination expressions to see the body.
	 * With `splitOut`, a Split Out node turns the 50 page items into one item per project.
	 */
	http({ credential, baseUrl, hubId, splitOut = false }) {
		const nodes = [
			manualTrigger(),
			node(
				'HTTP Request',
				'n8n-nodes-base.httpRequest',
				4.2,
				httpWithCredential({
					url: `${baseUrl}/project/v1/hubs/${hubId}/projects`,
					sendQuery: true,
					queryParameters: { parameters: [{ name: 'page[limit]', value: '200' }] },
					options: {
						response: { response: { responseFormat: 'json' } },
						pagination: {
							pagination: {
								paginationMode: 'responseContainsNextURL',
								nextURL: '={{ $response.body.links.next.href }}',
								paginationCompleteWhen: 'other',
								completeExpression: '={{ !$response.body.links.next }}',
							},
						},
					},
				}),
				[240, 0],
				{ credentials: credentials(credential) },
			),
		];
		if (splitOut) {
			nodes.push(
				node(
					'Split Out',
					'n8n-nodes-base.splitOut',
					1,
					{ fieldToSplitOut: 'data', options: {} },
					[480, 0],
				),
			);
		}
		return chain(`Bench: projects, HTTP Request${splitOut ? ' + Split Out' : ''}`, nodes);
	},
};

const issues = {
	/** Issue > Get Many, Return All. */
	node({ credential, hubId, projectId }) {
		return apsWorkflow('Bench: issues, this node', credential, {
			resource: 'issue',
			operation: 'getAll',
			hubId: { __rl: true, mode: 'id', value: hubId },
			projectId: { __rl: true, mode: 'id', value: projectId },
			returnAll: true,
		});
	},

	/**
	 * HTTP Request asking for pages of `pageSize` by `offset` ($pageCount pages read so far) until
	 * `pagination.totalResults` are read; one item per page. With `splitOut`, a Split Out node turns
	 * them into one item per issue.
	 */
	http({ credential, baseUrl, projectId, pageSize, splitOut = false }) {
		const nodes = [
			manualTrigger(),
			node(
				'HTTP Request',
				'n8n-nodes-base.httpRequest',
				4.2,
				httpWithCredential({
					url: `${baseUrl}/construction/issues/v1/projects/${projectId.replace(/^b\./, '')}/issues`,
					sendQuery: true,
					queryParameters: { parameters: [{ name: 'limit', value: String(pageSize) }] },
					options: {
						response: { response: { responseFormat: 'json' } },
						pagination: {
							pagination: {
								paginationMode: 'updateAParameterInEachRequest',
								parameters: {
									parameters: [
										{ type: 'qs', name: 'offset', value: `={{ $pageCount * ${pageSize} }}` },
									],
								},
								paginationCompleteWhen: 'other',
								completeExpression:
									'={{ $response.body.pagination.offset + $response.body.results.length >= $response.body.pagination.totalResults }}',
							},
						},
					},
				}),
				[240, 0],
				{ credentials: credentials(credential) },
			),
		];
		if (splitOut) {
			nodes.push(
				node(
					'Split Out',
					'n8n-nodes-base.splitOut',
					1,
					{ fieldToSplitOut: 'results', options: {} },
					[480, 0],
				),
			);
		}
		return chain(`Bench: issues, HTTP Request${splitOut ? ' + Split Out' : ''}`, nodes);
	},
};

const rfis = {
	/** RFI > Get Many, Return All. */
	node({ credential, hubId, projectId }) {
		return apsWorkflow('Bench: RFIs, this node', credential, {
			resource: 'rfi',
			operation: 'getAll',
			hubId: { __rl: true, mode: 'id', value: hubId },
			projectId: { __rl: true, mode: 'id', value: projectId },
			returnAll: true,
		});
	},

	/**
	 * HTTP Request POSTing the search with `pagination { limit: pageSize, offset }` in its body
	 * ($pageCount pages read so far) until `pagination.totalResults` are read; one item per page.
	 * With `splitOut`, a Split Out node turns them into one item per RFI.
	 */
	http({ credential, baseUrl, projectId, pageSize, splitOut = false }) {
		const nodes = [
			manualTrigger(),
			node(
				'HTTP Request',
				'n8n-nodes-base.httpRequest',
				4.2,
				httpWithCredential({
					method: 'POST',
					url: `${baseUrl}/construction/rfis/v3/projects/${projectId.replace(/^b\./, '')}/search:rfis`,
					sendBody: true,
					specifyBody: 'json',
					jsonBody: JSON.stringify({ pagination: { limit: pageSize, offset: 0 } }),
					options: {
						response: { response: { responseFormat: 'json' } },
						pagination: {
							pagination: {
								paginationMode: 'updateAParameterInEachRequest',
								parameters: {
									parameters: [
										{
											type: 'body',
											name: 'pagination',
											value: `={{ { limit: ${pageSize}, offset: $pageCount * ${pageSize} } }}`,
										},
									],
								},
								paginationCompleteWhen: 'other',
								completeExpression:
									'={{ $response.body.pagination.offset + $response.body.results.length >= $response.body.pagination.totalResults }}',
							},
						},
					},
				}),
				[240, 0],
				{ credentials: credentials(credential) },
			),
		];
		if (splitOut) {
			nodes.push(
				node(
					'Split Out',
					'n8n-nodes-base.splitOut',
					1,
					{ fieldToSplitOut: 'results', options: {} },
					[480, 0],
				),
			);
		}
		return chain(`Bench: RFIs, HTTP Request${splitOut ? ' + Split Out' : ''}`, nodes);
	},
};

const FORMATS = [{ type: 'svf2', views: ['2d', '3d'] }];

const translations = {
	/** Translation Job > Create for each input item (pinned on the trigger). */
	node({ credential, items }) {
		return chain(
			'Bench: translations, this node',
			[
				manualTrigger(),
				apsNode('APS', credential, {
					resource: 'translationJob',
					operation: 'create',
					source: '={{ $json.urn }}',
					region: 'US',
					outputFormats: { format: FORMATS },
				}),
			],
			{ pinData: { Start: items.map((json) => ({ json })) } },
		);
	},

	/**
	 * HTTP Request POSTing the same job body, with Retry On Fail at n8n's maximum (5 tries,
	 * 5000 ms apart); `batching` ({ batchSize, batchInterval }) spaces the requests out.
	 */
	http({ credential, baseUrl, items, batching, name }) {
		const options = batching ? { batching: { batch: batching } } : {};
		return chain(
			name,
			[
				manualTrigger(),
				node(
					'HTTP Request',
					'n8n-nodes-base.httpRequest',
					4.2,
					httpWithCredential({
						method: 'POST',
						url: `${baseUrl}/modelderivative/v2/designdata/job`,
						sendHeaders: true,
						headerParameters: { parameters: [{ name: 'region', value: 'US' }] },
						sendBody: true,
						specifyBody: 'json',
						jsonBody: `={{ JSON.stringify({ input: { urn: $json.urn }, output: { formats: ${JSON.stringify(FORMATS)} } }) }}`,
						options,
					}),
					[240, 0],
					{
						credentials: credentials(credential),
						retryOnFail: true,
						maxTries: 5,
						waitBetweenTries: 5000,
					},
				),
			],
			{ pinData: { Start: items.map((json) => ({ json })) } },
		);
	},
};

/** n8n's Webhook node: POST on `path`, answering as soon as the call is received. */
const webhookNode = (path) =>
	node(
		'Webhook',
		'n8n-nodes-base.webhook',
		2,
		{ httpMethod: 'POST', path, options: {} },
		[0, 0],
		{ webhookId: crypto.randomUUID() },
	);

/** This node: Translation Job > Create of the design `source` (an expression), waited for. */
const translateAndWait = (credential, source) =>
	apsNode('APS', credential, {
		resource: 'translationJob',
		operation: 'create',
		source,
		region: 'US',
		outputFormats: { format: FORMATS },
		waitForCompletion: true,
		timeLimit: 600,
	});

const callbacks = {
	/** This package's trigger on finished translations of one workflow ID (signature checked). */
	trigger({ credential, workflowId }) {
		return chain('Bench: callbacks, this trigger', [
			node(
				'APS Trigger',
				'CUSTOM.autodeskApsTrigger',
				1.1,
				{ triggerOn: 'translationFinished', workflowId },
				[0, 0],
				{ credentials: credentials(credential), webhookId: crypto.randomUUID() },
			),
		]);
	},

	/** n8n's plain Webhook node: POST, answers as soon as the call is received. */
	webhook({ path }) {
		return chain('Bench: callbacks, Webhook node', [
			webhookNode(path),
		]);
	},
};

/**
 * The transfer benchmarks: a file read from disk (or, with `sourceUrl`, read by the node from that
 * address: File Source URL) and uploaded as an object; the object downloaded.
 */
const transfer = {
	upload({ credential, bucketKey, file, sourceUrl, objectKey = 'n8n.bin', partSizeMb }) {
		const source = sourceUrl ? { fileSource: 'url', sourceUrl } : { binaryPropertyName: 'data' };
		return chain(`Bench: upload an object${sourceUrl ? ' from a URL' : ''}, this node`, [
			manualTrigger(),
			...(sourceUrl ? [] : [readFile(file)]),
			apsNode('Upload', credential, {
				resource: 'object',
				operation: 'upload',
				bucketKey: { __rl: true, mode: 'id', value: bucketKey },
				...source,
				objectKey,
				options: { partSizeMb },
			}, [480, 0]),
		]);
	},

	/**
	 * What a user builds with n8n's own nodes to upload the same file: Read/Write Files from Disk,
	 * HTTP Request PUTting the file's bytes to a signed S3 upload URL (one part; asked for by the
	 * benchmark), and HTTP Request POSTing the completion with the credential.
	 */
	httpUpload({ credential, file, url, completionUrl, uploadKey }) {
		return chain('Bench: upload an object, HTTP Request', [
			manualTrigger(),
			readFile(file),
			node(
				'Put',
				'n8n-nodes-base.httpRequest',
				4.2,
				{ method: 'PUT', url, sendBody: true, contentType: 'binaryData', inputDataFieldName: 'data', options: {} },
				[480, 0],
			),
			node(
				'Complete',
				'n8n-nodes-base.httpRequest',
				4.2,
				httpWithCredential({
					method: 'POST',
					url: completionUrl,
					sendBody: true,
					specifyBody: 'json',
					jsonBody: JSON.stringify({ uploadKey }),
					options: { response: { response: { responseFormat: 'json' } } },
				}),
				[720, 0],
				{ credentials: credentials(credential) },
			),
		]);
	},

	download({ credential, bucketKey }) {
		return apsWorkflow('Bench: download an object, this node', credential, {
			resource: 'object',
			operation: 'download',
			bucketKey: { __rl: true, mode: 'id', value: bucketKey },
			objectKey: 'n8n.bin',
			binaryPropertyName: 'data',
		}, 'Download');
	},

	/**
	 * n8n's own way to the same bytes: HTTP Request GETting the object's signed URL (asked for by
	 * the benchmark), response format File, into n8n's binary data. No credential: the URL carries
	 * its permission.
	 */
	httpDownload({ url }) {
		return chain('Bench: download an object, HTTP Request', [
			manualTrigger(),
			node(
				'Download',
				'n8n-nodes-base.httpRequest',
				4.2,
				{ url, options: { response: { response: { responseFormat: 'file' } } } },
				[240, 0],
			),
		]);
	},
};

/**
 * The copy benchmark: Item > Copy into another project, against Item > Download then Item >
 * Upload (binary data between them).
 */
const copyAcross = {
	copy({ credential, source, target }) {
		return apsWorkflow('Bench: copy a file into another project, this node', credential, {
			resource: 'item',
			operation: 'copy',
			projectId: { __rl: true, mode: 'id', value: source.projectId },
			itemId: { __rl: true, mode: 'id', value: source.itemId },
			targetProjectId: { __rl: true, mode: 'id', value: target.projectId },
			folderId: { __rl: true, mode: 'id', value: target.folderId },
		}, 'Copy');
	},

	downloadUpload({ credential, source, target }) {
		return chain('Bench: copy a file into another project, Download then Upload', [
			manualTrigger(),
			apsNode('Download', credential, {
				resource: 'item',
				operation: 'download',
				projectId: { __rl: true, mode: 'id', value: source.projectId },
				itemId: { __rl: true, mode: 'id', value: source.itemId },
				binaryPropertyName: 'data',
			}),
			apsNode('Upload', credential, {
				resource: 'item',
				operation: 'upload',
				projectId: { __rl: true, mode: 'id', value: target.projectId },
				folderId: { __rl: true, mode: 'id', value: target.folderId },
				binaryPropertyName: 'data',
			}, [480, 0]),
		]);
	},
};

/**
 * Translation Job > Create with Wait for Completion for each input item, against what a user
 * builds from n8n's own nodes: HTTP Request POSTing the job, Wait, HTTP Request reading the
 * manifest, and If sending the unfinished items back to Wait.
 */
const waits = {
	node({ credential, items }) {
		return chain(
			'Bench: translations waited for, this node',
			[
				manualTrigger(),
				translateAndWait(credential, '={{ $json.urn }}'),
			],
			{ pinData: { Start: items.map((json) => ({ json })) } },
		);
	},

	http({ credential, baseUrl, items, waitSeconds }) {
		const nodes = [
			manualTrigger(),
			node(
				'Create Job',
				'n8n-nodes-base.httpRequest',
				4.2,
				httpWithCredential({
					method: 'POST',
					url: `${baseUrl}/modelderivative/v2/designdata/job`,
					sendHeaders: true,
					headerParameters: { parameters: [{ name: 'region', value: 'US' }] },
					sendBody: true,
					specifyBody: 'json',
					jsonBody: `={{ JSON.stringify({ input: { urn: $json.urn }, output: { formats: ${JSON.stringify(FORMATS)} } }) }}`,
				}),
				[240, 0],
				{ credentials: credentials(credential) },
			),
			node(
				'Wait',
				'n8n-nodes-base.wait',
				1.1,
				{ resume: 'timeInterval', amount: waitSeconds, unit: 'seconds' },
				[480, 0],
				{ webhookId: crypto.randomUUID() },
			),
			node(
				'Get Manifest',
				'n8n-nodes-base.httpRequest',
				4.2,
				httpWithCredential({
					url: `=${baseUrl}/modelderivative/v2/designdata/{{ $json.urn }}/manifest`,
					options: { response: { response: { responseFormat: 'json' } } },
				}),
				[720, 0],
				{ credentials: credentials(credential) },
			),
			node(
				'Finished?',
				'n8n-nodes-base.if',
				1,
				{
					conditions: {
						string: [
							{ value1: '={{ $json.status }}', operation: 'regex', value2: '^(success|failed|timeout)$' },
						],
					},
				},
				[960, 0],
			),
			node('Done', 'n8n-nodes-base.noOp', 1, {}, [1200, -100]),
		];
		const workflow = chain('Bench: translations waited for, HTTP Request + Wait + loop', nodes.slice(0, 5), {
			pinData: { Start: items.map((json) => ({ json })) },
		});
		workflow.nodes = nodes;
		workflow.connections['Finished?'] = {
			main: [
				[{ node: 'Done', type: 'main', index: 0 }],
				[{ node: 'Wait', type: 'main', index: 0 }],
			],
		};
		return workflow;
	},
};

/** Folder > Get Contents with Include Subfolders, every level, every result. */
const tree = {
	node({ credential, projectId, folderId }) {
		return apsWorkflow('Bench: folder tree, this node', credential, {
			resource: 'folder',
			operation: 'getContents',
			projectId: { __rl: true, mode: 'id', value: projectId },
			folderId: { __rl: true, mode: 'id', value: folderId },
			includeSubfolders: true,
			maxDepth: 25,
			returnAll: true,
		});
	},
};

/** Translation Job > Download Derivatives of one source's OBJ files. */
const derivativeDownload = {
	node({ credential, urn }) {
		return apsWorkflow('Bench: derivative download, this node', credential, {
			resource: 'translationJob',
			operation: 'downloadDerivatives',
			source: urn,
			region: 'US',
			outputTypes: ['obj'],
		}, 'Download');
	},

	/**
	 * n8n's own way to the same bytes: HTTP Request GETting the derivative's address with its
	 * signed cookies (asked for by the benchmark), response format File, into n8n's binary data.
	 */
	http({ url, cookie }) {
		return chain('Bench: derivative download, HTTP Request', [
			manualTrigger(),
			node(
				'Download',
				'n8n-nodes-base.httpRequest',
				4.2,
				{
					url,
					sendHeaders: true,
					headerParameters: { parameters: [{ name: 'Cookie', value: cookie }] },
					options: { response: { response: { responseFormat: 'file' } } },
				},
				[240, 0],
			),
		]);
	},
};

/**
 * Benchmark 20: the Data Connector extract's ZIP. Extracted Data > Download (All (ZIP)) into a
 * binary field or as its signed link; n8n's HTTP Request node GETting the signed URL (asked for by
 * the benchmark), response File; the link handed to Item > Upload with File Source URL.
 */
const dataConnectorZip = {
	node({ credential, hubId, jobId, output = 'binary' }) {
		return apsWorkflow('Bench: Data Connector ZIP, this node', credential, zipParameters({ hubId, jobId, output }), 'Download');
	},

	http({ url }) {
		return chain('Bench: Data Connector ZIP, HTTP Request', [
			manualTrigger(),
			node('Download', 'n8n-nodes-base.httpRequest', 4.2, { url, options: { response: { response: { responseFormat: 'file' } } } }, [240, 0]),
		]);
	},

	/** Output: Link, then Item > Upload from that URL into a folder: the bytes never enter n8n. */
	linkUpload({ credential, hubId, jobId, projectId, folderId }) {
		return chain('Bench: Data Connector ZIP, link to Item > Upload from a URL', [
			manualTrigger(),
			apsNode('Link', credential, zipParameters({ hubId, jobId, output: 'link' })),
			apsNode('Upload', credential, {
				resource: 'item',
				operation: 'upload',
				projectId: { __rl: true, mode: 'id', value: projectId },
				folderId: { __rl: true, mode: 'id', value: folderId },
				fileSource: 'url',
				sourceUrl: '={{ $json.url }}',
				ifExists: 'addVersion',
			}, [480, 0]),
		]);
	},
};

function zipParameters({ hubId, jobId, output }) {
	return {
		resource: 'dataFile',
		operation: 'download',
		hubId: { __rl: true, mode: 'id', value: hubId },
		jobId,
		fileSelection: 'zip',
		output,
		...(output === 'binary' ? { binaryPropertyName: 'data' } : {}),
	};
}

/** The queue benchmark's jobs: a call to a Webhook node starts a translation and waits for it. */
function queueJobs({ credential, path }) {
	return chain('Bench: queue mode, translation jobs', [
		webhookNode(path),
		translateAndWait(credential, '={{ $json.body.urn }}'),
	]);
}

/** Project > Get for each input item `{ hubId, projectId }`, with Authentication: Service Account. */
const serviceAccount = {
	node({ credential, items }) {
		return chain(
			'Bench: service account, this node',
			[
				manualTrigger(),
				node(
					'APS',
					'CUSTOM.autodeskAps',
					1,
					{
						authentication: 'serviceAccount',
						resource: 'project',
						operation: 'get',
						hubId: { __rl: true, mode: 'id', value: '={{ $json.hubId }}' },
						projectId: { __rl: true, mode: 'id', value: '={{ $json.projectId }}' },
					},
					[240, 0],
					{ credentials: { autodeskApsServiceAccountApi: credential } },
				),
			],
			{ pinData: { Start: items.map((json) => ({ json })) } },
		);
	},
};

const accountProjects = {
	/** Account Admin: Project > Get Many, Return All. */
	node({ credential, hubId }) {
		return apsWorkflow('Bench: account projects, this node', credential, {
			resource: 'accountProject',
			operation: 'getAll',
			hubId: { __rl: true, mode: 'id', value: hubId },
			returnAll: true,
		});
	},

	/**
	 * HTTP Request following the Admin API's `pagination.nextUrl` (the next page's full address)
	 * until there is none; one item per page. With `splitOut`, a Split Out node turns them into
	 * one item per project.
	 */
	http({ credential, baseUrl, hubId, pageSize, splitOut = false }) {
		const nodes = [
			manualTrigger(),
			node(
				'HTTP Request',
				'n8n-nodes-base.httpRequest',
				4.2,
				httpWithCredential({
					url: `${baseUrl}/construction/admin/v1/accounts/${hubId.replace(/^b\./, '')}/projects`,
					sendQuery: true,
					queryParameters: { parameters: [{ name: 'limit', value: String(pageSize) }] },
					options: {
						response: { response: { responseFormat: 'json' } },
						pagination: {
							pagination: {
								paginationMode: 'responseContainsNextURL',
								nextURL: '={{ $response.body.pagination.nextUrl }}',
								paginationCompleteWhen: 'other',
								completeExpression: '={{ !$response.body.pagination.nextUrl }}',
							},
						},
					},
				}),
				[240, 0],
				{ credentials: credentials(credential) },
			),
		];
		if (splitOut) nodes.push(node('Split Out', 'n8n-nodes-base.splitOut', 1, { fieldToSplitOut: 'results', options: {} }, [480, 0]));
		return chain(`Bench: account projects, HTTP Request${splitOut ? ' + Split Out' : ''}`, nodes);
	},
};

/** A Code node making `count` users, their emails unique to the execution. */
const benchUsers = (count) =>
	node(
		'Users',
		'n8n-nodes-base.code',
		2,
		{ jsCode: `return Array.from({ length: ${count} }, (_, index) => ({ json: { email: \`bench.\${index}.\${$execution.id}@import.example\` } }));` },
		[240, 0],
	);

const DOCS_MEMBER = [{ key: 'docs', access: 'member' }];

const projectUserImport = {
	/** `count` users, then Project User > Import of each into the project (its GUID). */
	node({ credential, projectId, count }) {
		return chain('Bench: project user import, this node', [
			manualTrigger(),
			benchUsers(count),
			apsNode(
				'APS',
				credential,
				{
					resource: 'projectUser',
					operation: 'import',
					projectId: { __rl: true, mode: 'id', value: projectId },
					email: '={{ $json.email }}',
					products: { product: DOCS_MEMBER },
				},
				[480, 0],
			),
		]);
	},

	/** `count` users, then the HTTP Request node adding each one (POST projects/{id}/users), one call per item; an error is kept as the item's output. */
	http({ credential, baseUrl, projectId, count }) {
		return chain('Bench: project user import, HTTP Request', [
			manualTrigger(),
			benchUsers(count),
			node(
				'HTTP Request',
				'n8n-nodes-base.httpRequest',
				4.2,
				httpWithCredential({
					method: 'POST',
					url: `${baseUrl}/construction/admin/v1/projects/${projectId}/users`,
					sendBody: true,
					specifyBody: 'json',
					jsonBody: `={{ JSON.stringify({ email: $json.email, products: ${JSON.stringify(DOCS_MEMBER)} }) }}`,
					options: { response: { response: { responseFormat: 'json' } } },
				}),
				[480, 0],
				{ credentials: credentials(credential), onError: 'continueRegularOutput' },
			),
		]);
	},
};

module.exports = {
	// The building blocks, for benchmarks that keep their workflows in their own file.
	apsNode,
	chain,
	credentials,
	httpWithCredential,
	manualTrigger,
	node,
	accountProjects,
	projectUserImport,
	listing,
	issues,
	rfis,
	translations,
	callbacks,
	transfer,
	copyAcross,
	waits,
	tree,
	derivativeDownload,
	dataConnectorZip,
	queueJobs,
	serviceAccount,
};
