'use strict';

const { NodeApiError } = require('n8n-workflow');
const { serviceMessage, apiError, transportError } = require('../../../nodes/shared/errors');

const node = { id: '1', name: 'APS', type: 'n8n-nodes-autodesk-aps.autodeskAps', typeVersion: 1, position: [0, 0], parameters: {} };

describe('serviceMessage reads every error shape APS uses', () => {
	test.each([
		['model derivative diagnostic', { diagnostic: 'Failed to trigger translation for this file.' }, 'Failed to trigger translation for this file.'],
		['model derivative diagnostics', { diagnostics: 'Invalid urn' }, 'Invalid urn'],
		['JSON:API errors[]', { errors: [{ title: 'Forbidden', detail: 'No access' }, { title: 'Other' }] }, 'No access; Other'],
		[
			'meta.warnings[]',
			{ meta: { warnings: [{ HttpStatusCode: '404', ErrorCode: 'BAD_INPUT', Title: 'Unable to get folder', Detail: 'The folder does not exist' }] } },
			'Unable to get folder: The folder does not exist',
		],
		['webhooks detail[]', { id: 'x', status: 409, code: 'CONFLICT_ERROR', detail: ['Hook already exists', 'callbackUrl'] }, 'Hook already exists; callbackUrl'],
		['OAuth', { error: 'invalid_grant', error_description: 'The code has expired' }, 'The code has expired'],
		['developerMessage', { developerMessage: 'The token is invalid', errorCode: 'AUTH-001' }, 'The token is invalid'],
		['plain text', 'Gateway Timeout', 'Gateway Timeout'],
	])('%s', (_, body, expected) => {
		expect(serviceMessage(body)).toBe(expected);
	});

	test('nothing useful: undefined', () => {
		expect(serviceMessage({})).toBeUndefined();
		expect(serviceMessage('')).toBeUndefined();
		expect(serviceMessage(undefined)).toBeUndefined();
	});
});

describe('apiError', () => {
	test('carries the service message, the status and the advice for it', () => {
		const error = apiError(node, {
			statusCode: 409,
			body: { diagnostic: 'A job for this design is in progress' },
			method: 'POST',
			operation: 'Create translation job',
			retries: 0,
		});
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.message).toBe('Create translation job failed: A job for this design is in progress');
		expect(error.httpCode).toBe('409');
		expect(error.description).toMatch(/still in progress/);
	});

	test('a POST that failed with a 5xx says it was not repeated', () => {
		const error = apiError(node, { statusCode: 500, body: undefined, method: 'POST', operation: 'Create ref', retries: 0 });
		expect(error.message).toBe('Create ref failed: The service answered 500');
		expect(error.description).toMatch(/not repeated/);
	});

	test('says how many retries were made', () => {
		const error = apiError(node, { statusCode: 503, body: 'busy', method: 'GET', operation: 'Get many hubs', retries: 3 });
		expect(error.message).toBe('Get many hubs failed: busy (after 3 retries)');
	});

	test('401 advises reconnecting or adding a scope', () => {
		const error = apiError(node, { statusCode: 401, body: { developerMessage: 'Token expired' }, method: 'GET', operation: 'Get many hubs', retries: 0 });
		expect(error.description).toMatch(/Reconnect the credential/);
	});
});

describe('transportError', () => {
	test('names the operation and the cause', () => {
		const error = transportError(node, 'Get many hubs', 'the connection was dropped before an answer', 'GET', 3);
		expect(error.message).toBe('Get many hubs failed: the connection was dropped before an answer (after 3 retries)');
	});
});

describe('hasApiStatus', () => {
	const { hasApiStatus } = require('../../../nodes/shared/errors');
	const node = { id: '1', name: 'APS', type: 'autodeskAps', typeVersion: 1, position: [0, 0], parameters: {} };
	const answered = (status) => new NodeApiError(node, { message: 'x' }, { httpCode: String(status) });

	test('is true only for a NodeApiError with that status', () => {
		expect(hasApiStatus(answered(404), 404)).toBe(true);
		expect(hasApiStatus(answered(409), 404)).toBe(false);
		expect(hasApiStatus(answered(423), 423)).toBe(true);
		expect(hasApiStatus(new Error('404'), 404)).toBe(false);
		expect(hasApiStatus(undefined, 404)).toBe(false);
	});
});
