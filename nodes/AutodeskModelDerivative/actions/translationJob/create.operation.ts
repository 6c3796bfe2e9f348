import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import type { ApsResponse } from '../../../shared/types';
import { forOperation, readDataOptions, readSimplify } from '../../../framework/fields/common';
import { defer } from '../../../framework/deferred';
import { regionProperty } from '../derivativeRegion';
import type { OperationExecute } from '../../../framework/operation';
import { readSource, readSourceName, sourceProperties } from '../sourceDesign';
import { checkedTimeLimit, completionTimeLimitProperty } from '../../../framework/fields/timeLimit';
import {
	BINARY_SOURCE,
	binarySourceOption,
	binarySourceProperties,
	readBinarySource,
	storeBinarySource,
} from './binarySource';
import { createOptionsProperty } from './createOptions';
import { simplifyManifestProperty } from './fields';
import { outputFormatsProperty } from './formats';
import { compactManifest, simplifyManifest } from './manifest';
import type { TranslationJob } from './translation';
import { buildTranslationJob } from './translation';
import { WAIT_ADVICE, waitForCompletion } from './wait';
import type { OperationTool } from '../../../framework/tool';
import { compactJson } from '../../../framework/tool';
import { SOURCE_DESIGN } from '../../../framework/toolText';
import { NEW_JOB_ADVICE } from '../../../services/modelDerivative';

const [sourceFromProperty, ...sourceFields] = sourceProperties;

const properties: INodeProperties[] = [
	{
		...sourceFromProperty,
		options: [binarySourceOption, ...(sourceFromProperty.options ?? [])],
	},
	...sourceFields,
	...binarySourceProperties,
	regionProperty,
	outputFormatsProperty,
	{
		displayName: 'Wait for Completion',
		name: 'waitForCompletion',
		type: 'boolean',
		default: false,
		description:
			'Whether to wait until the translation has finished and return its manifest. A failed translation is an error. For long translations use the Autodesk Platform Services Trigger instead.',
	},
	completionTimeLimitProperty('The manifest'),
	{ ...simplifyManifestProperty, displayOptions: { show: { waitForCompletion: [true] } } },
	createOptionsProperty,
];

export const description = forOperation('translationJob', 'create', properties);

const OUTCOMES = {
	accepted:
		'The job was accepted and runs in the background. Its manifest (Get Manifest) shows when it has finished.',
	alreadyExisted:
		'Every requested format was generated before from this source and has not been replaced, so nothing was translated again. Use Force Translation to translate anew.',
};

export const execute: OperationExecute = async function (itemIndex) {
	const { options, userId } = readDataOptions(this, itemIndex);
	const binary =
		this.getNodeParameter('sourceFrom', itemIndex, 'id') === BINARY_SOURCE
			? await readBinarySource(this, itemIndex)
			: undefined;
	const job = buildTranslationJob({
		source: binary ? binary.objectId : readSource(this, itemIndex),
		sourceName: binary ? binary.objectKey : readSourceName(this, itemIndex),
		region: this.getNodeParameter('region', itemIndex, 'US'),
		formats: this.getNodeParameter('outputFormats.format', itemIndex, []) as IDataObject[],
		options,
	});
	const wait = this.getNodeParameter('waitForCompletion', itemIndex, false) as boolean;
	const timeLimitSeconds = wait
		? checkedTimeLimit(this.getNodeParameter('timeLimit', itemIndex, 300), WAIT_ADVICE)
		: 0;
	const uploaded = binary ? await storeBinarySource(this, binary, userId) : undefined;
	const response = await apsRequest<IDataObject>(this, {
		method: 'POST',
		url: `${job.target.basePath}/job`,
		operation: 'Create translation job',
		advice: NEW_JOB_ADVICE,
		body: job.body,
		headers: job.headers,
		userId,
	});

	if (!wait) {
		const json = jobResult(job, response);
		if (uploaded) json.uploaded = uploaded;
		return [{ json }];
	}
	const simplify = readSimplify(this, itemIndex);
	const sentAt = Date.now();
	// The waits of all items run side by side once every item's job has been sent.
	return defer(async (limit) => {
		const manifest = await waitForCompletion(this, {
			source: job.source,
			target: job.target,
			userId,
			timeLimitSeconds,
			itemIndex,
			pollAtOnce: response.statusCode === 201,
			sentAt,
			limit,
		});
		return [{ json: simplify ? simplifyManifest(manifest) : manifest }];
	});
};

/** The service's answer, with whether the job was accepted (200) or already done (201) in words. */
function jobResult(job: TranslationJob, response: ApsResponse<IDataObject>): IDataObject {
	const body = response.body ?? {};
	const outcome = response.statusCode === 201 ? 'alreadyExisted' : 'accepted';
	const serviceHeaders = Object.fromEntries(
		Object.entries(response.headers).filter(([name]) => name.toLowerCase().startsWith('x-ads-')),
	);
	return {
		result: body.result,
		outcome,
		message: OUTCOMES[outcome],
		statusCode: response.statusCode,
		urn: body.urn ?? job.source.urn,
		sourceId: job.source.id,
		region: job.target.label,
		acceptedJobs: body.acceptedJobs,
		serviceHeaders,
	};
}

export const tool: OperationTool = {
	compact: (json) => (json.derivatives ? compactManifest(json) : compactJson(json)),
	description: `Start translating a design into viewer (SVF2, SVF), CAD (DWG, IFC, IGES, STEP, STL, FBX) or mesh (OBJ) formats, or thumbnails. ${SOURCE_DESIGN}; Output Formats: the formats wanted; Wait for Completion: whether to wait up to Time Limit (Seconds) for the job to end. Returns urn (the design's URN), result and message (the job was accepted, or the same job existed); with Wait for Completion, the manifest: status (pending, inprogress, success, failed, timeout), progress and each derivative's outputType and status. Next: Translation Job > Get Manifest with the same Source Design to follow it.`,
};
