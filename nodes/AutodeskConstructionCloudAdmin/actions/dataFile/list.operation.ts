import type { INodeProperties } from 'n8n-workflow';

import { listExtractFiles } from '../../../services/dataConnector';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, readAccount } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import { jobIdProperty, readJobId } from '../extractionFields';

const properties: INodeProperties[] = [accountProperty, jobIdProperty];

export const description = forOperation('dataFile', 'list', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const accountId = readAccount(this, itemIndex);
	const jobId = readJobId(this, itemIndex);
	const files = await listExtractFiles(this, accountId, jobId);
	return files.map((file) => ({ json: { jobId, ...file } }));
};

export const tool: OperationTool = {
	description: `List the files of a Data Connector job's extract: a CSV file for each table, a README that describes them, and the ZIP of them all. ${ADMIN_ACCOUNT}; Job ID: a job that completed with success (Data Extraction Job > Get Many). Returns each file's jobId, name, size, createdAt. Next: Extracted Data > Download with a name.`,
};
