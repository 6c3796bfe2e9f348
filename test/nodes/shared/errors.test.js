'use strict';

const { NodeApiError } = require('n8n-workflow');
const { serviceMessage, apiError, cutTransferError, transportError } = require('../../../nodes/shared/errors');

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

describe('a signed address\'s refusal', () => {
	const refused = (parameters, signed) => apiError({ ...node, parameters }, { statusCode: 403, body: { message: 'AccessDenied: Request has expired' }, method: 'GET', operation: 'Download file', retries: 0, signed });

	test('is about the URL or the cookies, with or without a Service Account: never the app, the account or a project membership', () => {
		for (const parameters of [{}, { authentication: 'serviceAccount' }]) {
			const url = refused(parameters, { by: 'url', renewed: false });
			expect(url.message).toBe('Download file failed: the signed URL was refused (AccessDenied: Request has expired)');
			expect(url.httpCode).toBe('403');
			expect(url.description).toMatch(/This is not a permission of the app or the account\. Run the node again: it asks for new signed URLs\./);
			const cookies = refused(parameters, { by: 'cookies', renewed: true });
			expect(cookies.message).toBe("Download file failed: the download's signed cookies were refused (AccessDenied: Request has expired), and so were fresh ones asked for once");
			expect(cookies.description).toMatch(/Run the node again: it fetches new cookies\./);
			for (const error of [url, cookies]) expect(error.description).not.toMatch(/integrations|admin|adskserviceaccount|member of this project|Do not retry/);
		}
	});

	test('without the signed mark a 403 keeps the account advice', () => {
		expect(refused({}, undefined).description).toMatch(/integrations/);
	});
});

describe('cutTransferError', () => {
	test('names the file, the bytes moved of the total (with the share) and what to do; without a total, the bytes', () => {
		const download = cutTransferError(node, 'Download object', 'the connection was lost midway', { direction: 'download', fileName: 'model.rvt', doneBytes: 40 * 1024 * 1024, totalBytes: 100 * 1024 * 1024 }, 1);
		expect(download.message).toBe('Download object failed: the download of "model.rvt" was cut off after 40.0 MiB of 100.0 MiB (40%) received: the connection was lost midway (after 1 retry)');
		expect(download.description).toMatch(/^Nothing was kept: the file is not in the output\. Run the node again: the download starts over\./);
		const upload = cutTransferError(node, 'Upload file: upload part 1', 'no answer within 60 s (timed out)', { direction: 'upload', fileName: 'a.txt', doneBytes: 512 }, 3);
		expect(upload.message).toBe('Upload file: upload part 1 failed: the upload of "a.txt" was cut off after 512 bytes sent: no answer within 60 s (timed out) (after 3 retries)');
		expect(upload.description).toMatch(/^Nothing was kept: the upload was not completed, so no object or version was made/);
		const almost = cutTransferError(node, 'Download object', 'the connection was lost midway', { direction: 'download', fileName: 'a.bin', doneBytes: 999, totalBytes: 1000 }, 0);
		expect(almost.message).toBe('Download object failed: the download of "a.bin" was cut off after 999 bytes of 1000 bytes (99%) received: the connection was lost midway');
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
