import type { INodeProperties } from 'n8n-workflow';

import * as bucket from './bucket';
import * as folder from './folder';
import * as hub from './hub';
import * as issue from '../../AutodeskConstructionCloud/actions/issue';
import * as item from './item';
import * as model from '../../AutodeskModelDerivative/actions/model';
import * as object from './object';
import * as project from './project';
import * as serviceAccount from './serviceAccount';
import type { OperationExecute } from '../../framework/operation';
import type { OperationTool } from '../../framework/tool';
import * as translationJob from '../../AutodeskModelDerivative/actions/translationJob';
import * as webhook from './webhook';

export interface Resource {
	option: { name: string; value: string; description: string };
	description: INodeProperties[];
	operations: Record<string, { execute: OperationExecute; tool?: OperationTool }>;
}

/**
 * Every resource of the node: its place in the Resource list, its fields and its operations (each
 * with its `tool`: what a model is told and gets back when the node runs as a tool).
 */
export const resources: Resource[] = [
	bucket,
	folder,
	hub,
	issue,
	item,
	model,
	object,
	project,
	serviceAccount,
	translationJob,
	webhook,
];
