import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { serviceAccountTokenError } from './serviceAccount/tokenError';

/** Why n8n could not sign a request with the credential: each needs the user, not a retry. */
export type CredentialProblem = 'notConnected' | 'reconnect' | 'clientRefused' | 'serviceAccount';

interface ErrorLink {
	message?: unknown;
	code?: unknown;
	body?: unknown;
	cause?: unknown;
	failure?: { cause?: unknown };
}

/** The error and its causes, outermost first (n8n wraps what its OAuth client throws). */
function links(error: unknown): ErrorLink[] {
	const found: ErrorLink[] = [];
	for (
		let current = error, depth = 0;
		current && typeof current === 'object' && depth < 6;
		depth++
	) {
		found.push(current as ErrorLink);
		current = (current as ErrorLink).cause;
	}
	return found;
}

/** The token endpoint's own words (`error_description`, else `error`), when n8n kept them. */
function serviceReason(chain: ErrorLink[]): string | undefined {
	for (const link of chain) {
		const body = link.body as { error?: unknown; error_description?: unknown } | undefined;
		if (body && typeof body === 'object') {
			const text = body.error_description ?? body.error;
			if (typeof text === 'string' && text) return text;
		}
	}
	return undefined;
}

/** n8n's messages (2.x) for a credential it could not use, by what the user must do. */
const NOT_CONNECTED = /OAuth credentials not connected|Unable to sign without access token/i;
const RECONNECT = /needs to be reconnected|no refresh token is available/i;
const TOKEN_REFUSED = /^Failed to acquire OAuth2 access token/i;

/**
 * Whether an error n8n threw while signing a request is a credential problem, and which: a
 * three-legged credential never connected, one whose refresh token no longer works, or a token
 * request the service refused (client id, secret or scopes). Undefined for anything else.
 */
export function credentialProblem(
	error: unknown,
	grantType: unknown,
): { problem: CredentialProblem; reason: string; description?: string } | undefined {
	const tokenError = serviceAccountTokenError(error);
	if (tokenError) {
		return {
			problem: 'serviceAccount',
			reason: tokenError.problem,
			description: tokenError.description,
		};
	}
	const chain = links(error);
	const own = serviceReason(chain);
	for (const link of chain) {
		const message = typeof link.message === 'string' ? link.message : '';
		const reason = own && !message.includes(own) ? `${message} (${own})` : message;
		if (NOT_CONNECTED.test(message)) return { problem: 'notConnected', reason };
		if (link.failure?.cause === 'credential-invalid' || RECONNECT.test(message)) {
			return { problem: 'reconnect', reason };
		}
		if (TOKEN_REFUSED.test(message)) return { problem: 'clientRefused', reason };
		if (link.code === 'EAUTH') {
			const oauthError = (link.body as { error?: unknown } | undefined)?.error;
			const userGrant = grantType !== 'clientCredentials';
			return {
				problem: userGrant && oauthError === 'invalid_grant' ? 'reconnect' : 'clientRefused',
				reason,
			};
		}
	}
	return undefined;
}

/** The Service Account's own errors bring their description (what to do for the field they name). */
const WHAT_TO_DO: Record<CredentialProblem, { cause: string; description?: string }> = {
	notConnected: {
		cause: 'the credential is not connected',
		description:
			'Open the credential and click "Connect my account" to sign in with Autodesk, then run the workflow again. Nothing was sent to the service.',
	},
	reconnect: {
		cause: 'the credential must be reconnected',
		description:
			'Its refresh token no longer works: it was revoked, expired (15 days unused), or the user\'s password or the app\'s access changed. Open the credential and click "Reconnect" to sign in again.',
	},
	clientRefused: {
		cause: "the service refused the credential's token request",
		description:
			"Check the credential's Client ID and Client Secret (the app's page in the APS developer portal) and its Scopes: each must be one the app may request. The request was not repeated.",
	},
	serviceAccount: { cause: 'the service account credential could not get a token' },
};

/** The error to show for a credential problem: what happened, n8n's reason, and what to do. */
export function credentialError(
	node: INode,
	operation: string,
	found: { problem: CredentialProblem; reason: string; description?: string },
): NodeOperationError {
	const { cause, description } = WHAT_TO_DO[found.problem];
	return new NodeOperationError(node, `${operation} failed: ${cause}: ${found.reason}`, {
		description: found.description ?? description,
	});
}
