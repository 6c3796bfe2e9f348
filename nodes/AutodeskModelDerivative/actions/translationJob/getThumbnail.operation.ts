import type { INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import { binaryOutputProperty, readBinaryField } from '../../../framework/fields/binary';
import { forOperation } from '../../../framework/fields/common';
import { regionProperty } from '../derivativeRegion';
import { fetchManifest, manifestOptionsProperty, readManifestRequest } from '../manifestRequest';
import type { OperationExecute } from '../../../framework/operation';
import { sourceProperties } from '../sourceDesign';
import { derivativeLink, fileFieldProperty, outputProperties, readOutput } from './derivativeLinks';
import { designName } from './files';
import { thumbnailFileOf } from './thumbnailFile';
import type { OperationTool } from '../../../framework/tool';
import { compactLink, isToolRun, TOOL_LINK_MINUTES } from '../../../framework/tool';
import { COOKIE_LINK, SOURCE_DESIGN } from '../../../framework/toolText';

const SIZES = [100, 200, 400];

const properties: INodeProperties[] = [
	...sourceProperties,
	regionProperty,
	{
		displayName: 'Size',
		name: 'size',
		type: 'options',
		default: 200,
		description: 'Width and height of the square PNG, in pixels',
		options: SIZES.map((size) => ({ name: `${size} x ${size} px`, value: size })),
	},
	...outputProperties('the PNG'),
	fileFieldProperty('The binary field the PNG goes into'),
	manifestOptionsProperty,
];

export const description = forOperation('translationJob', 'getThumbnail', properties);

/** The design's thumbnail (a PNG the service renders once a viewable or thumbnail job succeeded). */
export const execute: OperationExecute = async function (itemIndex) {
	const request = readManifestRequest(this, itemIndex);
	const { source, target, userId } = request;
	const size = Number(this.getNodeParameter('size', itemIndex, 200));
	const output = readOutput(this, itemIndex);
	const field = output.link ? '' : readBinaryField(this, itemIndex, binaryOutputProperty);
	if (!SIZES.includes(size)) {
		throw new InputRuleError('Size', `must be 100, 200 or 400; got ${size}`, {
			because: 'the service renders thumbnails in these three sizes only',
		});
	}
	// A tool call gets no bytes (n8n gives a model none): a link, as Output: Link gives it.
	if (output.link || isToolRun(this)) {
		const manifest = await fetchManifest(this, request);
		const thumbnail = thumbnailFileOf(this, manifest, size, itemIndex);
		const fileName = `${designName(source)}-thumbnail-${thumbnail.width}.png`;
		const { size: fileSize, ...link } = await derivativeLink(
			this,
			request,
			thumbnail.derivativeUrn,
			output.link ? output.minutes : TOOL_LINK_MINUTES,
			fileName,
		);
		const json = {
			urn: source.urn,
			sourceId: source.id,
			region: target.label,
			width: thumbnail.width,
			height: thumbnail.height,
			fileName,
			mimeType: 'image/png',
			fileSize,
			derivativeUrn: thumbnail.derivativeUrn,
		};
		return [{ json: { ...json, ...link } }];
	}
	const fileName = `${designName(source)}-thumbnail-${size}.png`;
	const response = await apsRequest<Buffer>(this, {
		method: 'GET',
		url: target.basePath + apsPath`/${source.urn}/thumbnail`,
		query: { width: size, height: size },
		operation: 'Get thumbnail',
		headers: { ...target.headers, Accept: 'image/png' },
		userId,
		binary: true,
	});
	const binary = await this.helpers.prepareBinaryData(response.body, fileName, 'image/png');
	return [
		{
			json: {
				urn: source.urn,
				sourceId: source.id,
				region: target.label,
				width: size,
				height: size,
				fileName,
				mimeType: 'image/png',
				fileSize: response.body.length,
			},
			binary: { [field]: binary },
		},
	];
};

export const tool: OperationTool = {
	compact: compactLink,
	description: `Give a link to a translated design's PNG thumbnail. ${SOURCE_DESIGN}; Size: 100, 200 or 400 (pixels). As a tool it downloads nothing: it returns urn, fileName, mimeType, width, height, fileSize and ${COOKIE_LINK}. The design needs a finished translation with thumbnails (Translation Job > Get Manifest: hasThumbnail).`,
};
