import type { IDataObject, IExecuteFunctions, IHttpRequestMethods } from 'n8n-workflow';

import { usesServiceAccount } from '../../../shared/credential';
import { credentialData } from '../../../shared/credentialData';
import { hasApiStatus, settled } from '../../../shared/errors';
import { offsetPaging } from '../../../shared/paging/offset';
import { collect } from '../../../shared/paging/pager';
import { apsRequest } from '../../../shared/transport';
import type { ApsFunctions, ApsRequest } from '../../../shared/types';
import { apsPath } from '../../../shared/url';
import type { IssueCallOptions } from './fields';

/** A call of the Issues API below one project (its ID without `b.`). */
export interface IssueCall {
	method: IHttpRequestMethods;
	/** The path below `/construction/issues/v1/projects/{projectId}`, its values encoded (apsPath). */
	path: string;
	operation: string;
	query?: IDataObject;
	body?: IDataObject;
}

export function issueRequest(
	project: string,
	call: IssueCall,
	{ userId, headers }: Pick<IssueCallOptions, 'userId' | 'headers'>,
): ApsRequest {
	return {
		method: call.method,
		url: apsPath`/construction/issues/v1/projects/${project}` + call.path,
		operation: call.operation,
		query: call.query,
		body: call.body,
		headers,
		userId,
	};
}

const TWO_LEGGED_ADVICE =
	'The Issues API acts for a user: a two-legged (Client Credentials) token is refused unless Act As User ID names a member of the project. Use an Authorization Code credential (three-legged) or the Service Account credential, or set Act As User ID.';

const MEMBER_ADVICE =
	"The caller must be a member of the project with issue permissions: a project admin adds the user (a service account by its email, <name>@<client id>.adskserviceaccount.autodesk.com) under the project's members. View lets them read issues; Create also lets them open issues and comment. Issue > Get My Permissions shows what the caller may do.";

/**
 * Sends a request of the Issues API; a 403 gets advice for this API: a two-legged token without
 * Act As User ID is refused (the caller must be a user), any other caller must be a project member
 * with the issue permissions the operation needs.
 */
export async function sendIssueRequest<T>(context: ApsFunctions, request: ApsRequest): Promise<T> {
	const sent = await settled(apsRequest<T>(context, request));
	if (sent.ok) return sent.value.body;
	const { error } = sent;
	if (hasApiStatus(error, 403)) {
		const twoLegged =
			!usesServiceAccount(context.getNode()) &&
			(await credentialData(context)).grantType === 'clientCredentials' &&
			!request.userId;
		error.description = twoLegged ? TWO_LEGGED_ADVICE : MEMBER_ADVICE;
	}
	throw error;
}

/** A request of the Issues API below one project, sent from an operation. */
export async function issueCall<T>(
	context: IExecuteFunctions,
	project: string,
	call: IssueCall,
	options: Pick<IssueCallOptions, 'userId' | 'headers'>,
): Promise<T> {
	return await sendIssueRequest<T>(context, issueRequest(project, call, options));
}

/**
 * Every record of an Issues API list (limit and offset, `pagination.totalResults`), or the first
 * `limit`, in pages no larger than the limit needs (at most `maxPage`), each sent with this API's
 * advice.
 */
export async function collectIssueList<T = IDataObject>(
	context: ApsFunctions,
	request: ApsRequest,
	{ maxPage, limit }: { maxPage: number; limit?: number },
): Promise<T[]> {
	return await collect<T>(context, offsetPaging<T>({ maxPage }), request, {
		limit,
		send: async (page) => await sendIssueRequest(context, page),
	});
}
