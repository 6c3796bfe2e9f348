import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { simplifyResource } from '../../../shared/jsonapi';
import { forOperation, optionsCollection, readDataOptions } from '../../../framework/fields/common';
import { defer } from '../../../framework/deferred';
import { requireDocsProject } from '../../../services/dataManagement';
import { fileFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import { checkedTimeLimit, completionTimeLimitProperty } from '../../../framework/fields/timeLimit';
import type { ModelRef } from './publishing';
import { fetchModel, publishCommand, publishStatus, requireCloudModel } from './publishing';
import { PUBLISH_WAIT_ADVICE, waitForPublish } from './publishWait';
import type { OperationTool } from '../../../framework/tool';
import { ITEM_ID, PROJECT_ID } from '../../../framework/toolText';

const properties: INodeProperties[] = [
	...fileFields({
		description:
			'The cloud-workshared Revit model (cloud worksharing, Collaboration for Revit) to publish: its latest synchronized state becomes a new version that others can view',
	}),
	{
		displayName: 'Wait for Completion',
		name: 'waitForCompletion',
		type: 'boolean',
		default: false,
		description:
			'Whether to wait until the publish job has finished and return the new version. A failed job is an error.',
	},
	completionTimeLimitProperty('The job'),
	optionsCollection(),
];

export const description = forOperation('item', 'publish', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, itemId] = readLocators(this, itemIndex, 'project', 'item');
	requireDocsProject(projectId, 'Publishing a cloud model');
	const { userId } = readDataOptions(this, itemIndex);
	const wait = this.getNodeParameter('waitForCompletion', itemIndex, false) as boolean;
	const timeLimitSeconds = wait
		? checkedTimeLimit(this.getNodeParameter('timeLimit', itemIndex, 300), PUBLISH_WAIT_ADVICE)
		: 0;
	const model: ModelRef = { projectId, itemId, userId, itemIndex };

	const before = await fetchModel(this, model);
	requireCloudModel(this, model, before);
	const job = await publishCommand(this, model, 'publish');
	const sentAt = Date.now();
	const json: IDataObject = {
		...publishStatus(itemId, job),
		needsPublishing: false,
		name: before.item.attributes?.displayName,
		publishedFromVersionId: before.tip?.id,
	};
	if (!wait) return [{ json }];
	// The waits of all items run side by side once every item's publish has been sent.
	return defer(async (limit) => {
		const done = await waitForPublish(this, model, { timeLimitSeconds, sentAt, limit });
		const after = await limit(() => fetchModel(this, model));
		return [
			{
				json: {
					...json,
					...publishStatus(itemId, done),
					needsPublishing: false,
					version: after.tip ? simplifyResource(after.tip) : null,
				},
			},
		];
	});
};

export const tool: OperationTool = {
	description: `Publish the latest synchronized state of a cloud-workshared Revit model (Collaboration for Revit) as a new version. ${PROJECT_ID}; ${ITEM_ID}: the model; Wait for Completion: whether to wait up to Time Limit (Seconds) for the job. Returns id, name, status (committed while it runs, then complete), jobId, publishedFromVersionId. Next: Item > Get Publish Status with the same item to follow it.`,
};
