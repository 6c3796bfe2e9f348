import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import {
	collectConstructionList,
	PROJECT_USERS_ADVICE,
	PROJECT_USERS_PAGE,
	projectUsersRequest,
} from '../../services/construction';
import { docsProjectId } from '../../services/docs';
import type { InputRuleError } from '../../shared/inputRules';
import { inputRuleFailure } from '../../shared/inputRules';
import { chosenId, pickerUserId } from '../../framework/methods/searchContext';

/**
 * Folder > Add, Update and Remove Permissions: the users of the chosen project by name (the
 * Account Admin API lists them and asks for the account:read scope); a folder permission names a
 * user by this ID.
 */
export async function getPermissionUsers(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	let project: string;
	try {
		project = docsProjectId(chosenId(this, 'project'), 'Folder permissions');
	} catch (error) {
		throw inputRuleFailure(this.getNode(), error as InputRuleError);
	}
	const users = await collectConstructionList<IDataObject>(
		this,
		projectUsersRequest(project, pickerUserId(this)),
		PROJECT_USERS_ADVICE,
		{ maxPage: PROJECT_USERS_PAGE },
	);
	return users
		.map((user) => ({
			name: String(user.name || user.email || user.id),
			value: String(user.id),
			description: user.email as string | undefined,
		}))
		.sort((a, b) => a.name.localeCompare(b.name));
}
