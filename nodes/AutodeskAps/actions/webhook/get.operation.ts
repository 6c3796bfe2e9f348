import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { HookRules } from '../../../shared/hookRules';
import { getHook, withoutSecrets } from '../../../shared/webhooks';
import { forOperation } from '../common';
import { hookAddressProperties, readHookAddress, regionOptions } from './fields';

const properties: INodeProperties[] = [...hookAddressProperties, regionOptions];

export const description = forOperation('webhook', 'get', properties);

export async function execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]> {
	const rules = new HookRules(this.getNode(), itemIndex);
	const read = (name: string, fallback?: unknown) => this.getNodeParameter(name, itemIndex, fallback);
	const address = readHookAddress(read, rules);
	const options = read('options', {}) as IDataObject;
	const hook = await getHook(this, address, (options.region as string | undefined) || undefined);
	return [{ json: withoutSecrets(hook) }];
}
