import type { IExecuteFunctions } from 'n8n-workflow';

import { settled } from '../../../shared/errors';
import type { JsonApiResource } from '../../../shared/jsonapi';
import type { StoredObject } from '../../../services/ossTransfer';
import { downloadObject, uploadObject } from '../../../services/ossTransfer';
import type { CreatedFile, FileCall } from './projectFiles';
import { addStoredFile, createStoredObject } from './projectFiles';

/**
 * A version copied into another project, where the service has no copy (copyFrom stays within a
 * project: autodesk-platform-services/aps-sdk-openapi, datamanagement/datamanagement.yaml): a
 * storage location in the target, the source's bytes from its signed S3 download streamed into
 * the target's signed S3 upload one part at a time, then the item (or the new version of the
 * file of the same name). The file is never whole in memory.
 */

export interface StreamCopy {
	/** The target project and the caller, with the operation's label for messages. */
	call: FileCall;
	folderId: string;
	name: string;
	source: StoredObject;
	/** The source's size and type, as its version records them. */
	size?: number;
	mimeType?: string;
	existing?: JsonApiResource;
	ifExists: 'addVersion' | 'fail';
	itemIndex: number;
}

export async function streamCopy(
	context: IExecuteFunctions,
	copy: StreamCopy,
): Promise<CreatedFile & { newItem: boolean; bytes: number }> {
	const { call, folderId, name, existing } = copy;
	const label = call.label ?? 'Copy file';
	const { storageId, object: target } = await createStoredObject(context, call, {
		folderId,
		name,
		existing,
		itemIndex: copy.itemIndex,
	});
	let body: (NodeJS.ReadableStream & { destroy?: () => void }) | undefined;
	const moved = await settled(
		downloadObject(
			context,
			copy.source,
			{ operation: `${label}: read the source`, userId: call.userId, fileName: name },
			async (file) => {
				body = file.data;
				return await uploadObject(
					context,
					target,
					{
						data: file.data as unknown as AsyncIterable<Buffer>,
						size: file.size ?? copy.size,
						contentType: copy.mimeType ?? file.contentType,
						fileName: name,
					},
					{ operation: label, userId: call.userId },
				);
			},
		),
	);
	if (!moved.ok) {
		// A failed upload leaves the rest of the source unread: its connection is let go.
		body?.destroy?.();
		throw moved.error;
	}
	const created = await addStoredFile(context, call, {
		folderId,
		name,
		storageId,
		existing,
		ifExists: copy.ifExists,
	});
	const size = moved.value.size;
	return { ...created, bytes: typeof size === 'number' ? size : (copy.size ?? 0) };
}
