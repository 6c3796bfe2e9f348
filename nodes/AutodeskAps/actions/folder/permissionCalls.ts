import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import {
	collectConstructionList,
	PROJECT_USERS_ADVICE,
	PROJECT_USERS_PAGE,
	projectUsersRequest,
} from '../../../services/construction';
import type { PermissionsBatch } from '../../../services/docs';
import {
	docsProjectId,
	folderPermissionsPath,
	sendFolderPermissions,
} from '../../../services/docs';
import { readDataOptions } from '../../../framework/fields/common';
import { readLocators } from '../../../framework/fields/locators';
import type { SubjectEntry } from './permissionFields';
import { isEmail } from './permissionFields';

/**
 * The calls of Folder > Get, Add, Update and Remove Permissions: the folder they act on, the users
 * given by email found among the project's users, one batch call for every subject, and one
 * output item per subject with its result.
 */

export interface PermissionTarget {
	docsProject: string;
	folderId: string;
	userId?: string;
}

/** The folder of the item's call: its Docs project id (no `b.`), its URN and Act As User ID. */
export function readPermissionTarget(
	context: IExecuteFunctions,
	itemIndex: number,
): PermissionTarget {
	const [projectId, folderId] = readLocators(context, itemIndex, 'project', 'folder');
	const docsProject = docsProjectId(projectId, 'Folder permissions');
	const { userId } = readDataOptions(context, itemIndex);
	return { docsProject, folderId, userId };
}

/** A subject as it is sent: its ID (a user's found by email) and, to add or update, its actions. */
interface Sendable {
	entry: SubjectEntry;
	subjectId: string;
	email?: string;
}

interface ProjectUser extends IDataObject {
	id?: string;
	email?: string;
}

/** Each subject with the ID to send, or why it cannot be sent (an email no user of the project has). */
async function sendables(
	context: IExecuteFunctions,
	target: PermissionTarget,
	entries: SubjectEntry[],
): Promise<Array<Sendable | { entry: SubjectEntry; error: string }>> {
	const byEmail = entries.some((entry) => entry.subjectType === 'USER' && isEmail(entry.given));
	const users = byEmail
		? await collectConstructionList<ProjectUser>(
				context,
				projectUsersRequest(target.docsProject, target.userId),
				PROJECT_USERS_ADVICE,
				{ maxPage: PROJECT_USERS_PAGE },
			)
		: [];
	return entries.map((entry) => {
		if (entry.subjectType !== 'USER' || !isEmail(entry.given))
			return { entry, subjectId: entry.given };
		const email = entry.given.toLowerCase();
		const user = users.find((each) => String(each.email ?? '').toLowerCase() === email);
		if (!user?.id)
			return {
				entry,
				error: `No user of the project has the email ${entry.given}; nothing was sent for this subject. Add the user to the project first.`,
			};
		return { entry, subjectId: user.id, email: entry.given };
	});
}

const described = ({ entry, subjectId, email }: Sendable): IDataObject => ({
	subjectType: entry.subjectType,
	subjectId,
	...(email ? { email } : {}),
	...(entry.level ? { level: entry.level } : {}),
});

/**
 * Sends one batch call for the subjects that can be sent, and answers one item per subject, in
 * the order entered: `success` and the actions the service confirmed, or `success: false` and why.
 */
export async function changePermissions(
	context: IExecuteFunctions,
	target: PermissionTarget,
	entries: SubjectEntry[],
	batch: PermissionsBatch,
	operation: string,
): Promise<INodeExecutionData[]> {
	const subjects = await sendables(context, target, entries);
	const sent = subjects.filter((subject): subject is Sendable => 'subjectId' in subject);
	let results: IDataObject[] = [];
	if (sent.length > 0) {
		const body = sent.map(({ entry, subjectId }) => ({
			subjectId,
			subjectType: entry.subjectType,
			...(entry.actions ? { actions: entry.actions } : {}),
		}));
		const answer = await sendFolderPermissions<{ results?: IDataObject[] } | undefined>(context, {
			method: 'POST',
			url: folderPermissionsPath(target.docsProject, target.folderId, batch),
			operation,
			body,
			userId: target.userId,
		});
		results = Array.isArray(answer?.results) ? answer.results : [];
	}
	return subjects.map((subject) => ({
		json:
			'subjectId' in subject
				? outcome(subject, batch, results)
				: failed(subject.entry, subject.error),
	}));
}

function outcome(subject: Sendable, batch: PermissionsBatch, results: IDataObject[]): IDataObject {
	if (batch === 'batch-delete') return { success: true, ...described(subject), removed: true };
	const result = results.find(
		(each) =>
			each.subjectType === subject.entry.subjectType &&
			String(each.subjectId ?? '').toLowerCase() === subject.subjectId.toLowerCase(),
	);
	if (!result) {
		return {
			success: false,
			...described(subject),
			error:
				"The service's answer has no result for this subject: its permissions may be unchanged. Read them with Folder > Get Permissions.",
		};
	}
	return { success: true, ...described(subject), actions: result.actions as IDataObject[] };
}

function failed(entry: SubjectEntry, error: string): IDataObject {
	return {
		success: false,
		subjectType: entry.subjectType,
		...(isEmail(entry.given) ? { email: entry.given } : { subjectId: entry.given }),
		...(entry.level ? { level: entry.level } : {}),
		error,
	};
}

/** The folder's permissions: one item per user, company and role, as the service answers them. */
export async function readPermissions(
	context: IExecuteFunctions,
	target: PermissionTarget,
): Promise<INodeExecutionData[]> {
	const answer = await sendFolderPermissions<IDataObject[]>(context, {
		method: 'GET',
		url: folderPermissionsPath(target.docsProject, target.folderId),
		operation: 'Get permissions',
		userId: target.userId,
	});
	return (Array.isArray(answer) ? answer : []).map((json) => ({ json }));
}
