import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import type { Deferred } from './deferred';

/** What an operation does with one input item: its output items, or work deferred to the run's end. */
export type OperationExecute = (
	this: IExecuteFunctions,
	itemIndex: number,
) => Promise<INodeExecutionData[] | Deferred>;
