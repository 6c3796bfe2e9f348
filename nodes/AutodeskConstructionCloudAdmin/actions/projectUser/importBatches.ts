import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

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
 * every item has been read, one batch after another: in calls of at most MAX_IMPORT_USERS, then
 * one read of the project's users to give each user its own result. The Admin API's import
 * answers a job ID only (its job has no endpoint yet), so the project's users are what shows who
 * is in.
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

/** The run's last batch sent: batches go one after another, as one import's calls do. */
const lastSent = new WeakMap<object, Promise<unknown>>();

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
	if (!batch.outcome) {
		const previous = lastSent.get(context) ?? Promise.resolve();
		batch.outcome = previous.then(
			async () => await sendBatch(context, batch, limit),
			async () => await sendBatch(context, batch, limit),
		);
		lastSent.set(context, batch.outcome);
	}
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
		if (!sent.ok) {
			const failure = importFailed(sent.error, chunk.length);
			for (const { itemIndex } of chunk) results.set(itemIndex, failure);
			continue;
		}
		for (const { itemIndex } of chunk) jobs.set(itemIndex, sent.value?.jobId as string | undefined);
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

/**
 * A refused import call is the service's error for each of its users (the item is paired with
 * its user), its advice saying that the users of that call went together.
 */
function importFailed(error: unknown, count: number): Error {
	const failure = error as Error & { description?: string | null };
	const together = `The ${count} users of this import call were sent together: none of them is known to be in the project.`;
	failure.description = failure.description ? `${failure.description} ${together}` : together;
	return failure;
}
