import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import {
	JOB_COMPLETE,
	collectDataConnectorList,
	dataConnectorCall,
	jobsPath,
	listExtractFiles,
	requestJobsPath,
} from '../../../services/dataConnector';
import type { Limiter } from '../../../framework/deferred';
import {
	FIRST_POLL_INTERVAL_MS,
	MAX_POLL_INTERVAL_MS,
	MAX_WAIT_SECONDS,
	POLL_INTERVAL_GROWTH,
} from '../../../framework/fields/timeLimit';

/** Waiting for the job of a one-time request: found among the request's jobs, then read until complete. */

export interface JobWait {
	accountId: string;
	requestId: string;
	timeLimitSeconds: number;
	itemIndex: number;
	/** When the request was sent (Date.now()): the time limit counts from then. */
	sentAt: number;
	limit: Limiter;
}

/**
 * Reads at growing intervals the request's jobs until its job is there, then the job until it is
 * complete; a job that completed with success is answered with the files of its extract, any other
 * completion, and a time limit that passed first, are errors that say what exists and what to do.
 */
export async function waitForJob(context: IExecuteFunctions, wait: JobWait): Promise<IDataObject> {
	const seconds = Math.min(Math.max(wait.timeLimitSeconds, 1), MAX_WAIT_SECONDS);
	const deadline = wait.sentAt + seconds * 1000;
	let interval = FIRST_POLL_INTERVAL_MS;
	let job: IDataObject | undefined;
	for (;;) {
		job = await wait.limit(async () => await readJob(context, wait, job));
		if (job?.status === JOB_COMPLETE) break;
		const remaining = deadline - Date.now();
		if (remaining <= 0) throw notYet(context, wait, seconds, job);
		await sleep(Math.min(interval, remaining));
		interval = Math.min(interval * POLL_INTERVAL_GROWTH, MAX_POLL_INTERVAL_MS);
	}
	if (job.completionStatus !== 'success') {
		throw new NodeOperationError(
			context.getNode(),
			`The data extraction job ${String(job.id)} completed as ${String(job.completionStatus)}`,
			{
				itemIndex: wait.itemIndex,
				description: `It made no extract to download. Its request (id ${wait.requestId}) is saved: run it again with Data Extraction Job > Run and Wait from that request, or check the service groups and projects.`,
			},
		);
	}
	const files = await wait.limit(
		async () => await listExtractFiles(context, wait.accountId, String(job.id)),
	);
	return { ...job, files };
}

/** The request's job (the first one it spawned), or its state now once it is known. */
async function readJob(
	context: IExecuteFunctions,
	wait: JobWait,
	known: IDataObject | undefined,
): Promise<IDataObject | undefined> {
	if (known) {
		return await dataConnectorCall<IDataObject>(context, {
			method: 'GET',
			path: jobsPath(wait.accountId, String(known.id)),
			operation: 'Get data extraction job',
		});
	}
	const [first] = await collectDataConnectorList<IDataObject>(
		context,
		{
			method: 'GET',
			path: requestJobsPath(wait.accountId, wait.requestId),
			operation: 'Get many data extraction jobs',
			query: { sort: 'asc' },
		},
		1,
	);
	return first;
}

function notYet(
	context: IExecuteFunctions,
	wait: JobWait,
	seconds: number,
	job: IDataObject | undefined,
): NodeOperationError {
	const state = job
		? `Its job (id ${String(job.id)}) is still ${String(job.status)}`
		: 'It has spawned no job yet';
	return new NodeOperationError(
		context.getNode(),
		`The data extraction is not complete after ${seconds} s`,
		{
			itemIndex: wait.itemIndex,
			description: `The request was saved (id ${wait.requestId}). ${state}; nothing was cancelled. Read it later with Data Extraction Job > Get Many of that request, or raise the Time Limit (at most ${MAX_WAIT_SECONDS} s). The request's Callback URL, when it has one, is called when the job is done.`,
		},
	);
}
