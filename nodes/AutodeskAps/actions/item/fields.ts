import type { INodeProperties } from 'n8n-workflow';

import { simplifyProperty } from '../common';

export const itemSimplifyProperty: INodeProperties = {
	...simplifyProperty,
	description:
		'Whether to return a flattened item with its versions under "versions" instead of the raw JSON:API item with its versions under "included"',
};
