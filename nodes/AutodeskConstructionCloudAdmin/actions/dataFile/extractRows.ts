import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { downloadExtractFile, listExtractFiles } from '../../../services/dataConnector';
import { csvRows } from './csvRows';
import type { ColumnKinds } from './tableSchema';
import { columnKindsFor, schemaFileFor, serviceGroupOf } from './tableSchema';
import { typedRows } from './typedValues';

/** Output: Rows of Extracted Data > Download: a small CSV file of the extract as typed rows. */

/** The largest CSV file Output: Rows reads into items; larger ones go to a binary field. */
export const MAX_ROWS_BYTES = 16 * 1024 * 1024;

/** The stream's text (or the bytes', for a JSON file read whole), refused past MAX_ROWS_BYTES (the stream is then left unread). */
async function smallText(
	context: IExecuteFunctions,
	body: NodeJS.ReadableStream,
	name: string,
	itemIndex: number,
): Promise<string> {
	const chunks: Buffer[] = [];
	let size = 0;
	const parts = Buffer.isBuffer(body) ? [body] : (body as AsyncIterable<Buffer | string>);
	for await (const chunk of parts) {
		const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
		size += bytes.length;
		if (size > MAX_ROWS_BYTES) {
			(body as unknown as { destroy?: () => void }).destroy?.();
			throw new NodeOperationError(
				context.getNode(),
				`"${name}" is larger than 16 MB: too large for Output: Rows`,
				{
					itemIndex,
					description:
						'Choose Output: Binary File and read it with the Extract From File node, or Output: Link.',
				},
			);
		}
		chunks.push(bytes);
	}
	return Buffer.concat(chunks).toString('utf8');
}

/**
 * The column kinds of the extract's CSV files, from the schema the job lists for each file's
 * service group: the listing read once, each schema file once (both on first need).
 */
export function extractSchemas(
	context: IExecuteFunctions,
	job: { accountId: string; jobId: string },
	itemIndex: number,
): (csvName: string) => Promise<ColumnKinds | undefined> {
	let listing: Promise<string[]> | undefined;
	const texts = new Map<string, Promise<string>>();
	const textOf = async (name: string): Promise<string> => {
		if (!texts.has(name)) {
			texts.set(
				name,
				downloadExtractFile(
					context,
					{ ...job, name },
					async ({ body }) => await smallText(context, body, name, itemIndex),
				),
			);
		}
		return await (texts.get(name) as Promise<string>);
	};
	return async (csvName) => {
		listing ??= listExtractFiles(context, job.accountId, job.jobId).then((files) =>
			files.map((file) => file.name),
		);
		const schemaName = schemaFileFor(serviceGroupOf(csvName), await listing);
		return schemaName === undefined ? undefined : columnKindsFor(csvName, await textOf(schemaName));
	};
}

/** The rows of a CSV file of the extract, typed by its schema (read while the file downloads). */
export async function typedCsvRows(
	context: IExecuteFunctions,
	file: { accountId: string; jobId: string; name: string },
	kindsOf: (csvName: string) => Promise<ColumnKinds | undefined>,
	itemIndex: number,
): Promise<IDataObject[]> {
	const [text, kinds] = await Promise.all([
		downloadExtractFile(
			context,
			file,
			async ({ body }) => await smallText(context, body, file.name, itemIndex),
		),
		kindsOf(file.name),
	]);
	const rows = csvRows(text);
	return kinds ? typedRows(rows, kinds) : rows;
}
