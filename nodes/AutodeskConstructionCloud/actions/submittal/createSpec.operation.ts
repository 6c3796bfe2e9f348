import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { SUBMITTAL_PROJECT } from '../../../framework/toolText';
import { SUBMITTAL_SPECS, submittalsApi } from '../../../services/submittals';
import { readText } from '../fieldValues';
import {
	projectProperties,
	readSubmittalOptions,
	readSubmittalProject,
	submittalOptions,
} from './fields';
import { lookupTool } from './lookups';

const properties: INodeProperties[] = [
	...projectProperties,
	{
		displayName: 'Identifier',
		name: 'identifier',
		type: 'string',
		default: '',
		required: true,
		placeholder: '084413',
		description: "The spec section's number (at most 50 characters), unique in the project",
	},
	{
		displayName: 'Title',
		name: 'title',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'Glazed Aluminum Curtain Walls',
	},
	submittalOptions,
];

export const description = forOperation('submittal', 'createSpec', properties);

/** POST specs (answers 201 with the spec; 409 when the identifier is in use). Managers only. */
export const execute: OperationExecute = async function (itemIndex) {
	const project = readSubmittalProject(this, itemIndex);
	const body: IDataObject = {
		identifier: readText(
			'Identifier',
			this.getNodeParameter('identifier', itemIndex, ''),
			50,
		).trim(),
		title: readText('Title', this.getNodeParameter('title', itemIndex, ''), 255).trim(),
	};
	const options = readSubmittalOptions(this, itemIndex);
	const spec = await submittalsApi.call<IDataObject>(
		this,
		project,
		{ method: 'POST', path: SUBMITTAL_SPECS, operation: 'Create submittal spec', body },
		options,
	);
	return [{ json: spec }];
};

export const tool = lookupTool(
	['id', 'identifier', 'title'],
	`Add a spec section to a project's submittals (submittals managers only; its identifier must be new). ${SUBMITTAL_PROJECT}; Identifier (its number, e.g. 084413); Title. Returns id (the Spec of Submittal > Create), identifier, title.`,
);
