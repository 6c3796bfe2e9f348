import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { adminCall } from '../../../services/accountAdmin';
import { businessUnitsPath } from '../../../services/accountDirectory';
import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import {
	accountProperty,
	adminOptions,
	checkedDirectoryId,
	checkedText,
	readAccountTarget,
} from '../adminFields';
import { ADMIN_ACCOUNT, ADMIN_USER } from '../adminToolText';

const FIELD = 'Business Units';

const properties: INodeProperties[] = [
	accountProperty,
	{
		displayName:
			'The units given here replace the whole structure: a unit left out is removed from the account',
		name: 'replaceNotice',
		type: 'notice',
		default: '',
	},
	{
		displayName: 'Business Units',
		name: 'businessUnits',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Business Unit',
		default: {},
		required: true,
		options: [
			{
				displayName: 'Business Unit',
				name: 'unit',
				values: [
					{
						displayName: 'Name',
						name: 'name',
						type: 'string',
						default: '',
						required: true,
					},
					{
						displayName: 'ID',
						name: 'id',
						type: 'string',
						default: '',
						description:
							'To keep a unit that exists, its ID (a UUID) from Business Unit > Get; a new unit may be given an ID of your choosing for other units to name as their parent',
					},
					{
						displayName: 'Parent ID',
						name: 'parentId',
						type: 'string',
						default: '',
						description: 'The ID of another unit of this list; empty for a unit at the top',
					},
					{
						displayName: 'Description',
						name: 'description',
						type: 'string',
						default: '',
					},
				],
			},
		],
	},
	adminOptions,
];

export const description = forOperation('businessUnit', 'set', properties);

/** The units of the Business Units field as `BusinessUnitsObject` takes them, checked. */
function readUnits(entries: IDataObject[]): IDataObject[] {
	if (!entries.length) {
		throw new InputRuleError(
			FIELD,
			'needs at least one business unit',
			'Set replaces the whole structure; to read it, use Business Unit > Get.',
		);
	}
	const units = entries.map((entry, index) => {
		const where = `${FIELD} › ${index + 1}`;
		const name = checkedText(`${where} › Name`, entry.name);
		if (name === undefined) throw new InputRuleError(`${where} › Name`, 'is required');
		const unit: IDataObject = { name };
		if (checkedText(`${where} › ID`, entry.id) !== undefined)
			unit.id = checkedDirectoryId(`${where} › ID`, entry.id, 'An ID is a UUID.');
		if (checkedText(`${where} › Parent ID`, entry.parentId) !== undefined)
			unit.parent_id = checkedDirectoryId(
				`${where} › Parent ID`,
				entry.parentId,
				'A parent is named by the ID of another unit of this list.',
			);
		const text = checkedText(`${where} › Description`, entry.description);
		if (text !== undefined) unit.description = text;
		return unit;
	});
	const ids = units.map((unit) => unit.id).filter((id) => id !== undefined);
	const twice = ids.find((id, index) => ids.indexOf(id) !== index);
	if (twice !== undefined)
		throw new InputRuleError(FIELD, `give each ID once; got ${show(twice)} twice`);
	const orphan = units.find((unit) => unit.parent_id && !ids.includes(unit.parent_id));
	if (orphan)
		throw new InputRuleError(
			FIELD,
			`name a parent by the ID of another unit of this list; got ${show(orphan.parent_id)} for ${show(orphan.name)}`,
		);
	return units;
}

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const entries = this.getNodeParameter('businessUnits.unit', itemIndex, []) as IDataObject[];
	const structure = await adminCall<IDataObject>(
		this,
		{
			method: 'PUT',
			path: businessUnitsPath(accountId),
			operation: 'Set business units',
			body: { business_units: readUnits(entries) },
		},
		options,
	);
	return [{ json: structure }];
};

export const tool: OperationTool = {
	description: `Replace the business units of a Construction Cloud account with the units given (a unit left out is removed). ${ADMIN_ACCOUNT}; Business Units: each with Name, and optionally ID (a <uuid>: an existing unit's to keep it), Parent ID (the ID of another unit of the list) and Description. ${ADMIN_USER}. Returns business_units, each with id, parent_id, name and path.`,
};
