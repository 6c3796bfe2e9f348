import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

/**
 * The thumbnail file a manifest lists (a PNG child with role `thumbnail` and its `resolution`, as
 * autodesk-platform-services/aps-sdk-openapi, modelderivative/modelderivative.yaml shows them): the
 * thumbnail endpoint itself answers bytes only, so a link to a thumbnail is a link to this file.
 */

interface ManifestNode extends IDataObject {
	children?: ManifestNode[];
}

export interface ThumbnailFile {
	derivativeUrn: string;
	width: number;
	height: number;
}

/** The listed thumbnail of the wanted width, else the one closest to it; an error when none is listed. */
export function thumbnailFileOf(
	context: IExecuteFunctions,
	manifest: IDataObject,
	width: number,
	itemIndex: number,
): ThumbnailFile {
	const found: ThumbnailFile[] = [];
	const walk = (nodes: ManifestNode[]) => {
		for (const node of nodes) {
			const resolution = Array.isArray(node.resolution) ? node.resolution.map(Number) : [];
			const usable = node.status === undefined || node.status === 'success';
			if (node.role === 'thumbnail' && typeof node.urn === 'string' && usable && resolution[0]) {
				found.push({
					derivativeUrn: node.urn,
					width: resolution[0],
					height: resolution[1] || resolution[0],
				});
			}
			walk(node.children ?? []);
		}
	};
	walk((manifest.derivatives as ManifestNode[] | undefined) ?? []);
	if (!found.length) {
		throw new NodeOperationError(
			context.getNode(),
			'The manifest lists no thumbnail file to link to',
			{
				itemIndex,
				description:
					'A translation to SVF, SVF2 or Thumbnail gives one once it has finished; Get Manifest shows what the design has. Output: File gets the thumbnail the service renders.',
			},
		);
	}
	const distance = (file: ThumbnailFile) => Math.abs(file.width - width);
	return found.reduce((best, file) => (distance(file) < distance(best) ? file : best));
}
