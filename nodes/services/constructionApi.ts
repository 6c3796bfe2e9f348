import type { IDataObject } from 'n8n-workflow';

import type { Page } from '../shared/paging/pager';
import { collect, pages } from '../shared/paging/pager';
import type { PagingStyle } from '../shared/paging/style';
import { hasApiStatus, settled } from '../shared/errors';
import type { ApsFunctions, ApsRequest } from '../shared/types';
import type { ConstructionAdvice, ConstructionCall, ConstructionCallOptions } from './construction';
import {
	collectConstructionList,
	constructionProjectId,
	constructionRequest,
	PROJECT_USERS_PAGE,
	projectUsersRequest,
	sendConstructionRequest,
} from './construction';

/** How a list of one ACC API is paged: its page size, and where offset paging puts its values. */
export interface ListPaging {
	maxPage: number;
	in?: 'query' | 'body';
}

/** Reads a record below the project as the caller; nothing when that is refused too. */
export type ReadAsCaller = (path: string, what: string) => Promise<IDataObject | undefined>;

/**
 * How a 403 on a change of one record is explained: the record (`path`, below the project) is read
 * as the caller; when it answers, `advise` words what this caller may do and who can make the
 * change (reading more with `read` where it needs to); when it is refused too, the caller is not a
 * member and the API's own advice stays.
 */
export interface RefusalAdvice {
	path: string;
	advise: (record: IDataObject, read: ReadAsCaller) => string | Promise<string>;
}

/** One ACC API as its client declares it; constructionApi gives it its calls. */
export interface ConstructionApiSpec {
	/** `/construction/<api>/<version>/projects/{project}`, the project's GUID encoded (apsPath). */
	projectRoot(project: string): string;
	/** What a 403 (and a 404) of this API means. */
	advice: ConstructionAdvice;
	/** What to do when a project ID is not one of a Construction Cloud project. */
	projectAdvice: string;
	/** How its lists are paged. */
	paging<T>(options: ListPaging): PagingStyle<T>;
	/** The page its lists are read with when a call names none. */
	maxPage: number;
}

/** The calls of one ACC API below a project, each answer read with the API's own advice. */
export interface ConstructionApi {
	/** The project as the API takes it (its GUID without `b.`), or an input-rule error. */
	projectId(projectId: string): string;
	request(project: string, call: ConstructionCall, options: ConstructionCallOptions): ApsRequest;
	send<T>(context: ApsFunctions, request: ApsRequest): Promise<T>;
	call<T>(
		context: ApsFunctions,
		project: string,
		call: ConstructionCall,
		options: ConstructionCallOptions,
	): Promise<T>;
	/** A change of one record (never sent twice); its 403 explained from the record (RefusalAdvice). */
	change<T>(
		context: ApsFunctions,
		project: string,
		call: ConstructionCall,
		options: ConstructionCallOptions,
		refusal: RefusalAdvice,
	): Promise<T>;
	/** Every record of a list, or the first `limit`, in pages no larger than the limit needs. */
	collect<T = IDataObject>(
		context: ApsFunctions,
		request: ApsRequest,
		options?: Partial<ListPaging> & { limit?: number },
	): Promise<T[]>;
	/**
	 * A list's pages one at a time, none asked for ahead: for a reader that stops where the records
	 * say (the polling trigger, reading newest first down to what it has seen).
	 */
	pages<T = IDataObject>(
		context: ApsFunctions,
		request: ApsRequest,
		options?: Partial<ListPaging>,
	): AsyncGenerator<Page<T>>;
	/** The project's users (Account Admin, account:read), a 403 explained in this API's terms. */
	projectUsers(
		context: ApsFunctions,
		project: string,
		userId: string | undefined,
	): Promise<IDataObject[]>;
}

export function constructionApi(spec: ConstructionApiSpec): ConstructionApi {
	const { advice } = spec;
	const send = async <T>(context: ApsFunctions, request: ApsRequest): Promise<T> =>
		await sendConstructionRequest<T>(context, request, advice);
	const request = (
		project: string,
		call: ConstructionCall,
		options: ConstructionCallOptions,
	): ApsRequest => constructionRequest(spec.projectRoot(project), call, options);
	const style = <T>(options: Partial<ListPaging>): PagingStyle<T> =>
		spec.paging<T>({ maxPage: options.maxPage ?? spec.maxPage, in: options.in });
	return {
		projectId: (projectId) => constructionProjectId(projectId, { then: spec.projectAdvice }),
		request,
		send,
		call: async (context, project, call, options) =>
			await send(context, request(project, call, options)),
		change: async <T>(
			context: ApsFunctions,
			project: string,
			call: ConstructionCall,
			options: ConstructionCallOptions,
			refusal: RefusalAdvice,
		) => {
			const sent = await settled(send<T>(context, request(project, call, options)));
			if (sent.ok) return sent.value;
			if (hasApiStatus(sent.error, 403)) {
				const read: ReadAsCaller = async (path, what) => {
					const operation = `${call.operation}: ${what}`;
					const record = await settled(
						send<IDataObject>(
							context,
							request(project, { method: 'GET', path, operation }, options),
						),
					);
					return record.ok ? record.value : undefined;
				};
				const record = await read(refusal.path, 'read what the caller may do');
				if (record) sent.error.description = await refusal.advise(record, read);
			}
			throw sent.error;
		},
		collect: async <T>(
			context: ApsFunctions,
			list: ApsRequest,
			{ limit, ...paging }: Partial<ListPaging> & { limit?: number } = {},
		) =>
			await collect<T>(context, style<T>(paging), list, {
				limit,
				send: async (page) => await send(context, page),
			}),
		pages: <T>(context: ApsFunctions, list: ApsRequest, paging: Partial<ListPaging> = {}) =>
			pages<T>(context, style<T>(paging), list, {
				ahead: 0,
				send: async (page) => await send(context, page),
			}),
		projectUsers: async (context, project, userId) =>
			await collectConstructionList(
				context,
				projectUsersRequest(project, userId),
				{ api: advice.api, member: advice.member },
				{ maxPage: PROJECT_USERS_PAGE },
			),
	};
}
