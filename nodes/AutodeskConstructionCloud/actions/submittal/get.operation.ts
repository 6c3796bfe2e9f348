import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { SUBMITTAL_ITEM, SUBMITTAL_PROJECT } from '../../../framework/toolText';
import { submittalItemPath, submittalsApi } from '../../../services/submittals';
import { itemIdProperty, projectProperties, readItemTarget, submittalOptions } from './fields';
import { compactSubmittalItem } from './toolShapes';

const properties: INodeProperties[] = [...projectProperties, itemIdProperty, submittalOptions];

export const description = forOperation('submittal', 'get', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { project, itemId, options } = readItemTarget(this, itemIndex);
	const item = await submittalsApi.call<IDataObject>(
		this,
		project,
		{ method: 'GET', path: submittalItemPath(itemId), operation: 'Get submittal item' },
		options,
	);
	return [{ json: item }];
};

export const tool: OperationTool = {
	compact: compactSubmittalItem,
	description: `Get one submittal item. ${SUBMITTAL_PROJECT}; ${SUBMITTAL_ITEM}. Returns id, identifier, customIdentifier, title, stateId, statusId, specIdentifier, typeId, packageId, manager, subcontractor, dueDate, revision, responseId and responseComment (the review's answer), ballInCourtUsers, permittedStates (the states this caller may move it to), updatedAt. Next: Submittal > Update, Change State (State: one of permittedStates), Get Attachments or Get Revisions with its id.`,
};
