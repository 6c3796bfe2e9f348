import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import type { ApsRequest, ApsResponse } from '../../../shared/types';
import {
	FIRST_POLL_INTERVAL_MS,
	MAX_POLL_INTERVAL_MS,
	POLL_INTERVAL_GROWTH,
} from '../../../framework/fields/timeLimit';

export interface PreparedWait {
	/** When to give up, as Date.now() counts. */
	deadline: number;
	timeLimitSeconds: number;
	itemIndex: number;
}

/**
 * A metadata request asked again while the service answers 202 (it is still preparing the data),
 * at growing intervals until the deadline; past it, an error saying so.
 */
export async function preparedRequest(
	context: IExecuteFunctions,
	request: ApsRequest,
	wait: PreparedWait,
): Promise<ApsResponse<IDataObject>> {
	let interval = FIRST_POLL_INTERVAL_MS;
	for (;;) {
		const response = await apsRequest<IDataObject>(context, request);
		if (response.statusCode !== 202) return response;
		const remaining = wait.deadline - Date.now();
		if (remaining <= 0) {
			throw new NodeOperationError(
				context.getNode(),
				`${request.operation}: the service was still preparing the data after ${wait.timeLimitSeconds} s (it answered 202)`,
				{
					itemIndex: wait.itemIndex,
					description:
						'A design that was just translated needs a while before its object tree and properties can be read. Nothing went wrong: run again later, or raise Time Limit (Seconds).',
				},
			);
		}
		await sleep(Math.min(interval, remaining));
		interval = Math.min(interval * POLL_INTERVAL_GROWTH, MAX_POLL_INTERVAL_MS);
	}
}

/** The deadline of a wait that starts now. */
export function waitFrom(timeLimitSeconds: number, itemIndex: number): PreparedWait {
	return { deadline: Date.now() + timeLimitSeconds * 1000, timeLimitSeconds, itemIndex };
}
