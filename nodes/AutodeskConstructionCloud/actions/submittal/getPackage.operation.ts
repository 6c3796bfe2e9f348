import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { SUBMITTAL_PROJECT } from '../../../framework/toolText';
import { submittalPackagePath, submittalsApi } from '../../../services/submittals';
import { readGuid } from '../fieldValues';
import {
	projectProperties,
	readSubmittalOptions,
	readSubmittalProject,
	recordLocator,
	submittalOptions,
} from './fields';
import { lookupTool, PACKAGE_KEYS } from './lookups';

const properties: INodeProperties[] = [
	...projectProperties,
	{
		...recordLocator(
			'Package',
			'packageId',
			'searchSubmittalPackages',
			'The package: choose it from the list, or enter its ID (a UUID)',
		),
		required: true,
	},
	submittalOptions,
];

export const description = forOperation('submittal', 'getPackage', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const project = readSubmittalProject(this, itemIndex);
	const packageId = readGuid(
		'Package',
		this.getNodeParameter('packageId', itemIndex, ''),
		'Submittal > Get Packages lists the packages with their ids.',
	);
	const options = readSubmittalOptions(this, itemIndex);
	const found = await submittalsApi.call<IDataObject>(
		this,
		project,
		{ method: 'GET', path: submittalPackagePath(packageId), operation: 'Get submittal package' },
		options,
	);
	return [{ json: found }];
};

export const tool = lookupTool(
	PACKAGE_KEYS,
	`Get one submittal package. ${SUBMITTAL_PROJECT}; Package: its id (a UUID from Submittal > Get Packages). Returns id, identifier, title, description, specIdentifier. Next: Submittal > Get Many with the Package filter lists its items.`,
);
