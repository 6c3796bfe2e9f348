import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import type { AdminCallOptions } from '../../../services/accountAdmin';
import { ACTIVE, adminCall, projectPath } from '../../../services/accountAdmin';
import type { Limiter } from '../../../framework/deferred';
import {
	FIRST_POLL_INTERVAL_MS,
	MAX_POLL_INTERVAL_MS,
	MAX_WAIT_SECONDS,
	POLL_INTERVAL_GROWTH,
} from '../../../framework/fields/timeLimit';

/** Waiting for a new project to become active: its products are activated in the background. */

export interface ActivationWait {
	projectId: string;
	name: string;
	options: AdminCallOptions;
	timeLimitSeconds: number;
	itemIndex: number;
	/** When the project was asked for (Date.now()): the time limit counts from then. */
	sentAt: number;
	limit: Limiter;
}

/**
 * Reads the project at growing intervals until its status is active (answers it), or the time
 * limit has passed (throws, saying the project exists and how to find it later).
 */
export async function waitUntilActive(
	context: IExecuteFunctions,
	wait: ActivationWait,
): Promise<IDataObject> {
	const seconds = Math.min(Math.max(wait.timeLimitSeconds, 1), MAX_WAIT_SECONDS);
	const deadline = wait.sentAt + seconds * 1000;
	let interval = FIRST_POLL_INTERVAL_MS;
	await sleep(Math.max(0, Math.min(wait.sentAt + interval, deadline) - Date.now()));
	for (;;) {
		const project = await wait.limit(
			async () =>
				await adminCall<IDataObject>(
					context,
					{ method: 'GET', path: projectPath(wait.projectId), operation: 'Get account project' },
					wait.options,
				),
		);
		if (project.status === ACTIVE) return project;
		const remaining = deadline - Date.now();
		if (remaining <= 0) throw stillPending(context, wait, seconds, project);
		interval = Math.min(interval * POLL_INTERVAL_GROWTH, MAX_POLL_INTERVAL_MS);
		await sleep(Math.min(interval, remaining));
	}
}

function stillPending(
	context: IExecuteFunctions,
	wait: ActivationWait,
	seconds: number,
	project: IDataObject,
): NodeOperationError {
	return new NodeOperationError(
		context.getNode(),
		`The project "${wait.name}" is still ${String(project.status)} after ${seconds} s`,
		{
			itemIndex: wait.itemIndex,
			description: `The project was created (id ${wait.projectId}) and its products are still being activated; nothing was cancelled. Read it later with Project > Get and that id, or raise the Time Limit (at most ${MAX_WAIT_SECONDS} s). Do not create it again: its name is taken now.`,
		},
	);
}
