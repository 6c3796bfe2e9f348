import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { OperationExecute } from '../../../framework/operation';
import { readIssueOptions, readIssueProject } from './fields';
import { issuesApi, SETTINGS_PAGE } from '../../../services/issues/request';

/**
 * An operation that reads a whole project settings list (issue types, root cause categories,
 * custom attribute definitions) page by page, one output item per record; `query` gives its
 * own parameters for an item.
 */
export function settingsList(
	path: string,
	operation: string,
	query: (context: IExecuteFunctions, itemIndex: number) => IDataObject,
): OperationExecute {
	return async function (itemIndex) {
		const project = readIssueProject(this, itemIndex);
		const options = readIssueOptions(this, itemIndex);
		const records = await issuesApi.collect(
			this,
			issuesApi.request(
				project,
				{ method: 'GET', path, operation, query: query(this, itemIndex) },
				options,
			),
			{ maxPage: SETTINGS_PAGE },
		);
		return records.map((record) => ({ json: record }));
	};
}
