import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { manifestMessages } from './manifest';

/** The downloadable files of a manifest's derivatives, per output type. */

export const DOWNLOADABLE_TYPES: Array<{ name: string; value: string }> = [
	{ name: 'DWG', value: 'dwg' },
	{ name: 'FBX', value: 'fbx' },
	{ name: 'IFC', value: 'ifc' },
	{ name: 'IGES', value: 'iges' },
	{ name: 'OBJ', value: 'obj' },
	{ name: 'STEP', value: 'step' },
	{ name: 'STL', value: 'stl' },
	{ name: 'Thumbnail (PNG)', value: 'thumbnail' },
];

const labelOf = (type: string): string =>
	DOWNLOADABLE_TYPES.find((entry) => entry.value === type)?.name ?? type.toUpperCase();

export interface DerivativeFile {
	outputType: string;
	derivativeUrn: string;
	fileName: string;
	role?: string;
}

interface ManifestNode extends IDataObject {
	children?: ManifestNode[];
}

/**
 * The files of each chosen type. A type the manifest lacks, or whose derivative is not `success`,
 * is an error naming the type and the manifest's messages about it; nothing is downloaded then.
 */
export function filesOfTypes(
	context: IExecuteFunctions,
	manifest: IDataObject,
	types: string[],
	itemIndex: number,
): DerivativeFile[] {
	const derivatives = (manifest.derivatives as ManifestNode[] | undefined) ?? [];
	const files: DerivativeFile[] = [];
	for (const type of types) {
		const derivative = derivatives.find((entry) => entry.outputType === type);
		if (!derivative) {
			throw new NodeOperationError(
				context.getNode(),
				`The manifest has no ${labelOf(type)} derivative`,
				{
					itemIndex,
					description: `Translate the design to ${labelOf(type)} first (Translation Job > Create, with Wait for Completion), in the same region.`,
				},
			);
		}
		if (derivative.status !== 'success') {
			const messages = manifestMessages({ derivatives: [derivative] });
			throw new NodeOperationError(
				context.getNode(),
				`${labelOf(type)} is not ready to download: its status in the manifest is ${String(derivative.status)}${messages.length ? ` (${messages.join('; ')})` : ''}`,
				{
					itemIndex,
					description:
						derivative.status === 'pending' || derivative.status === 'inprogress'
							? 'The translation still runs: download once it has finished (Wait for Completion on Create, or the trigger).'
							: 'The translation to this format did not succeed. Get Manifest shows every message; translate again with Force Translation.',
				},
			);
		}
		const found = collectFiles(derivative.children ?? [], type);
		if (!found.length) {
			throw new NodeOperationError(
				context.getNode(),
				`The ${labelOf(type)} derivative lists no file to download`,
				{ itemIndex, description: 'Get Manifest shows what the derivative holds.' },
			);
		}
		files.push(...found);
	}
	return files;
}

function collectFiles(nodes: ManifestNode[], outputType: string): DerivativeFile[] {
	const files: DerivativeFile[] = [];
	for (const node of nodes) {
		if (typeof node.urn === 'string') {
			const last = node.urn.split('/').pop() ?? '';
			let fileName = last;
			try {
				fileName = decodeURIComponent(last);
			} catch {
				// The name as it stands.
			}
			files.push({
				outputType,
				derivativeUrn: node.urn,
				fileName: fileName || `${outputType}.bin`,
				role: typeof node.role === 'string' ? node.role : undefined,
			});
		}
		files.push(...collectFiles(node.children ?? [], outputType));
	}
	return files;
}
