import type { IDataObject, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { baseUrlProblem, credentialBaseUrl, usesServiceAccount } from './credential';
import { credentialError } from './credentialErrors';

function hasAccessToken(credentials: IDataObject): boolean {
	const token = credentials.oauthTokenData as IDataObject | undefined;
	return typeof token?.access_token === 'string' && token.access_token !== '';
}

/** A Base URL as messages show it: without a user name or password it may hold. */
function shownBaseUrl(baseUrl: string): string {
	try {
		const url = new URL(baseUrl);
		url.username = '';
		url.password = '';
		return url.href.replace(/\/+$/, '');
	} catch {
		return baseUrl;
	}
}

/**
 * Refuses, before anything is sent, a credential no request could use safely: a three-legged one
 * never connected, or a Base URL that is not https (http only for this machine).
 */
export function refuseUnusableCredential(
	node: INode,
	operation: string,
	credentials: IDataObject,
): void {
	const oauthUserGrant = !usesServiceAccount(node) && credentials.grantType !== 'clientCredentials';
	if (oauthUserGrant && !hasAccessToken(credentials)) {
		// n8n's own words for an Authorization Code credential; for PKCE it fails without a reason.
		throw credentialError(node, operation, {
			problem: 'notConnected',
			reason: 'OAuth credentials not connected',
		});
	}
	const baseUrl = credentialBaseUrl(credentials);
	const rule = baseUrlProblem(baseUrl);
	if (rule) {
		throw new NodeOperationError(
			node,
			`Base URL (in the credential) ${rule}; got ${JSON.stringify(shownBaseUrl(baseUrl))}`,
			{
				description:
					'Nothing was sent: the access token, and secrets in request bodies, would cross the network unencrypted. Use https, or the default https://developer.api.autodesk.com.',
			},
		);
	}
}
