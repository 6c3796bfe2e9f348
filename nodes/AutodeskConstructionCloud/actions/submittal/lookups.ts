import type { IDataObject } from 'n8n-workflow';

import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { pickValues } from '../../../framework/tool';
import { submittalItemPath, submittalsApi } from '../../../services/submittals';
import { readItemTarget, readSubmittalOptions, readSubmittalProject } from './fields';

/** An operation that reads a whole project list of the Submittals API (specs, types...): one item per record. */
export function projectList(path: string, operation: string): OperationExecute {
	return async function (itemIndex) {
		const project = readSubmittalProject(this, itemIndex);
		const options = readSubmittalOptions(this, itemIndex);
		const records = await submittalsApi.collect(
			this,
			submittalsApi.request(project, { method: 'GET', path, operation }, options),
		);
		return records.map((record) => ({ json: record }));
	};
}

/** An operation that reads a whole list below one item (`suffix`: its attachments, its revisions). */
export function itemList(suffix: string, operation: string): OperationExecute {
	return async function (itemIndex) {
		const { project, itemId, options } = readItemTarget(this, itemIndex);
		const records = await submittalsApi.collect(
			this,
			submittalsApi.request(
				project,
				{ method: 'GET', path: submittalItemPath(itemId) + suffix, operation },
				options,
			),
		);
		return records.map((record) => ({ json: record }));
	};
}

/** What a model is given of a package. */
export const PACKAGE_KEYS = [
	'id',
	'identifier',
	'title',
	'description',
	'specIdentifier',
	'updatedAt',
];

/** The tool of a lookup whose records are kept with `keys`. */
export const lookupTool = (keys: string[], description: string): OperationTool => ({
	compact: (json: IDataObject) => pickValues(json, keys),
	description,
});
