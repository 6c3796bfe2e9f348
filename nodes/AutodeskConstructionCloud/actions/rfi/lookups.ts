import type { IDataObject } from 'n8n-workflow';

import type { OperationExecute } from '../../../framework/operation';
import { rfisApi } from '../../../services/rfis';
import { readRfiOptions, readRfiProject } from './fields';

/** An operation that reads a whole project list of the RFIs API (types, attributes): one item per record. */
export function projectList(path: string, operation: string): OperationExecute {
	return async function (itemIndex) {
		const project = readRfiProject(this, itemIndex);
		const options = readRfiOptions(this, itemIndex);
		const records = await rfisApi.collect(
			this,
			rfisApi.request(project, { method: 'GET', path, operation }, options),
		);
		return records.map((record) => ({ json: record }));
	};
}

/** An operation that reads one project record of the RFIs API (the caller, the workflow): one item. */
export function projectRecord(path: string, operation: string): OperationExecute {
	return async function (itemIndex) {
		const project = readRfiProject(this, itemIndex);
		const options = readRfiOptions(this, itemIndex);
		const record = await rfisApi.call<IDataObject>(
			this,
			project,
			{ method: 'GET', path, operation },
			options,
		);
		return [{ json: record }];
	};
}
