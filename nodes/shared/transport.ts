import { sendUntilFinal } from './attempts';
import { credentialBaseUrl } from './credential';
import { credentialData, sendSigned } from './credentialData';
import { credentialError, credentialProblem } from './credentialErrors';
import type { RawResponse } from './outcomes';
import { answered, failed } from './outcomes';
import { httpOptions } from './requestOptions';
import { serviceAccountTokenError } from './serviceAccount/tokenError';
import type { ApsFunctions, ApsRequest, ApsResponse, Outcome } from './types';

/**
 * The one way this package talks to APS: base URL from the credential, signed with the credential
 * the node's Authentication names (credentialData.ts: OAuth2 through n8n, which refreshes expired
 * tokens; a Service Account through serviceAccount/send.ts), retries by the rules in retry.ts
 * (attempts.ts), and errors as NodeApiError. A Service Account token that could not be had this
 * time (its endpoint busy or unreachable) is an outcome the retry rules repeat; a refused one is
 * the credential's error. Signed S3/CDN addresses, which must carry no token, go through
 * signedUrl.ts.
 */
export async function apsRequest<T = unknown>(
	context: ApsFunctions,
	request: ApsRequest,
): Promise<ApsResponse<T>> {
	const options = await httpOptions(context, request);
	const { grantType } = await credentialData(context);
	const send = async (): Promise<Outcome> => {
		try {
			const response = (await sendSigned(context, {
				...options,
				headers: { ...options.headers },
			})) as RawResponse;
			return answered(response.statusCode, response.headers, response.body, request.binary);
		} catch (error) {
			const tokenError = serviceAccountTokenError(error);
			if (tokenError && !tokenError.lasting) {
				return {
					kind: 'noToken',
					cause: tokenError.problem,
					description: tokenError.description,
					tooMany: tokenError.tooMany,
				};
			}
			const problem = credentialProblem(error, grantType);
			if (problem) throw credentialError(context.getNode(), request.operation, problem);
			return failed(error);
		}
	};
	const { statusCode, headers, body } = await sendUntilFinal(context, request, send);
	return { statusCode, headers, body: body as T };
}

/** The credential's base URL, without a trailing slash. */
export async function apsBaseUrl(context: ApsFunctions): Promise<string> {
	return credentialBaseUrl(await credentialData(context));
}
