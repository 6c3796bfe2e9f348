import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { AdminCallOptions } from '../../../services/accountAdmin';
import {
	adminCall,
	collectAdminList,
	importUsersPath,
	MAX_IMPORT_USERS,
	projectUsersPath,
} from '../../../services/accountAdmin';
import type { Limiter } from '../../../framework/deferred';
import type { ItemResults, QueuedBatch } from '../importQueue';
import { batchResult, joinBatch, sendInChunks } from '../importQueue';

/**
 * The users of one run's Import items, gathered by project (and Act As User, Region), sent once
 * every item has been read, one batch after another: in calls of at most MAX_IMPORT_USERS, then
 * one read of the project's users to give each user its own result. The Admin API's import
 * answers a job ID only (its job has no endpoint yet), so the project's users are what shows who
 * is in.
 */

export interface ImportedUser {
	itemIndex: number;
	user: IDataObject;
}

interface Batch extends QueuedBatch<ImportedUser> {
	projectId: string;
	options: AdminCallOptions;
}

/** A user added within this margin of the import counts as added by it. */
const ADDED_MARGIN_MS = 5 * 60_000;

/** Adds a user to its batch; an email given twice in one batch is refused before anything is sent. */
export function enqueue(
	context: IExecuteFunctions,
	projectId: string,
	options: AdminCallOptions,
	entry: ImportedUser,
): Batch {
	const id = [importUsersPath(projectId), options.userId ?? '', options.region ?? ''].join('|');
	return joinBatch<ImportedUser, Batch>(
		context,
		id,
		() => ({ projectId, options, entries: [], keys: new Set<string>() }),
		String(entry.user.email).toLowerCase(),
		entry,
		{
			field: 'Email',
			shown: String(entry.user.email),
			advice: 'Give each user once; the first item with this email is imported.',
		},
	);
}

/** The result of one item's user, once its batch has been sent (sent once, by the first to ask). */
export async function importResult(
	context: IExecuteFunctions,
	batch: Batch,
	itemIndex: number,
	limit: Limiter,
): Promise<IDataObject> {
	return await batchResult(
		context,
		batch,
		itemIndex,
		async () => await sendBatch(context, batch, limit),
	);
}

async function sendBatch(
	context: IExecuteFunctions,
	batch: Batch,
	limit: Limiter,
): Promise<ItemResults> {
	const startedAt = Date.now();
	const jobs = new Map<number, string | undefined>();
	const results = await sendInChunks<ImportedUser, IDataObject | undefined>(batch.entries, {
		size: MAX_IMPORT_USERS,
		limit,
		send: async (chunk) =>
			await adminCall<IDataObject>(
				context,
				{
					method: 'POST',
					path: importUsersPath(batch.projectId),
					operation: 'Import project users',
					body: { users: chunk.map(({ user }) => user) },
				},
				batch.options,
			),
		together: (count) =>
			`The ${count} users of this import call were sent together: none of them is known to be in the project.`,
		answered: (chunk, answer) => {
			for (const { itemIndex } of chunk) jobs.set(itemIndex, answer?.jobId as string | undefined);
		},
	});
	if (!jobs.size) return results;
	const members = await limit(
		async () =>
			await collectAdminList<IDataObject>(
				context,
				{
					method: 'GET',
					path: projectUsersPath(batch.projectId),
					operation: 'Get many project users',
				},
				batch.options,
			),
	);
	const byEmail = new Map(members.map((member) => [String(member.email).toLowerCase(), member]));
	for (const { itemIndex, user } of batch.entries) {
		if (!jobs.has(itemIndex)) continue;
		const member = byEmail.get(String(user.email).toLowerCase());
		results.set(itemIndex, userResult(user, member, jobs.get(itemIndex), startedAt));
	}
	return results;
}

function userResult(
	user: IDataObject,
	member: IDataObject | undefined,
	jobId: string | undefined,
	startedAt: number,
): IDataObject {
	if (!member) {
		return {
			email: user.email,
			result: 'notAdded',
			message:
				'The import job did not make this user a project user: check the company, the roles and the products, or try Project User > Add for this user to see why.',
			jobId,
		};
	}
	const addedOn = Date.parse(String(member.addedOn ?? ''));
	const added = !Number.isFinite(addedOn) || addedOn >= startedAt - ADDED_MARGIN_MS;
	return { ...member, result: added ? 'added' : 'alreadyMember', jobId };
}
