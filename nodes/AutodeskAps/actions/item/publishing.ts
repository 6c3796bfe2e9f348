import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { hasApiStatus, settled } from '../../../shared/errors';
import type { JsonApiResource } from '../../../shared/jsonapi';
import { jsonApiDocument } from '../../../shared/jsonapi';
import { apsRequest } from '../../../shared/transport';
import type { ItemDocument } from './get.operation';
import { dataManagementPaths } from '../../../services/dataManagement';

/**
 * Publishing a cloud-workshared Revit model (C4R): the PublishModel and GetPublishModelJob
 * commands (PublishModelPayload, PublishModelJobPayload in autodesk-platform-services/
 * aps-sdk-openapi, datamanagement/datamanagement.yaml). Only items of type
 * items:autodesk.bim360:C4RModel, whose versions are versions:autodesk.bim360:C4RModel, publish.
 */

export const CLOUD_MODEL_VERSION = 'versions:autodesk.bim360:C4RModel';
const CLOUD_MODEL_ITEM = 'items:autodesk.bim360:C4RModel';

export interface ModelRef {
	projectId: string;
	itemId: string;
	userId?: string;
	itemIndex: number;
}

const NOT_CLOUD_MODEL_ADVICE =
	'Only Revit models shared in the cloud (cloud worksharing, Collaboration for Revit) can be published. An uploaded .rvt file is a plain file: translate it with Translation Job > Create instead.';

function sendCommand<T>(
	context: IExecuteFunctions,
	model: ModelRef,
	type: string,
	operation: string,
) {
	return apsRequest<{ data: T | null }>(context, {
		method: 'POST',
		url: dataManagementPaths.commands(model.projectId),
		operation,
		body: jsonApiDocument({
			type: 'commands',
			attributes: { extension: { type, version: '1.0.0' } },
			relationships: { resources: { data: [{ type: 'items', id: model.itemId }] } },
		}),
		bodyType: 'jsonapi',
		userId: model.userId,
	});
}

/** A command's refusal of an item that is not a cloud model (400) gets the advice of what to do. */
async function withModelAdvice<T>(request: Promise<T>): Promise<T> {
	const sent = await settled(request);
	if (sent.ok) return sent.value;
	if (hasApiStatus(sent.error, 400)) sent.error.description = NOT_CLOUD_MODEL_ADVICE;
	throw sent.error;
}

/** The item and its tip version (GET item). */
export async function fetchModel(
	context: IExecuteFunctions,
	model: ModelRef,
): Promise<{ item: JsonApiResource; tip: JsonApiResource | undefined }> {
	const response = await apsRequest<ItemDocument>(context, {
		method: 'GET',
		url: dataManagementPaths.item(model.projectId, model.itemId),
		operation: 'Get item',
		userId: model.userId,
	});
	const { data, included = [] } = response.body;
	const tipId = data.relationships?.tip?.data?.id;
	const tip = (included as JsonApiResource[]).find((entry) => entry.id === tipId);
	return { item: data, tip };
}

const extensionType = (resource: JsonApiResource | undefined) =>
	(resource?.attributes?.extension as IDataObject | undefined)?.type as string | undefined;

/** Refuses, before PublishModel is sent, an item whose tip version is not a cloud model. */
export function requireCloudModel(
	context: IExecuteFunctions,
	model: ModelRef,
	{ item, tip }: { item: JsonApiResource; tip: JsonApiResource | undefined },
): void {
	const versionType = extensionType(tip);
	const isCloudModel = versionType
		? versionType === CLOUD_MODEL_VERSION
		: extensionType(item) === CLOUD_MODEL_ITEM;
	if (isCloudModel) return;
	const name = String(item.attributes?.displayName ?? model.itemId);
	throw new NodeOperationError(
		context.getNode(),
		`${name} is not a cloud-workshared Revit model (its version is ${versionType ?? extensionType(item) ?? 'of no known type'}): only those can be published`,
		{ itemIndex: model.itemIndex, description: `Nothing was published. ${NOT_CLOUD_MODEL_ADVICE}` },
	);
}

export interface PublishJob {
	id?: string;
	attributes?: { status?: string };
}

/**
 * The two publish commands: PublishModel starts a job; GetPublishModelJob answers null while
 * changes synced from Revit wait to be published (the developer guide's reading;
 * docs/service-decisions.md), else the last publish job with its status.
 */
const PUBLISH_COMMANDS = {
	publish: { type: 'commands:autodesk.bim360:C4RModelPublish', operation: 'Publish model' },
	status: {
		type: 'commands:autodesk.bim360:C4RModelGetPublishJob',
		operation: 'Get publish status',
	},
};

export async function publishCommand(
	context: IExecuteFunctions,
	model: ModelRef,
	which: keyof typeof PUBLISH_COMMANDS,
): Promise<PublishJob | null> {
	const { type, operation } = PUBLISH_COMMANDS[which];
	const response = await withModelAdvice(sendCommand<PublishJob>(context, model, type, operation));
	return response.body?.data ?? null;
}

/** The status as the output gives it. */
export function publishStatus(itemId: string, job: PublishJob | null): IDataObject {
	const status = job?.attributes?.status ?? null;
	return {
		id: itemId,
		status,
		needsPublishing: job === null,
		publishing: status !== null && status !== 'complete' && status !== 'failed',
		jobId: job?.id ?? null,
	};
}
