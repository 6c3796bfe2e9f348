import type { IHttpRequestOptions, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { credentialBaseUrl, scopeProblem, usesServiceAccount } from './credential';
import { refuseUnusableCredential } from './credentialChecks';
import { credentialData } from './credentialData';
import { REQUEST_TIMEOUT_MS } from './timeouts';
import type { ApsFunctions, ApsRequest } from './types';
import { resolveUrl, withQuery } from './url';

const contentTypes = { json: 'application/json', jsonapi: 'application/vnd.api+json' };

/**
 * Added to every request: no redirect is followed (n8n's request helper would follow one, and by
 * default send the Authorization header, and a PATCH body with a hook secret, to another origin).
 * A 3xx answer fails with redirectError instead.
 */
const NO_REDIRECTS = { disableFollowRedirect: true, maxRedirects: 0 } as const;

/** An x-user-id the HTTP header can carry: printable ASCII, no spaces. */
const USER_ID = /^[\x21-\x7e]+$/;

/** What to do about the credential's Scopes: for the problem found, and the credential in use. */
function scopesAdvice(commas: boolean, node: INode): string {
	const fix = commas
		? 'Separate the scopes with spaces, e.g. "data:read data:write".'
		: 'The service refuses a token request with more than 50 scopes or more than 2000 characters: keep only the scopes this workflow needs.';
	const then = usesServiceAccount(node)
		? ' The next request exchanges a new assertion with them (a token made from other Scopes is not used).'
		: ' Then reconnect the credential, so that its token is asked for with them.';
	return `Nothing was sent. ${fix}${then}`;
}

/**
 * What n8n is asked to send for a request to APS: the URL against the credential's Base URL, the
 * headers (x-user-id, the body's content type), the body as JSON text, no redirect followed. A
 * credential no request could use, and an x-user-id no header can carry, are refused first.
 */
export async function httpOptions(
	context: ApsFunctions,
	request: ApsRequest,
): Promise<IHttpRequestOptions> {
	const credentials = await credentialData(context);
	const scopes = scopeProblem(credentials.scope);
	if (scopes) {
		throw new NodeOperationError(context.getNode(), `Scopes (in the credential) ${scopes}`, {
			description: scopesAdvice(String(credentials.scope).includes(','), context.getNode()),
		});
	}
	refuseUnusableCredential(context.getNode(), request.operation, credentials);
	if (request.userId && !USER_ID.test(request.userId)) {
		throw new NodeOperationError(
			context.getNode(),
			`Act As User ID must be an Autodesk user ID without spaces, line breaks or non-ASCII characters; got ${JSON.stringify(request.userId)}`,
			{ description: 'Nothing was sent: the ID is sent as the x-user-id header.' },
		);
	}
	const baseUrl = credentialBaseUrl(credentials);
	const headers: Record<string, string> = {
		Accept: 'application/json, application/vnd.api+json',
		...request.headers,
	};
	if (request.userId) headers['x-user-id'] = request.userId;
	let body: string | undefined;
	if (request.body !== undefined) {
		headers['Content-Type'] = contentTypes[request.bodyType ?? 'json'];
		body = JSON.stringify(request.body);
	}
	return {
		method: request.method,
		url: withQuery(resolveUrl(baseUrl, request.url), request.query),
		headers,
		body,
		returnFullResponse: true,
		encoding: request.binary ? 'arraybuffer' : 'text',
		json: false,
		timeout: REQUEST_TIMEOUT_MS,
		...NO_REDIRECTS,
	};
}
