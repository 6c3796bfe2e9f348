import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { failed } from './outcomes';
import type { OpenedSource } from './sourceUrl';

/**
 * The body's chunks; a connection lost on the way is an error naming the field, the bytes received
 * and what to do, instead of the bare "aborted".
 */
export async function* sourceChunks(
	context: IExecuteFunctions,
	source: OpenedSource,
	field: string,
	itemIndex: number,
): AsyncGenerator<Buffer> {
	let received = 0;
	try {
		for await (const chunk of source.data) {
			const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
			received += bytes.length;
			yield bytes;
		}
	} catch (error) {
		const total = source.size === undefined ? '' : ` of ${source.size}`;
		const outcome = failed(error);
		const cause = outcome.kind === 'network' ? `: ${outcome.cause}` : '';
		throw new NodeOperationError(
			context.getNode(),
			`${field}: the connection was lost after ${received}${total} bytes${cause}`,
			{
				itemIndex,
				description: 'Nothing was kept: the upload was not completed. Run the node again.',
			},
		);
	}
	if (source.size !== undefined && received !== source.size) {
		throw new NodeOperationError(
			context.getNode(),
			`${field}: the server sent ${received} bytes of the ${source.size} it announced`,
			{
				itemIndex,
				description: 'Nothing was kept: the upload was not completed. Run the node again.',
			},
		);
	}
}
