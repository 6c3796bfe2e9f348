import type { IDataObject, IHttpRequestMethods } from 'n8n-workflow';

import type { ApsFunctions, ApsRequest } from '../../shared/types';
import { apsPath } from '../../shared/url';
import type { Page } from '../../shared/paging/pager';
import {
	collectConstructionList,
	constructionPages,
	constructionProjectId,
	sendConstructionRequest,
} from '../construction';

/**
 * The ACC Issues API (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml):
 * its calls below one project, its project id, its 403 advice and its settings lists' page size.
 */

/** A call of the Issues API below one project (its ID without `b.`). */
export interface IssueCall {
	method: IHttpRequestMethods;
	/** The path below `/construction/issues/v1/projects/{projectId}`, its values encoded (apsPath). */
	path: string;
	operation: string;
	query?: IDataObject;
	body?: IDataObject;
}

/** Act As User ID and the region header, as every call of an operation sends them. */
export interface IssueCallOptions {
	userId?: string;
	headers: Record<string, string>;
}

/** The paths of the project settings lists (issue types, root causes, custom attributes). */
export const ISSUE_TYPES = '/issue-types';
export const ROOT_CAUSE_CATEGORIES = '/issue-root-cause-categories';
export const ATTRIBUTE_DEFINITIONS = '/issue-attribute-definitions';

/**
 * The page size the project settings lists are read with: attribute definitions take 1-200, the
 * file gives no bound for issue types and root causes, so they are read 100 at a time.
 */
export const SETTINGS_PAGE = 100;

/** GET issues' largest page (1-100). */
export const ISSUES_PAGE = 100;

/** The project as the Issues API takes it: only Construction Cloud projects have issues. */
export function issueProjectId(projectId: string): string {
	return constructionProjectId(projectId, {
		then: 'Issues belong to Autodesk Construction Cloud projects: choose the project from the list, or paste its ID or URL.',
	});
}

export function issueRequest(
	project: string,
	call: IssueCall,
	{ userId, headers }: IssueCallOptions,
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

const ISSUES_ADVICE = {
	api: 'Issues',
	member:
		"The caller must be a member of the project with issue permissions: a project admin adds the user (a service account by its email, <name>@<client id>.adskserviceaccount.autodesk.com) under the project's members. View lets them read issues; Create also lets them open issues and comment. Issue > Get My Permissions shows what the caller may do.",
};

/**
 * Sends a request of the Issues API; a 403 gets advice for this API: a two-legged token without
 * Act As User ID is refused (the caller must be a user), any other caller must be a project member
 * with the issue permissions the operation needs.
 */
export async function sendIssueRequest<T>(context: ApsFunctions, request: ApsRequest): Promise<T> {
	return await sendConstructionRequest<T>(context, request, ISSUES_ADVICE);
}

/** A request of the Issues API below one project. */
export async function issueCall<T>(
	context: ApsFunctions,
	project: string,
	call: IssueCall,
	options: IssueCallOptions,
): Promise<T> {
	return await sendIssueRequest<T>(context, issueRequest(project, call, options));
}

/**
 * Every record of an Issues API list, or the first `limit`, in pages no larger than the limit
 * needs (at most `maxPage`), each sent with this API's advice.
 */
export async function collectIssueList<T = IDataObject>(
	context: ApsFunctions,
	request: ApsRequest,
	options: { maxPage: number; limit?: number },
): Promise<T[]> {
	return await collectConstructionList<T>(context, request, ISSUES_ADVICE, options);
}

/** The pages of an Issues API list one at a time, none asked for ahead, each sent with this API's advice. */
export function issuePages<T = IDataObject>(
	context: ApsFunctions,
	request: ApsRequest,
	options: { maxPage: number },
): AsyncGenerator<Page<T>> {
	return constructionPages<T>(context, request, ISSUES_ADVICE, options);
}
