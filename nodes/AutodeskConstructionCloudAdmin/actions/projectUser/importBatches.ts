import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { AdminCallOptions } from '../../../services/accountAdmin';
import {
	adminCall,
	collectAdminList,
	importUsersPath,
	MAX_IMPORT_USERS,
	projectUsersPath,
} from '../../../services/accountAdmin';
import { settled } from '../../../shared/errors';
import { InputRuleError } from '../../../shared/inputRules';
import type { Limiter } from '../../../framework/deferred';

/**
 * The users of one run's Import items, gathered by project (and Act As User, Region), sent once
 * every item has been read: in calls of at most MAX_IMPORT_USERS, then one read of the project's
 * users to give each user its own result. The Admin API's import answers a job ID only (its job
 * has no endpoint yet), so the project's users are what shows who is in.
 */

export interface ImportedUser {
	itemIndex: number;
	user: IDataObject;
}

interface Batch {
	projectId: string;
	options: AdminCallOptions;
	users: ImportedUser[];
	emails: Set<string>;
	outcome?: Promise<Map<number, IDataObject | Error>>;
}

/** A user added within this margin of the import counts as added by it. */
const ADDED_MARGIN_MS = 5 * 60_000;

const runs = new WeakMap<object, Map<string, Batch>>();

/** Adds a user to its batch; an email given twice in one batch is refused before anything is sent. */
export function enqueue(
	context: IExecuteFunctions,
	projectId: string,
	options: AdminCallOptions,
	entry: ImportedUser,
): Batch {
	const batches = runs.get(context) ?? new Map<string, Batch>();
	runs.set(context, batches);
	const key = [projectId, options.userId ?? '', options.region ?? ''].join('|');
	const batch = batches.get(key) ?? { projectId, options, users: [], emails: new Set<string>() };
	batches.set(key, batch);
	const email = String(entry.user.email).toLowerCase();
	if (batch.emails.has(email)) {
		throw new InputRuleError(
			'Email',
			`appears twice in this import: "${String(entry.user.email)}"`,
			'Give each user once; the first item with this email is imported.',
		);
	}
	batch.emails.add(email);
	batch.users.push(entry);
	return batch;
}

/** The result of one item's user, once its batch has been sent (sent once, by the first to ask). */
export async function importResult(
	context: IExecuteFunctions,
	batch: Batch,
	itemIndex: number,
	limit: Limiter,
): Promise<IDataObject> {
	batch.outcome ??= sendBatch(context, batch, limit);
	const result = (await batch.outcome).get(itemIndex);
	if (result instanceof Error) throw result;
	return result as IDataObject;
}

async function sendBatch(
	context: IExecuteFunctions,
	batch: Batch,
	limit: Limiter,
): Promise<Map<number, IDataObject | Error>> {
	const results = new Map<number, IDataObject | Error>();
	const startedAt = Date.now();
	const jobs = new Map<number, string | undefined>();
	for (let start = 0; start < batch.users.length; start += MAX_IMPORT_USERS) {
		const chunk = batch.users.slice(start, start + MAX_IMPORT_USERS);
		const sent = await settled(
			limit(
				async () =>
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
			),
		);
		for (const { itemIndex, user } of chunk) {
			if (sent.ok) jobs.set(itemIndex, sent.value?.jobId as string | undefined);
			else results.set(itemIndex, importFailed(context, itemIndex, user, sent.error));
		}
	}
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
	for (const { itemIndex, user } of batch.users) {
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

function importFailed(
	context: IExecuteFunctions,
	itemIndex: number,
	user: IDataObject,
	error: unknown,
): NodeOperationError {
	const failure = error as Error & { description?: string | null };
	return new NodeOperationError(
		context.getNode(),
		`Import of ${String(user.email)} failed: ${failure.message}`,
		{ itemIndex, description: failure.description ?? undefined },
	);
}
