import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';

import { simplifyProperty } from '../common';

export const itemSimplifyProperty: INodeProperties = {
	...simplifyProperty,
	description:
		'Whether to return a flattened item with its versions under "versions" instead of the raw JSON:API item with its versions under "included"',
};

const IF_EXISTS = ['addVersion', 'fail'];

/** If the File Exists: what Upload and Copy do with a name the folder already has; `said` words each choice. */
export function ifExistsProperty(said: { addVersion: string; fail: string }): INodeProperties {
	return {
		displayName: 'If the File Exists',
		name: 'ifExists',
		type: 'options',
		options: [
			{ name: 'Add a New Version', value: 'addVersion', description: said.addVersion },
			{ name: 'Fail', value: 'fail', description: said.fail },
		],
		default: 'addVersion',
		description:
			'What to do when the folder already has a file of this name (names are compared without regard to case)',
	};
}

/** The If the File Exists choice, checked before anything is sent. */
export function readIfExists(context: IExecuteFunctions, itemIndex: number): 'addVersion' | 'fail' {
	const ifExists = context.getNodeParameter('ifExists', itemIndex, 'addVersion') as string;
	if (!IF_EXISTS.includes(ifExists)) {
		throw new InputRuleError(
			'If the File Exists',
			`must be addVersion or fail; got ${JSON.stringify(ifExists)}`,
		);
	}
	return ifExists as 'addVersion' | 'fail';
}
