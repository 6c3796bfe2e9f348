'use strict';

const { SEED } = require('../../sandbox/seed/data');

/**
 * The bad-input catalogue's rows: `field` and `input` as test/bad-inputs.md lists them, the node's
 * `parameters`, and optionally input `items`, `credentials` overrides, and `named` (the words of
 * the field the message names, when they are not the field's last segment).
 */

const locator = (value, mode = 'id') => ({ __rl: true, mode, value });
/** A parameter value that only an expression can give (the editor refuses it when typed). */
const computed = (value) => `={{ ${JSON.stringify(value)} }}`;

const BIM360 = SEED.hubs.bim360;
const TOWER = SEED.projects.tower;
const FOLDER_ID = SEED.folders.towerArchitecture;
const ITEM_ID = SEED.items.towerModel;
const VERSION_ID = SEED.versions.towerModelV2;

const projectGet = (extra) => ({ resource: 'project', operation: 'get', hubId: locator(BIM360), projectId: locator(TOWER), ...extra });
const projectGetAll = (extra) => ({ resource: 'project', operation: 'getAll', hubId: locator(BIM360), limit: 5, ...extra });
const contents = (extra) => ({ resource: 'folder', operation: 'getContents', projectId: locator(TOWER), folderId: locator(FOLDER_ID), limit: 5, ...extra });
const itemGet = (extra) => ({ resource: 'item', operation: 'get', projectId: locator(TOWER), itemId: locator(ITEM_ID), ...extra });
const itemUpdate = (updateFields, extra) => ({
	resource: 'item',
	operation: 'update',
	projectId: locator(SEED.projects.bracket),
	itemId: locator(SEED.items.bracketModel),
	updateFields,
	...extra,
});
const createRef = (extra) => ({
	resource: 'item',
	operation: 'createRef',
	projectId: locator(TOWER),
	itemId: locator(ITEM_ID),
	targetType: 'folders',
	targetId: SEED.folders.towerShared,
	...extra,
});

const ID_ROWS = [
	{ field: 'Hub', input: 'empty', parameters: projectGetAll({ hubId: locator(computed('')) }) },
	{ field: 'Hub', input: 'spaces only', parameters: projectGetAll({ hubId: locator('   ') }) },
	{ field: 'Hub', input: 'a web URL', parameters: projectGetAll({ hubId: locator('https://acc.autodesk.com/docs/files/projects/x') }) },
	{ field: 'Hub', input: 'a folder ID', parameters: projectGetAll({ hubId: locator(FOLDER_ID) }) },
	{ field: 'Project', input: 'empty', parameters: projectGet({ projectId: locator(computed('')) }) },
	{ field: 'Project', input: 'the hub ID', parameters: projectGet({ projectId: locator(BIM360) }) },
	{ field: 'Project', input: 'the bare GUID of the hub', parameters: projectGet({ projectId: locator(BIM360.slice(2)) }) },
	{ field: 'Project', input: 'an item ID', parameters: projectGet({ projectId: locator(ITEM_ID) }) },
	{ field: 'Project', input: 'a URL without /projects/', parameters: projectGet({ projectId: locator('https://acc.autodesk.com/docs/files') }) },
	{ field: 'Folder', input: 'spaces only', parameters: contents({ folderId: locator('  ') }) },
	{ field: 'Folder', input: 'an item ID', parameters: contents({ folderId: locator(ITEM_ID) }) },
	{ field: 'Folder', input: 'a version ID', parameters: contents({ folderId: locator(VERSION_ID) }) },
	{ field: 'Folder', input: 'a URL without a folder', parameters: contents({ folderId: locator(`https://acc.autodesk.com/docs/files/projects/${TOWER.slice(2)}`) }) },
	{ field: 'Item', input: 'empty', parameters: itemGet({ itemId: locator(computed('')) }) },
	{ field: 'Item', input: 'a folder ID', parameters: itemGet({ itemId: locator(FOLDER_ID) }) },
	{ field: 'Item', input: 'a version ID', parameters: itemGet({ itemId: locator(VERSION_ID) }) },
	{ field: 'Item', input: 'a URL without an item', parameters: itemGet({ itemId: locator('https://acc.autodesk.com/docs/files/projects/x?folderUrn=y') }) },
	{ field: 'Act As User ID', input: 'a space inside', parameters: itemGet({ options: { userId: 'ada admin' } }) },
	{ field: 'Act As User ID', input: 'a line break inside', parameters: itemGet({ options: { userId: computed('user\nadmin') } }) },
];

const LIMIT_ROWS = [
	{ field: 'Limit', input: '0', parameters: projectGetAll({ limit: computed(0) }) },
	{ field: 'Limit', input: '-5', parameters: contents({ limit: computed(-5) }) },
	{ field: 'Limit', input: '2.5', parameters: { resource: 'hub', operation: 'getAll', limit: computed(2.5) } },
	{ field: 'Limit', input: '0 (webhooks)', parameters: { resource: 'webhook', operation: 'getAll', limit: computed(0) } },
];

const ITEM_ROWS = [
	{ field: 'Update Fields', input: 'nothing added', parameters: itemUpdate({}), named: 'Display Name or Attributes (JSON)' },
	{ field: 'Update Fields › Attributes (JSON)', input: '{"a":', parameters: itemUpdate({ attributes: '{"a": ' }) },
	{ field: 'Update Fields › Attributes (JSON)', input: '[1, 2]', parameters: itemUpdate({ attributes: '[1, 2]' }) },
	{ field: 'Update Fields › Attributes (JSON)', input: '{"description": "x"}', parameters: itemUpdate({ attributes: '{"description": "x"}' }) },
	{
		field: 'Update Fields › Display Name',
		input: 'in a Construction Cloud / BIM 360 project',
		parameters: itemUpdate({ displayName: 'New.rvt' }, { projectId: locator(TOWER), itemId: locator(ITEM_ID) }),
	},
	{ field: 'Target ID', input: 'empty', parameters: createRef({ targetId: computed('') }) },
	{ field: 'Target ID', input: 'a version ID for Target Type Folder', parameters: createRef({ targetId: VERSION_ID }) },
	{ field: 'Target ID', input: 'a folder ID for Target Type Item', parameters: createRef({ targetType: 'items', targetId: FOLDER_ID }) },
	{ field: 'Target Type', input: 'files', parameters: createRef({ targetType: computed('files') }) },
	{ field: 'Extension Type', input: 'empty', parameters: createRef({ extensionType: computed('') }) },
	{ field: 'Extension Version', input: 'empty', parameters: createRef({ extensionVersion: computed('') }) },
	{ field: 'Additional Fields › Extension Data (JSON)', input: '{oops', parameters: createRef({ additionalFields: { extensionData: '{oops' } }) },
];

const svf2 = { type: 'svf2', views: ['3d'] };
const obj = (objOptions) => ({ type: 'obj', objOptions });
const job = (formats, extra) => ({
	resource: 'translationJob',
	operation: 'create',
	source: 'urn:adsk.objects:os.object:sandbox-bucket/house.rvt',
	outputFormats: { format: [].concat(formats) },
	...extra,
});
const encoded = (id) => Buffer.from(id).toString('base64url');

const SOURCE_ROWS = [
	{ field: 'Source Design', input: 'empty', parameters: job(svf2, { source: computed('') }) },
	{ field: 'Source Design', input: 'house.rvt', parameters: job(svf2, { source: 'house.rvt' }) },
	{ field: 'Source Design', input: 'padding in the middle: dXJu=OmFkc2s', parameters: job(svf2, { source: 'dXJu=OmFkc2s' }) },
	{ field: 'Source Design', input: 'both Base64 alphabets: dXJu+Om_kc2s', parameters: job(svf2, { source: 'dXJu+Om_kc2s' }) },
	{ field: 'Source Design', input: 'a Base64 length that cannot be: dXJuO', parameters: job(svf2, { source: 'dXJuO' }) },
	{ field: 'Source Design', input: 'the URN of an ID without urn:', parameters: job(svf2, { source: encoded('adsk.objects:os.object:b/house.rvt') }) },
	{ field: 'Source Design', input: 'an object ID with a space', parameters: job(svf2, { source: 'urn:adsk.objects:os.object:b/my house.rvt' }) },
	{ field: 'Source Design', input: 'a folder ID', parameters: job(svf2, { source: FOLDER_ID }) },
	{ field: 'Source Design', input: 'an item ID', parameters: job(svf2, { source: ITEM_ID }) },
	{ field: 'Source Design', input: 'the URN of a folder ID', parameters: job(svf2, { source: encoded(FOLDER_ID) }) },
	{
		field: 'Source Design',
		input: 'an item ID (Get Manifest)',
		parameters: { resource: 'translationJob', operation: 'getManifest', source: ITEM_ID },
	},
	{
		field: 'Region',
		input: 'MARS (Delete Manifest)',
		parameters: { resource: 'translationJob', operation: 'deleteManifest', source: encoded('urn:adsk.objects:os.object:b/a.rvt'), region: computed('MARS') },
	},
];

const JOB_ROWS = [
	{
		field: 'Output Formats',
		input: 'STEP for a .rvt file picked from a project',
		parameters: job({ type: 'step' }, {
			source: undefined,
			sourceFrom: 'project',
			hubId: locator(SEED.hubs.bim360),
			projectId: locator(SEED.projects.tower),
			folderId: locator(SEED.folders.towerArchitecture),
			sourceVersion: { __rl: true, mode: 'list', value: encoded(SEED.versions.towerModelV2), cachedResultName: 'Tower.rvt (version 2)' },
		}),
	},
	{ field: 'Output Formats', input: 'none', parameters: job([]) },
	{ field: 'Output Format › Type', input: 'pdf', parameters: job({ type: computed('pdf') }) },
	{ field: 'Output Format › Views', input: 'none (SVF)', parameters: job({ type: 'svf', views: computed([]) }) },
	{ field: 'Output Format › Views', input: '4d (SVF2)', parameters: job({ type: 'svf2', views: computed(['4d']) }) },
	{ field: 'Output Format › Views', input: '3d twice', parameters: job({ type: 'svf2', views: computed(['3d', '3d']) }) },
	{ field: 'Output Format › Width', input: '300 (Thumbnail)', parameters: job({ type: 'thumbnail', thumbnailOptions: { width: computed(300) } }) },
	{ field: 'Output Format › Height', input: '50 (Thumbnail)', parameters: job({ type: 'thumbnail', thumbnailOptions: { height: computed(50) } }) },
	{ field: 'Output Format › Tolerance', input: '1.5 (STEP)', parameters: job({ type: 'step', stepOptions: { tolerance: 1.5 } }) },
	{ field: 'Output Format › Tolerance', input: '-0.1 (IGES)', parameters: job({ type: 'iges', igesOptions: { tolerance: -0.1 } }) },
	{ field: 'Output Format › Tolerance', input: 'abc (STEP)', parameters: job({ type: 'step', stepOptions: { tolerance: computed('abc') } }) },
	{ field: 'Output Format › Application Protocol', input: '215 (STEP)', parameters: job({ type: 'step', stepOptions: { applicationProtocol: computed('215') } }) },
	{ field: 'Output Format › Object IDs', input: '-1, 3', parameters: job(obj({ modelGuid: 'g', objectIds: '-1, 3' })) },
	{ field: 'Output Format › Object IDs', input: '-2', parameters: job(obj({ modelGuid: 'g', objectIds: '-2' })) },
	{ field: 'Output Format › Object IDs', input: 'a, b', parameters: job(obj({ modelGuid: 'g', objectIds: 'a, b' })) },
	{ field: 'Output Format › Object IDs', input: '[1, 2', parameters: job(obj({ modelGuid: 'g', objectIds: '[1, 2' })) },
	{ field: 'Output Format › Object IDs', input: 'empty with a Model View ID', parameters: job(obj({ modelGuid: 'g', objectIds: '' })) },
	{ field: 'Output Format › Model View ID', input: 'empty with Object IDs', parameters: job(obj({ objectIds: '1, 2' })) },
	{ field: 'Output Format › Unit', input: 'furlong (OBJ)', parameters: job(obj({ unit: computed('furlong') })) },
	{ field: 'Output Format › DGN: Requested Linkage IDs', input: '1.5', parameters: job({ type: 'svf', views: ['2d'], svfOptions: { requestedLinkageIDs: '1.5' } }) },
	{ field: 'Output Format › IFC: Conversion Method', input: 'v5', parameters: job({ type: 'svf', views: ['3d'], svfOptions: { conversionMethod: computed('v5') } }) },
	{ field: 'Options › Root Filename', input: 'empty with Compressed Source (ZIP)', parameters: job(svf2, { options: { compressedUrn: true } }) },
	{ field: 'Options › Workflow ID', input: '37 characters', parameters: job(svf2, { options: { workflowId: 'a'.repeat(37) } }) },
	{ field: 'Options › Workflow ID', input: 'my_workflow', parameters: job(svf2, { options: { workflowId: 'my_workflow' } }) },
	{ field: 'Options › Workflow ID', input: 'my workflow', parameters: job(svf2, { options: { workflowId: 'my workflow' } }) },
	{ field: 'Options › Workflow Attribute', input: '{ "a":', parameters: job(svf2, { options: { workflowId: 'w', workflowAttribute: '{ "a": ' } }) },
	{ field: 'Options › Workflow Attribute', input: '[1, 2]', parameters: job(svf2, { options: { workflowId: 'w', workflowAttribute: '[1, 2]' } }) },
	{
		field: 'Options › Workflow Attribute',
		input: 'an object of 1,024 bytes',
		parameters: job(svf2, { options: { workflowId: 'w', workflowAttribute: JSON.stringify({ text: 'x'.repeat(1013) }) } }),
	},
	{ field: 'Options › Object ID Format', input: 'newest', parameters: job(svf2, { options: { derivativeFormat: computed('newest') } }) },
	{ field: 'Options › Destination Region (Deprecated)', input: 'apac', parameters: job(svf2, { options: { destinationRegion: computed('apac') } }) },
	{ field: 'Region', input: 'MARS', parameters: job(svf2, { region: computed('MARS') }) },
	{ field: 'Time Limit (Seconds)', input: '0', parameters: job(svf2, { waitForCompletion: true, timeLimit: computed(0) }) },
	{ field: 'Time Limit (Seconds)', input: '3601', parameters: job(svf2, { waitForCompletion: true, timeLimit: computed(3601) }) },
];

const CALLBACK = 'https://example.com/aps/callback';
const HOOK_FOLDER = 'urn:adsk.wipprod:fs.folder:co.webhookFolder';
const hookCreate = (extra) => ({
	resource: 'webhook',
	operation: 'create',
	system: 'data',
	event: 'dm.version.added',
	callbackUrl: CALLBACK,
	scopeKey: 'folder',
	scopeValue: HOOK_FOLDER,
	...extra,
});
const hookAt = (operation, extra) => ({ resource: 'webhook', operation, system: 'data', event: 'dm.version.added', hookId: 'a1b2c3', ...extra });
const hookUpdate = (updateFields) => hookAt('update', { updateFields });
const custom = '__custom';

const WEBHOOK_ROWS = [
	{ field: 'System ID', input: 'empty', parameters: hookCreate({ system: custom, customSystem: computed('') }), named: 'System' },
	{ field: 'System ID', input: 'data/x', parameters: hookCreate({ system: custom, customSystem: 'data/x' }), named: 'System' },
	{ field: 'System ID', input: 'data?x', parameters: hookCreate({ system: custom, customSystem: 'data?x' }), named: 'System' },
	{ field: 'Event', input: 'empty', parameters: hookCreate({ event: custom, customEvent: computed('') }) },
	{ field: 'Event', input: 'dm version', parameters: hookCreate({ event: custom, customEvent: 'dm version' }) },
	{ field: 'Event', input: 'dm.version.added#1', parameters: hookCreate({ event: custom, customEvent: 'dm.version.added#1' }) },
	{ field: 'Event', input: 'dm.version.%2A (Delete)', parameters: hookAt('delete', { event: 'dm.version.%2A' }) },
	{ field: 'Hook ID', input: 'empty (Get)', parameters: hookAt('get', { hookId: computed('') }) },
	{ field: 'Hook ID', input: 'a1/b2 (Delete)', parameters: hookAt('delete', { hookId: 'a1/b2' }) },
	{ field: 'Hook ID', input: 'a1?b2 (Get)', parameters: hookAt('get', { hookId: 'a1?b2' }) },
	{ field: 'Callback URL', input: 'ftp://example.com/x', parameters: hookCreate({ callbackUrl: 'ftp://example.com/x' }) },
	{ field: 'Callback URL', input: 'example.com/hook', parameters: hookCreate({ callbackUrl: 'example.com/hook' }) },
	{ field: 'Callback URL', input: 'empty', parameters: hookCreate({ callbackUrl: computed('') }) },
	{ field: 'Scope', input: 'my scope', parameters: hookCreate({ scopeKey: computed('my scope') }) },
	{ field: 'Scope Name', input: 'empty (Other (Type In))', parameters: hookCreate({ scopeKey: custom, customScopeKey: computed(' ') }) },
	{
		field: 'Filters › Scope Name (Typed In)',
		input: '1st (Get Many)',
		parameters: { resource: 'webhook', operation: 'getAll', limit: 5, filters: { system: 'data', event: 'dm.version.added', scopeName: custom, customScopeName: '1st' } },
	},
	{ field: 'Scope Value', input: 'empty', parameters: hookCreate({ scopeValue: computed(' ') }) },
	{ field: 'Scope Value', input: 'a folder ID with a space', parameters: hookCreate({ scopeValue: 'urn:adsk.wipprod:fs.folder:co.my folder' }) },
	{ field: 'Scope Value', input: 'an item ID for the folder scope', parameters: hookCreate({ scopeValue: ITEM_ID }) },
	{
		field: 'Scope Value',
		input: 'my_workflow for the workflow scope',
		parameters: hookCreate({ system: 'derivative', event: 'extraction.finished', scopeKey: 'workflow', scopeValue: 'my_workflow' }),
	},
	{ field: 'Additional Fields › Hook Attribute', input: '{oops', parameters: hookCreate({ additionalFields: { hookAttribute: '{oops' } }) },
	{ field: 'Additional Fields › Hook Attribute', input: '[1,2]', parameters: hookCreate({ additionalFields: { hookAttribute: '[1,2]' } }) },
	{
		field: 'Additional Fields › Hook Attribute',
		input: 'an object of 1,033 bytes',
		parameters: hookCreate({ additionalFields: { hookAttribute: JSON.stringify({ text: 'x'.repeat(1022) }) } }),
	},
	{ field: 'Additional Fields › Filter', input: "ext == 'rvt'", parameters: hookCreate({ additionalFields: { filter: "ext == 'rvt'" } }) },
	{ field: 'Additional Fields › Hook Expiry', input: 'next tuesday', parameters: hookCreate({ additionalFields: { hookExpiry: computed('next tuesday') } }) },
	{ field: 'Additional Fields › Hub ID', input: 'b.my hub', parameters: hookCreate({ additionalFields: { hubId: 'b.my hub' } }) },
	{ field: 'Additional Fields › Project ID', input: 'b.p1 b.p2', parameters: hookCreate({ additionalFields: { projectId: 'b.p1 b.p2' } }) },
	{ field: 'Update Fields › Hook Expiry', input: '2031-13-45', parameters: hookUpdate({ hookExpiry: computed('2031-13-45') }) },
	{ field: 'Update Fields › Secret Token', input: '31 characters', parameters: hookUpdate({ token: 'x'.repeat(31) }) },
	{ field: 'Update Fields › Secret Token', input: '65 characters', parameters: hookUpdate({ token: 'x'.repeat(65) }) },
	{ field: 'Update Fields › Secret Token', input: 'empty', parameters: hookUpdate({ token: '' }) },
	{ field: 'Update Fields', input: 'nothing added (Update)', parameters: hookUpdate({}) },
	{ field: 'Filters › Event', input: 'without System (Get Many)', parameters: { resource: 'webhook', operation: 'getAll', limit: 5, filters: { event: 'dm.version.added' } } },
	{
		field: 'Filters › Scope',
		input: 'without Event (Get Many)',
		parameters: { resource: 'webhook', operation: 'getAll', limit: 5, filters: { system: 'data', scopeName: 'folder' } },
	},
];

const SCOPE_LIMIT_ROWS = [
	{
		field: 'Credential › Scopes',
		input: '51 scopes (Client Credentials)',
		parameters: { resource: 'hub', operation: 'getAll', limit: 1 },
		credentials: { grantType: 'clientCredentials', oauthTokenData: undefined, scope: Array(51).fill('data:read').join(' ') },
	},
	{
		field: 'Credential › Scopes',
		input: '40 scopes of 2,039 characters (Client Credentials)',
		parameters: { resource: 'hub', operation: 'getAll', limit: 1 },
		credentials: {
			grantType: 'clientCredentials',
			oauthTokenData: undefined,
			scope: Array.from({ length: 40 }, (_, index) => `scope:${String(index).padStart(2, '0')}${'x'.repeat(42)}`).join(' '),
		},
	},
	{
		field: 'Credential › Scopes',
		input: '51 scopes (Authorization Code)',
		parameters: projectGet(),
		credentials: { scope: Array(51).fill('data:read').join(' ') },
	},
	{
		field: 'Credential › Scopes',
		input: 'data:read,data:write (Client Credentials)',
		parameters: { resource: 'hub', operation: 'getAll', limit: 1 },
		credentials: { grantType: 'clientCredentials', oauthTokenData: undefined, scope: 'data:read,data:write' },
	},
];

/** IDs and names sent as one path segment: "." and ".." (also percent-encoded, or inside) would change the path. */
const PATH_SEGMENT_ROWS = [
	{ field: 'Hub', input: '.. (path segment)', parameters: projectGetAll({ hubId: locator('..') }) },
	{ field: 'Project', input: '. (path segment)', parameters: projectGet({ projectId: locator('.') }) },
	{ field: 'Project', input: '%2e%2e (path segment)', parameters: projectGet({ projectId: locator('%2e%2e') }) },
	{ field: 'Folder', input: '%2E%2e (path segment)', parameters: contents({ folderId: locator('%2E%2e') }) },
	{ field: 'Item', input: '.. (path segment)', parameters: itemGet({ itemId: locator('..') }) },
	{ field: 'Item', input: 'an ID holding /../', parameters: itemGet({ itemId: locator('urn:adsk.wipprod:dm.lineage:x/../y') }) },
	{ field: 'Item', input: 'an ID holding %2F%2E%2E%2F', parameters: itemGet({ itemId: locator('urn:adsk.wipprod:dm.lineage:x%2F%2E%2E%2Fy') }) },
	{ field: 'System ID', input: '.. (path segment)', parameters: hookAt('get', { system: custom, customSystem: '..' }), named: 'System' },
	{ field: 'Event', input: '.. (Delete)', parameters: hookAt('delete', { event: '..' }) },
	{ field: 'Event', input: '%2e%2e (Get)', parameters: hookAt('get', { event: '%2e%2e' }) },
	{ field: 'Event', input: '. (Create)', parameters: hookCreate({ event: custom, customEvent: '.' }) },
	{ field: 'Hook ID', input: '.. (Get)', parameters: hookAt('get', { hookId: '..' }) },
	{ field: 'Hook ID', input: '%2E (Delete)', parameters: hookAt('delete', { hookId: '%2E' }) },
];

/** The credential's Base URL: https, or http only on this machine (tokens and secrets travel in its requests). */
const BASE_URL_ROWS = [
	{ field: 'Credential › Base URL', input: 'http://aps-proxy.example.com', parameters: projectGet(), credentials: { baseUrl: 'http://aps-proxy.example.com' } },
	{
		field: 'Credential › Base URL',
		input: 'http://10.0.0.5:8080 (Client Credentials)',
		parameters: { resource: 'hub', operation: 'getAll', limit: 1 },
		credentials: { baseUrl: 'http://10.0.0.5:8080', grantType: 'clientCredentials', oauthTokenData: undefined },
	},
	{ field: 'Credential › Base URL', input: 'http://127.0.0.1.example.com', parameters: projectGet(), credentials: { baseUrl: 'http://127.0.0.1.example.com' } },
	{
		field: 'Credential › Base URL',
		input: 'http with a user and password (not shown)',
		parameters: projectGet(),
		credentials: { baseUrl: 'http://ada:s3cret@aps-proxy.example.com/aps/' },
	},
	{ field: 'Credential › Base URL', input: 'developer.api.autodesk.com', parameters: projectGet(), credentials: { baseUrl: 'developer.api.autodesk.com' } },
];

/** The Service Account credential's fields (`serviceAccount`: the node sends with that credential). */
const SERVICE_ACCOUNT_ROWS = [
	['Client ID', 'empty', { clientId: '' }],
	['Client Secret', 'empty', { clientSecret: '' }],
	['Service Account ID', 'empty', { serviceAccountId: '' }],
	['Key ID', 'empty', { keyId: '' }],
	['Private Key', 'empty', { privateKey: '' }],
	['Private Key', 'not a PEM', { privateKey: 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC' }],
	['Private Key', 'a damaged PEM body', { privateKey: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----' }],
	['Scopes', 'empty', { scope: '' }],
	['Scopes', 'data:read,data:write', { scope: 'data:read,data:write' }],
	['Base URL', 'http://aps-proxy.example.com', { baseUrl: 'http://aps-proxy.example.com' }],
].map(([field, input, credentials]) => ({
	field: `Service Account Credential › ${field}`,
	input,
	parameters: projectGet(),
	credentials,
	serviceAccount: true,
}));

const bucketCreate = (extra) => ({ resource: 'bucket', operation: 'create', newBucketKey: 'my-app-models', policyKey: 'transient', ...extra });
const objectUpload = (extra) => ({ resource: 'object', operation: 'upload', bucketKey: locator('my-app-models'), binaryPropertyName: 'data', ...extra });
const fileItems = (bytes, fileName = 'house.rvt') => [{ json: {}, binary: { data: { data: bytes.toString('base64'), mimeType: 'application/octet-stream', fileName } } }];

const OSS_ROWS = [
	{ field: 'Bucket Key', input: 'empty (Create)', parameters: bucketCreate({ newBucketKey: computed('') }) },
	{ field: 'Bucket Key', input: 'My Models (Create)', parameters: bucketCreate({ newBucketKey: 'My Models' }) },
	{ field: 'Bucket Key', input: 'ab (Create)', parameters: bucketCreate({ newBucketKey: 'ab' }) },
	{ field: 'Bucket Key', input: '129 characters (Create)', parameters: bucketCreate({ newBucketKey: 'a'.repeat(129) }) },
	{ field: 'Retention Policy', input: 'forever (Create)', parameters: bucketCreate({ policyKey: computed('forever') }) },
	{ field: 'Bucket', input: 'empty (Delete)', parameters: { resource: 'bucket', operation: 'delete', bucketKey: locator(computed('')) } },
	{ field: 'Bucket', input: 'Models/2024 (Object > Get Many)', parameters: { resource: 'object', operation: 'getAll', bucketKey: locator(computed('Models/2024')), limit: 5 } },
	{ field: 'Input Binary Field', input: 'a field the item does not have', parameters: objectUpload({ binaryPropertyName: 'file' }), items: fileItems(Buffer.from('x')) },
	{ field: 'Input Binary Field', input: 'an item without files', parameters: objectUpload(), items: [{ json: {} }] },
	{ field: 'Input Binary Field', input: 'an empty file', parameters: objectUpload(), items: fileItems(Buffer.alloc(0)) },
	{ field: 'Options › Part Size (MB)', input: '4', parameters: objectUpload({ options: { partSizeMb: computed(4) } }), items: fileItems(Buffer.from('x')) },
	{ field: 'Object Key', input: 'empty (Download)', parameters: { resource: 'object', operation: 'download', bucketKey: locator('my-app-models'), objectKey: '  ', binaryPropertyName: 'data' } },
	{ field: 'Minutes Valid', input: '61 (Get Signed URL)', parameters: { resource: 'object', operation: 'getSignedUrl', bucketKey: locator('my-app-models'), objectKey: 'a.txt', access: 'read', minutesExpiration: computed(61), singleUse: false } },
];


const PART_URN = encoded('urn:adsk.objects:os.object:b/bracket.ipt');
const fromBinary = (extra) => ({ resource: 'translationJob', operation: 'create', sourceFrom: 'binary', storageBucketKey: 'my-translations', outputFormats: { format: [{ type: 'obj' }] }, ...extra });
const modelProperties = (extra) => ({ resource: 'model', operation: 'getProperties', source: PART_URN, ...extra });
const thumbnail = (extra) => ({ resource: 'translationJob', operation: 'getThumbnail', source: PART_URN, ...extra });

/** Translation results: thumbnails, derivative downloads, model views and properties. */
const RESULT_ROWS = [
	{ field: 'Size', input: '300 (Get Thumbnail)', parameters: thumbnail({ size: computed(300) }) },
	{ field: 'Put Output File in Field', input: 'empty (Get Thumbnail)', parameters: thumbnail({ binaryPropertyName: ' ' }) },
	{ field: 'Output Types', input: 'none (Download Derivatives)', parameters: { resource: 'translationJob', operation: 'downloadDerivatives', source: PART_URN, outputTypes: computed([]) } },
	{ field: 'Output Types', input: 'svf2 (Download Derivatives)', parameters: { resource: 'translationJob', operation: 'downloadDerivatives', source: PART_URN, outputTypes: computed(['svf2']) } },
	{ field: 'Put Output File in Field', input: 'empty (Download Derivatives)', parameters: { resource: 'translationJob', operation: 'downloadDerivatives', source: PART_URN, outputTypes: ['obj'], binaryPropertyName: ' ' } },
	{ field: 'Storage Bucket Key', input: 'My Files (Create from Binary File)', parameters: fromBinary({ storageBucketKey: 'My Files' }), items: fileItems(Buffer.from('x'), 'part.ipt') },
	{ field: 'Input Binary Field', input: 'a file without extension (Create from Binary File)', parameters: fromBinary(), items: fileItems(Buffer.from('x'), 'part') },
	{ field: 'Object IDs', input: '4, x', parameters: modelProperties({ objects: 'chosen', objectIds: '4, x' }) },
	{ field: 'Object IDs', input: 'empty', parameters: modelProperties({ objects: 'chosen', objectIds: ' , ' }) },
	{ field: 'Time Limit (Seconds)', input: '0 (Get Properties)', parameters: modelProperties({ timeLimit: computed(0) }) },
	{ field: 'Root Object ID', input: '-1', parameters: { resource: 'model', operation: 'getObjectTree', source: PART_URN, objectId: computed(-1) } },
];


const folderCreate = (name) => ({ resource: 'folder', operation: 'create', projectId: locator(TOWER), folderId: locator(SEED.folders.towerShared), name });
const itemUpload = (extra) => ({ resource: 'item', operation: 'upload', projectId: locator(TOWER), folderId: locator(SEED.folders.towerShared), ...extra });
const itemDownload = (extra) => ({ resource: 'item', operation: 'download', projectId: locator(TOWER), itemId: locator(ITEM_ID), ...extra });
const binaryItem = (text, fileName) => ({ json: {}, binary: { data: { data: Buffer.from(text).toString('base64'), mimeType: 'application/pdf', ...(fileName ? { fileName } : {}) } } });
const itemVersions = (extra) => ({ resource: 'item', operation: 'getVersions', projectId: locator(TOWER), itemId: locator(ITEM_ID), limit: 5, ...extra });

const FILE_ROWS = [
	{ field: 'Name', input: 'empty (Folder > Create)', parameters: folderCreate(computed('')) },
	{ field: 'Name', input: 'spaces only (Folder > Create)', parameters: folderCreate('   ') },
	{ field: 'Name', input: 'Plans/2024 (Folder > Create)', parameters: folderCreate('Plans/2024') },
	{ field: 'Name', input: "Ada's: notes? (Folder > Create)", parameters: folderCreate("Ada's: notes?") },
	{ field: 'Name', input: 'a line break inside (Folder > Create)', parameters: folderCreate(computed('Plans\n2024')) },
	{ field: 'Name', input: '256 characters (Folder > Create)', parameters: folderCreate('x'.repeat(256)) },
	{ field: 'Max Depth', input: '0 (Include Subfolders)', parameters: contents({ includeSubfolders: true, maxDepth: computed(0) }) },
	{ field: 'Max Depth', input: '26 (Include Subfolders)', parameters: contents({ includeSubfolders: true, maxDepth: computed(26) }) },
	{ field: 'Input Binary Field', input: 'not in the item (Item > Upload)', parameters: itemUpload(), items: [{ json: {} }] },
	{ field: 'Input Binary Field', input: 'an empty file (Item > Upload)', parameters: itemUpload(), items: [binaryItem('', 'Empty.pdf')] },
	{ field: 'File Name', input: 'A/B.pdf (Item > Upload)', parameters: itemUpload({ options: { fileName: 'A/B.pdf' } }), items: [binaryItem('x', 'ok.pdf')] },
	{ field: 'File Name', input: 'none: a file without a name (Item > Upload)', parameters: itemUpload(), items: [binaryItem('x', undefined)] },
	{ field: 'If the File Exists', input: 'replace (Item > Upload)', parameters: itemUpload({ ifExists: computed('replace') }), items: [binaryItem('x', 'ok.pdf')] },
	{ field: 'Version Number', input: '0 (Item > Download)', parameters: itemDownload({ version: 'number', versionNumber: computed(0) }) },
	{ field: 'Filters › Version Number', input: '0 (Item > Get Versions)', parameters: itemVersions({ filters: { versionNumber: computed(0) } }) },
	{ field: 'Filters › Version Number', input: '1.5 (Item > Get Versions)', parameters: itemVersions({ filters: { versionNumber: computed(1.5) } }) },
];



const BAD_INPUTS = [...ID_ROWS, ...LIMIT_ROWS, ...ITEM_ROWS, ...SOURCE_ROWS, ...JOB_ROWS, ...WEBHOOK_ROWS, ...SCOPE_LIMIT_ROWS, ...PATH_SEGMENT_ROWS, ...BASE_URL_ROWS, ...SERVICE_ACCOUNT_ROWS, ...OSS_ROWS, ...RESULT_ROWS, ...FILE_ROWS];

module.exports = { BAD_INPUTS };
