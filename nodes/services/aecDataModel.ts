import type { IDataObject, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { usesServiceAccount } from '../shared/credential';
import { credentialData } from '../shared/credentialData';
import { hasApiStatus, settled } from '../shared/errors';
import { InputRuleError } from '../shared/inputRules';
import type { CursorConnection } from '../shared/paging/cursor';
import { cursorPaging } from '../shared/paging/cursor';
import { collect } from '../shared/paging/pager';
import { apsRequest } from '../shared/transport';
import type { ApsFunctions, ApsRequest, StatusAdvice } from '../shared/types';
import type { Pacing } from './aecPacing';
import { DEFAULT_PACING, paced } from './aecPacing';
import { pageForBudget, queryPoints } from './aecPoints';
import type { PathMiss } from './aecQueryPaging';
import { cursorVariablePaging } from './aecQueryPaging';

/**
 * The AEC Data Model API (its developer guide and reference): one GraphQL endpoint, sent a JSON
 * POST of `{ query, variables }`, for three-legged tokens only (a user's sign-in or the Service
 * Account), in the data center its `Region` header names; lists by `pagination { cursor }` (the
 * pager's cursor style); each query costs points (at most 1000 a query, 6000 a minute for the
 * app): pages are sized from their points (aecPoints.ts) and queries paced to the minute's budget
 * (aecPacing.ts); a 429 that still comes is waited out by the transport's retry, per Retry-After.
 */

export const AEC_GRAPHQL = '/aec/graphql';

/** The data centers the reference names for the `Region` header (US when none is sent). */
export const AEC_REGIONS = ['US', 'EMEA', 'AUS'] as const;

/** The page a list search asks for (a list of names, some 100 points). */
export const AEC_PAGE = 100;

/**
 * The largest page a Get Many asks for, whatever its points would allow (the guide names no
 * largest page: our choice, docs/service-decisions.md).
 */
export const AEC_MAX_PAGE = 500;

/** The `Region` header: the data center named (none: the service's default, US). */
export function aecRegionHeaders(region: string | undefined): Record<string, string> {
	return region ? { Region: region } : {};
}

const TWO_LEGGED =
	"The AEC Data Model API takes three-legged tokens only: use an Autodesk Platform Services OAuth2 API credential with Grant Type Authorization Code (a user signs in), or the Service Account credential, in the node's Credential field.";

/** Refuses a two-legged credential (Client Credentials) before anything is sent. */
export async function requireThreeLegged(context: ApsFunctions): Promise<void> {
	if (usesServiceAccount(context.getNode())) return;
	if ((await credentialData(context)).grantType !== 'clientCredentials') return;
	throw InputRuleError.worded(
		'Credential',
		'The AEC Data Model API does not take a Client Credentials (two-legged) token',
		{ then: TWO_LEGGED },
	);
}

const ADVICE: StatusAdvice = {
	403: {
		add: 'The AEC Data Model answers the models of hubs whose account has it activated, to a member of the project (a user or the Service Account added by its email).',
	},
};

/** A GraphQL request: its query, variables, the Region and the name its messages give it. */
export interface GraphqlCall {
	query: string;
	variables?: IDataObject;
	operation: string;
	region?: string;
	/** The points budget to pace to (the guide's 6000 a minute when not given). */
	pacing?: Pacing;
}

const requestOf = (call: GraphqlCall): ApsRequest => ({
	method: 'POST',
	url: AEC_GRAPHQL,
	operation: call.operation,
	body: { query: call.query, variables: call.variables ?? {} },
	headers: aecRegionHeaders(call.region),
	advice: ADVICE,
});

interface GraphqlAnswer {
	data?: IDataObject | null;
	errors?: Array<{ message?: string; extensions?: IDataObject; path?: unknown[] }>;
}

/** A request's points: its query with its variables. */
function pointsOf(request: ApsRequest): number {
	const body = request.body as { query: string; variables: IDataObject };
	return queryPoints(body.query, body.variables);
}

/** The service's words of a GraphQL answer's errors. */
const errorWords = (errors: NonNullable<GraphqlAnswer['errors']>) =>
	errors
		.map((error) => error.message)
		.filter(Boolean)
		.join('; ');

/**
 * Sends one request and answers its body; a GraphQL error (answered with 200) becomes a
 * NodeApiError with the service's message.
 */
async function sendGraphql(
	context: ApsFunctions,
	request: ApsRequest,
	pacing: Pacing = DEFAULT_PACING,
): Promise<GraphqlAnswer> {
	await requireThreeLegged(context);
	const sent = await paced(
		context,
		pointsOf(request),
		pacing,
		async () => await settled(apsRequest<GraphqlAnswer>(context, request)),
	);
	if (!sent.ok) {
		if (hasApiStatus(sent.error, 403) && !usesServiceAccount(context.getNode())) {
			sent.error.description = `${sent.error.description ?? ''} ${TWO_LEGGED}`.trim();
		}
		throw sent.error;
	}
	const body = sent.value.body;
	if (body?.errors?.length) {
		const words = errorWords(body.errors) || 'The query was refused';
		const codes = body.errors.map((error) => error.extensions?.code).filter(Boolean);
		throw new NodeApiError(context.getNode(), body as unknown as JsonObject, {
			message: `${request.operation} failed: ${words}`,
			description: codes.includes('QUERY_TOO_COMPLEX')
				? 'The query asks for more than the 1000 points one query may cost: ask for fewer fields or a smaller page (pagination limit).'
				: 'The AEC Data Model refused the query: check the IDs, the filter and the fields against its reference (the GraphQL schema answers introspection).',
		});
	}
	return body ?? {};
}

/** The `data` of one query. */
export async function aecQuery(context: ApsFunctions, call: GraphqlCall): Promise<IDataObject> {
	return (await sendGraphql(context, requestOf(call), call.pacing)).data ?? {};
}

/**
 * Every record of a paged field (`$pagination` in the query), or the first `limit`, page by page
 * by cursor, in the largest pages whose points stay under the per-query limit and the budget.
 */
export async function collectAecList<T = IDataObject>(
	context: ApsFunctions,
	call: GraphqlCall,
	connection: (data: IDataObject) => CursorConnection<T> | undefined,
	limit?: number,
	maxPage = AEC_MAX_PAGE,
): Promise<T[]> {
	const pacing = call.pacing ?? DEFAULT_PACING;
	const page = pageForBudget(call.query, pacing.pointsPerMinute, maxPage);
	return await collect<T>(
		context,
		cursorPaging<T>({ maxPage: page, connection }),
		requestOf(call),
		{
			limit,
			send: async (request) => await sendGraphql(context, request, pacing),
		},
	);
}

/**
 * Every record of the paged field at `path` of a query of the user's own, or the first `limit`,
 * the query passing `$cursor` to the field's pagination (aecQueryPaging.ts); each page paced.
 */
export async function collectAecQuery(
	context: ApsFunctions,
	call: GraphqlCall,
	path: string,
	miss: PathMiss,
	limit?: number,
): Promise<IDataObject[]> {
	const pacing = call.pacing ?? DEFAULT_PACING;
	return await collect<IDataObject>(context, cursorVariablePaging(path, miss), requestOf(call), {
		limit,
		send: async (request) => await sendGraphql(context, request, pacing),
	});
}
