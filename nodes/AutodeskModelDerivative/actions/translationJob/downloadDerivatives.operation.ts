import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { InputRuleError, NOTHING_SENT } from '../../../shared/inputRules';
import { storeSignedDownload } from '../../../shared/signedDownload';
import type { SignedAddress } from '../../../shared/signedUrl';
import {
	binaryOutput,
	binaryOutputProperty,
	readBinaryField,
} from '../../../framework/fields/binary';
import { forOperation } from '../../../framework/fields/common';
import { regionProperty } from '../derivativeRegion';
import type { ManifestRequest } from '../manifestRequest';
import { fetchManifest, manifestOptionsProperty, readManifestRequest } from '../manifestRequest';
import type { OperationExecute } from '../../../framework/operation';
import { sourceProperties } from '../sourceDesign';
import type { DerivativeFile } from './derivativeFiles';
import { DOWNLOADABLE_TYPES, filesOfTypes } from './derivativeFiles';
import {
	cookieHeader,
	derivativeLink,
	fileFieldProperty,
	linkedFileJson,
	outputProperties,
	readOutput,
	signedCookies,
} from './derivativeLinks';
import { mimeTypeOf } from './files';
import type { OperationTool } from '../../../framework/tool';
import { compactLink, isToolRun, TOOL_LINK_MINUTES } from '../../../framework/tool';
import { COOKIE_LINK, SOURCE_DESIGN } from '../../../framework/toolText';

const properties: INodeProperties[] = [
	...sourceProperties,
	regionProperty,
	{
		displayName: 'Output Types',
		name: 'outputTypes',
		type: 'multiOptions',
		default: ['obj'],
		required: true,
		options: DOWNLOADABLE_TYPES,
		description:
			"Which translated formats to download. Each type's files come out as one item each; the design must have been translated to every type chosen.",
	},
	...outputProperties('each file'),
	fileFieldProperty('The binary field each file goes into'),
	manifestOptionsProperty,
];

export const description = forOperation('translationJob', 'downloadDerivatives', properties);

/**
 * The files of the chosen output types, one item each: the manifest says which files exist; each
 * is fetched through the service's signed cookies (`.../manifest/{derivativeUrn}/signedcookies`),
 * then from the address it gives, with those cookies and without the credential.
 */
export const execute: OperationExecute = async function (itemIndex) {
	const request = readManifestRequest(this, itemIndex);
	const types = readOutputTypes(this, itemIndex);
	const output = readOutput(this, itemIndex);
	const field = output.link ? '' : readBinaryField(this, itemIndex, binaryOutputProperty);
	const manifest = await fetchManifest(this, request);
	const files = filesOfTypes(this, manifest, types, itemIndex);
	// A tool call gets no bytes (n8n gives a model none): links, as Output: Link gives them.
	const asTool = isToolRun(this);
	const results: INodeExecutionData[] = [];
	for (const file of files) {
		if (!output.link && !asTool) {
			results.push(await download(this, request, file, field));
			continue;
		}
		const link = await derivativeLink(
			this,
			request,
			file.derivativeUrn,
			output.link ? output.minutes : TOOL_LINK_MINUTES,
			file.fileName,
		);
		results.push({ json: { ...linkedFileJson(request, file, link.size as number), ...link } });
	}
	return results;
};

async function download(
	context: IExecuteFunctions,
	request: ManifestRequest,
	file: DerivativeFile,
	field: string,
): Promise<INodeExecutionData> {
	const cookies = async (): Promise<{ address: SignedAddress; body: IDataObject }> => {
		const signed = await signedCookies(context, request, file);
		return {
			address: { url: signed.url, headers: { Cookie: cookieHeader(signed.cookies) } },
			body: signed.body,
		};
	};
	const signed = await cookies();
	const mimeType = mimeTypeOf(file.fileName, stringOf(signed.body?.['content-type']));
	const json = {
		fileName: file.fileName,
		outputType: file.outputType,
		role: file.role,
		mimeType,
		size: Number(signed.body?.size),
		derivativeUrn: file.derivativeUrn,
		urn: request.source.urn,
		region: request.target.label,
	};
	return await storeSignedDownload(
		context,
		{
			operation: `Download ${file.fileName}`,
			fileName: file.fileName,
			address: signed.address,
			signedBy: 'cookies',
			// The CDN refuses cookies that expired (or a clock that jumped): fresh ones, asked for once.
			renew: async () => (await cookies()).address,
			size: Number(signed.body?.size) || undefined,
		},
		async (response) =>
			await binaryOutput(
				context,
				json,
				{ data: response.body, fileName: file.fileName, mimeType },
				field,
			),
	);
}

function stringOf(value: unknown): string | undefined {
	return typeof value === 'string' && value ? value : undefined;
}

function readOutputTypes(context: IExecuteFunctions, itemIndex: number): string[] {
	const value = context.getNodeParameter('outputTypes', itemIndex, []) as unknown;
	const types = (Array.isArray(value) ? value : [value])
		.map((entry) => String(entry ?? '').trim())
		.filter(Boolean);
	const known = DOWNLOADABLE_TYPES.map((type) => type.value);
	const unknown = types.find((type) => !known.includes(type));
	if (!types.length || unknown !== undefined) {
		throw new InputRuleError(
			'Output Types',
			types.length
				? `must be among ${known.join(', ')}; got "${unknown}"`
				: 'is required: choose at least one type to download',
			NOTHING_SENT,
		);
	}
	return [...new Set(types)];
}

export const tool: OperationTool = {
	compact: compactLink,
	description: `Give links to the translated files of chosen types. ${SOURCE_DESIGN}; Output Types: obj, stl, step, iges, ifc, dwg, fbx or thumbnail (the design must have been translated to each, Translation Job > Create). As a tool it downloads nothing: it returns per file fileName, outputType, mimeType, size, derivativeUrn and ${COOKIE_LINK}. A browser cannot open such a link by itself: a person or an HTTP tool sends the cookies.`,
};
